import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReactFlowProvider } from '@xyflow/react';
import { useMenuModel } from '../../../app/menu-store.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { PUBLISHED } from '../../../../contracts/workflow.ts';
import type { Selection } from './DesignerCanvas.tsx';
import { draftJson } from './designer-model.ts';
import { DesignerWorkspace } from './DesignerWorkspace.tsx';
import { DryRunPanel } from './DryRunPanel.tsx';
import { ProblemList } from './ProblemList.tsx';
import { TEXT_INPUT } from './PanelField.tsx';
import { useDesigner } from './use-designer.ts';
import { Select } from '../../../components/Select.tsx';

/** Modules of the user's menu that have a form: the ones a workflow can run on. */
function useModuleOptions(): [string, string][] {
  const model = useMenuModel();
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const route of model?.routes ?? []) if (route.kind === 'module' && route.formPath && route.moduleId && !seen.has(route.moduleId)) seen.set(route.moduleId, route.title);
    return [...seen];
  }, [model]);
}

/**
 * The workflow model designer (/workflow/designer?moduleId=&modelId=), for workflow
 * administrators: choose a module and model, draw nodes and lines, set their properties,
 * save, publish and dry-run. The server refuses other users.
 */
export function DesignerPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const modules = useModuleOptions();
  const moduleId = search.get('moduleId') ?? '';
  const modelId = search.get('modelId') ?? '';
  const moduleName = modules.find(([id]) => id === moduleId)?.[1] ?? moduleId;
  const designer = useDesigner(moduleId, modelId);
  const [selection, setSelection] = useState<Selection>(null);
  const [dryRunOpen, setDryRunOpen] = useState(false);
  const { draft } = designer;

  const go = (next: { moduleId: string; modelId?: string }) => {
    setSelection(null);
    setSearch(next.modelId ? { moduleId: next.moduleId, modelId: next.modelId } : { moduleId: next.moduleId });
  };
  const save = async () => {
    const saved = await designer.save();
    if (saved && saved.modelId !== modelId) setSearch({ moduleId, modelId: saved.modelId }, { replace: true });
  };

  return (
    <section className="flex min-h-[600px] flex-col gap-3 rounded-lg bg-white p-4 shadow-sm md:h-full">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-medium text-slate-800">{t('wf.designer.title')}</h2>
        <Select label={t('wf.designer.module')} size="h-8 w-44" value={moduleId} placeholder={t('wf.designer.chooseModule')} options={modules.map(([id, title]) => ({ value: id, label: title }))} onChange={(next) => go({ moduleId: next })} />
        {moduleId && designer.load.status === 'ready' && (
          <>
            <Select
              label={t('wf.designer.model')}
              size="h-8 w-52"
              value={draft.modelId}
              placeholder={t('wf.designer.newModel')}
              options={designer.models.map((model) => ({ value: model.id, label: model.publishState === PUBLISHED ? `${model.name} (${t('wf.designer.published')})` : model.name }))}
              onChange={(next) => go({ moduleId, modelId: next })}
            />
            <input aria-label={t('wf.designer.modelName')} className={`${TEXT_INPUT} !w-44`} maxLength={100} value={draft.name} placeholder={moduleName} onChange={(event) => designer.setDraft({ ...draft, name: event.target.value })} />
            <input aria-label={t('wf.designer.modelNameEn')} className={`${TEXT_INPUT} !w-44`} maxLength={100} lang="en" value={draft.nameEn} placeholder={draft.name || moduleName} onChange={(event) => designer.setDraft({ ...draft, nameEn: event.target.value })} />
            {designer.dirty && <span className="text-xs text-amber-600">{t('wf.designer.unsaved')}</span>}
            <span className="ml-auto flex gap-2">
              <Button onClick={() => setDryRunOpen(true)}>{t('wf.designer.dryRun')}</Button>
              <Button onClick={() => void save()}>{t('common.save')}</Button>
              <Button variant="primary" onClick={() => void designer.publish()}>
                {t('wf.designer.publish')}
              </Button>
            </span>
          </>
        )}
      </header>
      {!moduleId && <p className="py-16 text-center text-sm text-slate-500">{t('wf.designer.chooseModuleHint')}</p>}
      {moduleId && designer.load.status === 'loading' && (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t('common.loading')} showLabel />
        </div>
      )}
      {moduleId && designer.load.status === 'error' && <p className="py-16 text-center text-sm text-red-500">{designer.load.message}</p>}
      {moduleId && designer.load.status === 'ready' && (
        <>
          <ProblemList problems={designer.problems} onShow={(problem) => setSelection(problem.nodeId ? { kind: 'node', id: problem.nodeId } : problem.lineId ? { kind: 'line', id: problem.lineId } : null)} />
          <ReactFlowProvider>
            <DesignerWorkspace designer={designer} selection={selection} onSelect={setSelection} />
          </ReactFlowProvider>
          <DryRunPanel open={dryRunOpen} onClose={() => setDryRunOpen(false)} modelJson={() => draftJson(draft)} fields={designer.fields} onShowNode={(id) => setSelection({ kind: 'node', id })} />
        </>
      )}
    </section>
  );
}
