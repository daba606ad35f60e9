import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useT } from '../i18n/hooks.ts';
import { useMenuModel } from './menu-store.ts';
import { useCurrentMenuRoute } from './routes/current-menu-route.ts';
import { menuPathOf } from './routes/menu-path.ts';
import { routeHandle } from './routes/route-handle.ts';

/** The title of the current route: its menu title, or the fixed route's own; '' if none. */
export function useRouteTitle(): string {
  const t = useT();
  const matches = useMatches();
  const model = useMenuModel();
  const { pathname } = useLocation();
  const menuRoute = useCurrentMenuRoute();
  const own = routeHandle(matches.at(-1)?.handle);
  const trail = model?.trails[menuPathOf(pathname)];
  if (trail) return trail.titles.at(-1) ?? '';
  // A trailing-id route with an unknown menu id: no menu's title.
  if (menuRoute === null) return t('route.notFound');
  if (menuRoute) return menuRoute.title;
  return own.titleId ? t(own.titleId) : '';
}

/** Keeps document.title as 'menu title - app name' (the app name alone without a title). */
export function useDocumentTitle(): void {
  const t = useT();
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? t('app.titleSuffix', { title, app: t('app.name') }) : t('app.name');
  }, [t, title]);
}
