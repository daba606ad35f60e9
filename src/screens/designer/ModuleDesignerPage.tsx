import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ModuleBundle } from '../../../runtime/index.ts';
import { useInvalidateAfter } from '../../api/invalidations.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/index.ts';
import { errorMessage } from '../module/error-message.ts';
import { ScreenLoading } from '../module/ScreenStatus.tsx';
import { listDesignedModules, loadDesignContext, loadVersion } from './api/design-calls.ts';
import type { DesignContext, DesignedModule } from '../../../contracts/module-design.ts';
import { useDesignerAccess } from './access/designer-access.ts';
import { ModuleCatalog } from './catalog/ModuleCatalog.tsx';
import { NewModuleDialog } from './catalog/NewModuleDialog.tsx';
import { DesignerWorkspace } from './editor/DesignerWorkspace.tsx';
import { newBundle, type NewModuleInput } from './model/new-bundle.ts';
import { useDraft } from './state/use-draft.ts';
import { useUnsavedGuard } from '../../app/unsaved-guard.ts';
import { GenerateFromTableDialog } from './versions/index.ts';
import { ReportDesigner } from './reports/ReportDesigner.tsx';
import { defaultMenuFolder } from './model/menu-folder.ts';

async function loadCatalog(): Promise<{ modules: DesignedModule[]; context: DesignContext }> {
  const [modules, context] = await Promise.all([listDesignedModules(), loadDesignContext()]);
  return { modules, context };
}

/**
 * The module designer (/setting/moduleDesigner?moduleId=): analysts author module bundles
 * without code. The module list, then one module's visual editor, JSON view, live preview and
 * versions; reports likewise (?reports, ?report=). A user the server refuses the list to has no access.
 */
export function ModuleDesignerPage() {
  const t = useT();
  const access = useDesignerAccess();
  const [search, setSearch] = useSearchParams();
  const moduleId = search.get('moduleId');
  // A refusal of the list is no access; a publish or rollback invalidates it (invalidations.ts).
  const { data: catalog, error: catalogError, refetch: refresh } = useQuery({ queryKey: queryKeys.designCatalog(), queryFn: loadCatalog });
  const [dialog, setDialog] = useState<'new' | 'generate' | null>(null);
  const editor = useDraft();
  const { open, openNew, close } = editor;
  const { allowNext } = useUnsavedGuard(editor.dirty);
  const invalidateAfter = useInvalidateAfter();
  const client = useQueryClient();

  // The module in the address opens in the editor; no module in the address shows the list.
  const opened = editor.draft?.origin.moduleId;
  const draftKey = queryKeys.designPart(moduleId ?? '', 'draft');
  const addressed = useQuery({
    queryKey: draftKey,
    queryFn: () => loadVersion(moduleId ?? ''),
    // Only the address decides what to load; the draft's own changes and saves must not reload it.
    enabled: moduleId !== null && opened !== moduleId,
    gcTime: 0,
  });
  useEffect(() => {
    if (!moduleId) {
      // A new module has no address until it is saved; any other draft was left.
      if (editor.draft?.origin.status !== 'new') close();
      return;
    }
    if (opened === moduleId || !addressed.data) return;
    open(addressed.data);
    // The answer is the editor's draft now: opening the module again asks the server again.
    client.removeQueries({ queryKey: draftKey, exact: true });
  }, [moduleId, addressed.data]);
  useEffect(() => {
    if (!addressed.isError) return;
    toast.error(errorMessage(addressed.error));
    setSearch({}, { replace: true });
    // Each failure once; the parent's setSearch identity does not matter.
  }, [addressed.errorUpdatedAt]);

  // A new module once saved gets its address, so a reload reopens it.
  const savedNew = editor.draft && editor.draft.origin.status !== 'new' && !moduleId ? editor.draft.origin.moduleId : null;
  useEffect(() => {
    if (!savedNew) return;
    allowNext();
    setSearch({ moduleId: savedNew }, { replace: true });
  }, [savedNew, setSearch, allowNext]);

  const startNew = (bundle: ModuleBundle) => {
    setDialog(null);
    openNew(bundle);
  };
  // The workspace asked about unsaved changes already.
  const backToList = () => {
    close();
    if (moduleId) {
      allowNext();
      setSearch({});
    }
    void refresh();
  };

  if (catalogError) return <EmptyState message={errorMessage(catalogError) || t('designer.noAccess')} />;
  if (!catalog || access === null) return <ScreenLoading />;
  const reportId = search.get('report');
  if (reportId !== null || search.has('reports')) {
    return (
      <ReportDesigner
        access={access}
        reportId={reportId}
        modules={catalog.modules}
        context={catalog.context}
        onOpen={(id) => setSearch({ report: id })}
        onList={() => setSearch({ reports: '' })}
        onModules={() => setSearch({})}
      />
    );
  }
  const draft = editor.draft;
  if (draft) {
    const known = catalog.modules.find((module) => module.moduleId === draft.origin.moduleId);
    return (
      <DesignerWorkspace
        editor={editor}
        draft={draft}
        context={catalog.context}
        access={access}
        published={(known?.publishedVersion ?? null) !== null}
        onClose={backToList}
        onReleased={() => void invalidateAfter({ kind: 'design', moduleId: draft.origin.moduleId, published: true })}
      />
    );
  }
  if (moduleId) return <ScreenLoading />;
  return (
    <>
      <ModuleCatalog
        modules={catalog.modules}
        canEdit={access.canEdit}
        onOpen={(module) => setSearch({ moduleId: module.moduleId })}
        onNew={() => setDialog('new')}
        onGenerate={() => setDialog('generate')}
        onReports={() => setSearch({ reports: '' })}
      />
      {dialog === 'new' && (
        <NewModuleDialog
          open
          modules={catalog.modules}
          tables={catalog.context.tables.map((entry) => entry.table)}
          onClose={() => setDialog(null)}
          onCreate={(input: NewModuleInput) => startNew(newBundle(input, defaultMenuFolder(catalog.context.menuFolders, input.moduleId)))}
        />
      )}
      <GenerateFromTableDialog open={dialog === 'generate'} onClose={() => setDialog(null)} onGenerated={startNew} />
    </>
  );
}

