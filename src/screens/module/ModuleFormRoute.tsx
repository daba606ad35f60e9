import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { closeViewTag } from '../../app/layout/view-tags.ts';
import { buildFormPath } from '../../app/routes/form-path.ts';
import { useT } from '../../i18n/index.ts';
import { ModuleDetailPage } from './form/ModuleDetailPage.tsx';
import { allowedOperations } from './operations.ts';
import { closesToList, routeDisabled, routeKey, routeMode } from './route-params.ts';
import { ScreenError, ScreenLoading } from './ScreenStatus.tsx';
import { useModule } from './use-module.ts';

export interface ModuleFormRouteProps {
  moduleId: string;
  menuId: string;
  title: string;
  listPath: string;
}

/** The detail page route /{formRouter}/:pkValue?mode=&from=&title=&disabled= of a module menu. */
export function ModuleFormRoute({ moduleId, title, listPath }: ModuleFormRouteProps) {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const key = routeKey(params.pkValue);
  const mode = key === null ? 'view' : routeMode(search.get('mode'), key);
  const disabled = routeDisabled(search.get('disabled'));
  // The read-only view offers editing to users who hold it: only it needs init's operations.
  const viewing = mode === 'view' && !disabled;
  const state = useModule(moduleId, viewing);
  const from = search.get('from');

  // Closing (after a save too) takes the form's tag away with it, so form tabs do not pile up;
  // a move the unsaved-changes guard stopped leaves the tag where it was.
  const onClose = useCallback(() => {
    const moved = closesToList(from) && listPath ? navigate(listPath) : navigate(-1);
    void Promise.resolve(moved).then(() => {
      if (window.location.pathname !== pathname) closeViewTag(pathname);
    });
  }, [from, listPath, navigate, pathname]);
  const onSwitchToEdit = useCallback(
    (newKey: string) => {
      const formRouter = pathname.slice(0, pathname.lastIndexOf('/'));
      void navigate(buildFormPath({ formRouter, pkValue: newKey, mode: 'edit', from: from ?? undefined }), { replace: true });
    },
    [from, navigate, pathname],
  );

  if (key === null) return <ScreenError message={t('form.badKey')} />;
  if (state.status === 'error') return <ScreenError message={state.message} />;
  if (state.status === 'loading') return <ScreenLoading />;
  const editable = viewing && allowedOperations(state.module.bundle.operations, state.grant, false).has('edit');
  return (
    <ModuleDetailPage
      key={key}
      module={state.module}
      mode={mode}
      pkValue={key}
      name={search.get('title') || title}
      disabled={disabled}
      onClose={onClose}
      onSwitchToEdit={onSwitchToEdit}
      onEdit={editable ? () => onSwitchToEdit(key) : undefined}
      bundleVersion={state.version}
      onReloadModule={state.reload}
    />
  );
}

export default ModuleFormRoute;
