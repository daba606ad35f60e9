import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/hooks.ts';
import { GotoViewPage } from '../../screens/embedded/GotoViewPage.tsx';
import { IframePage } from '../../screens/embedded/IframePage.tsx';
import { NotFoundPage } from '../../screens/not-found/NotFoundPage.tsx';
import { withChunkTimeout } from '../chunk-timeout.ts';
import { useMenuModel } from '../menu-store.ts';
import { menuPathOf } from './menu-path.ts';
import { isReportRoute, resolveMenuRoute } from './menu-routes.ts';
import type { MenuRoute } from './menu-types.ts';

// Loaded on first use so that the login page never pulls the module screens; a chunk that
// has not arrived after 120 s fails into the route's error element (spec 01 §8).
const ModuleRoute = lazy(withChunkTimeout(() => import('../../screens/module/ModuleRoute.tsx').then((module) => ({ default: module.ModuleRoute }))));
// Reports (and with them ECharts) load only on report pages.
const ReportRoute = lazy(withChunkTimeout(() => import('../../screens/report/ReportRoute.tsx').then((module) => ({ default: module.ReportRoute }))));
const ModuleFormRoute = lazy(withChunkTimeout(() => import('../../screens/module/ModuleFormRoute.tsx').then((module) => ({ default: module.ModuleFormRoute }))));

function PageFallback() {
  const t = useT();
  return (
    <div className="flex h-64 items-center justify-center">
      <Spinner label={t('common.loading')} showLabel />
    </div>
  );
}

/** A trailing-id route whose menu id names no menu of its family (spec 01 §8). */
function MenuMissing() {
  const t = useT();
  return <NotFoundPage message={t('route.menuMissing')} />;
}

/**
 * Renders one menu-derived route. Titles come from the current menu model, so a language
 * switch (which reloads the menu) retitles pages without touching the routes.
 */
export function MenuRouteElement({ route }: { route: MenuRoute }) {
  const model = useMenuModel();
  const params = useParams();
  const { pathname } = useLocation();
  // Trailing-id families share one route: the menu id in the path says which menu (and so
  // which module) it is.
  const current = resolveMenuRoute(model, route, params.menuId);
  if (!current) return <MenuMissing />;
  const menuId = current.menuId;
  const title = model?.trails[menuPathOf(pathname)]?.titles.at(-1) ?? current.title;

  switch (current.kind) {
    case 'iframe':
      return <IframePage src={current.url} title={title} />;
    case 'embedded':
      return <GotoViewPage target={current.url} moduleId={current.moduleId} title={title} />;
    case 'form':
      return (
        <Suspense fallback={<PageFallback />}>
          <ModuleFormRoute moduleId={current.moduleId} menuId={menuId} title={title} listPath={current.listPath} />
        </Suspense>
      );
    case 'module':
      if (isReportRoute(route.path))
        return (
          <Suspense fallback={<PageFallback />}>
            <ReportRoute key={menuId} moduleId={current.moduleId} menuId={menuId} title={title} />
          </Suspense>
        );
      return (
        <Suspense fallback={<PageFallback />}>
          <ModuleRoute key={menuId} moduleId={current.moduleId} menuId={menuId} title={title} formPath={current.formPath} />
        </Suspense>
      );
  }
}
