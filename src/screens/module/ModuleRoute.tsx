import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buildFormPath } from '../../app/routes/form-path.ts';
import { ModuleListPage, type OpenMode } from './list/ModuleListPage.tsx';
import { ModuleTreePage } from './tree/ModuleTreePage.tsx';
import { ScreenError, ScreenLoading } from './ScreenStatus.tsx';
import { useModule } from './use-module.ts';

export interface ModuleRouteProps {
  moduleId: string;
  menuId: string;
  title: string;
  /** Pattern-free path of the module's form route ('' when the menu has none). */
  formPath: string;
}

/** A module menu's page: its list, or for bundles with a tree, the tree beside the form. */
export function ModuleRoute({ moduleId, formPath }: ModuleRouteProps) {
  const navigate = useNavigate();
  // A report's drill-down opens the list on the records behind one of its cells (runtime/report/drill.ts).
  const [search, setSearch] = useSearchParams();
  const drill = search.get('drill') ?? '';
  const clearDrill = useCallback(() => setSearch({}, { replace: true }), [setSearch]);
  const state = useModule(moduleId, true);
  const onOpen = useCallback(
    (mode: OpenMode, pkValue: string) => {
      if (formPath) void navigate(buildFormPath({ formRouter: formPath, pkValue, mode, from: 'list' }));
    },
    [formPath, navigate],
  );
  if (state.status === 'error') return <ScreenError message={state.message} />;
  if (state.status === 'loading') return <ScreenLoading />;
  if (state.module.bundle.tree) return <ModuleTreePage module={state.module} grant={state.grant} />;
  return <ModuleListPage module={state.module} grant={state.grant} onOpen={onOpen} {...(drill ? { drill: { condition: drill, clear: clearDrill } } : {})} />;
}

export default ModuleRoute;

