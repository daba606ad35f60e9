/**
 * `workflow.states.onSubmit` without JSON: per node of the module's workflow models, the fields
 * stamped when a handler submits that node's task (who signed and when). Nodes are picked from
 * the published models; before a model is published a node id is typed and checked at publish.
 */
import type { BundleProblem, LifecycleStampDef, ModuleBundle, WorkflowStatesDef } from '../../../../../runtime/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { useT } from '../../../../i18n/index.ts';
import { IDENTIFIER } from '../../model/new-bundle.ts';
import { problemsUnder } from '../../model/problem-where.ts';
import { CommitInput, Labeled, SelectInput } from '../controls.tsx';
import { ItemProblems } from './ItemProblems.tsx';
import { EditableRows } from './rows.tsx';
import { StampsEditor } from './StampsEditor.tsx';

type OnSubmitDef = NonNullable<WorkflowStatesDef['onSubmit']>[number];

/** The nodes of the module's published models as options, each id once, named as the model names it. */
function moduleNodeOptions(context: DesignContext, moduleId: string): [string, string][] {
  const named = new Map<string, string>();
  for (const model of context.workflowModels) if (model.moduleId === moduleId) for (const node of model.nodes ?? []) if (!named.has(node.id)) named.set(node.id, `${node.name} (${node.id})`);
  return [...named];
}

export interface OnSubmitEditorProps {
  bundle: ModuleBundle;
  context: DesignContext;
  readOnly: boolean;
  problems: readonly BundleProblem[];
  onChange: (onSubmit: OnSubmitDef[] | undefined) => void;
}

export function OnSubmitEditor({ bundle, context, readOnly, problems, onChange }: OnSubmitEditorProps) {
  const t = useT();
  const entries = bundle.workflow?.states?.onSubmit ?? [];
  const nodes = moduleNodeOptions(context, bundle.moduleId);
  const set = (next: OnSubmitDef[]) => onChange(next.length ? next : undefined);
  const setEntry = (index: number, patch: Partial<OnSubmitDef>) => set(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const firstFree = nodes.find(([id]) => !entries.some((entry) => entry.node === id))?.[0];
  const stampField = bundle.entity.fields.find((field) => field.name !== bundle.lifecycle?.field && field.name !== bundle.entity.primaryKey)?.name;

  return (
    <div className="mt-2 flex flex-col gap-1">
      <p className="text-xs text-slate-500">{t('designer.onSubmit.title')}</p>
      <p className="text-[11px] text-slate-400">{t(nodes.length ? 'designer.onSubmit.help' : 'designer.onSubmit.noModel')}</p>
      <EditableRows
        kind="onSubmit"
        items={entries}
        headers={[]}
        columns="minmax(0,1fr)"
        readOnly={readOnly}
        empty={t('designer.onSubmit.none')}
        addLabel={t('designer.onSubmit.add')}
        onAdd={stampField ? () => set([...entries, { node: firstFree ?? nodes[0]?.[0] ?? 'start', stamps: [{ field: stampField, value: 'userName' }] }]) : undefined}
        onChange={set}
        renderRow={(entry, index) => (
          <div className="flex flex-col gap-1.5 rounded border border-slate-100 bg-slate-50/60 p-2">
            <ItemProblems label={t('designer.onSubmit.problems')} problems={problemsUnder(problems, `/workflow/states/onSubmit/${index}`)} />
            <Labeled label={t('designer.onSubmit.node')}>
              {(id) =>
                nodes.length > 0 ? (
                  <SelectInput id={id} value={entry.node} options={nodes} onChange={(node) => node && setEntry(index, { node })} />
                ) : (
                  <CommitInput id={id} value={entry.node} validate={(node) => (IDENTIFIER.test(node) ? null : t('designer.hint.identifier'))} onCommit={(node) => setEntry(index, { node })} />
                )
              }
            </Labeled>
            <StampsEditor bundle={bundle} kind={`onSubmit-${index}`} stamps={entry.stamps} readOnly={readOnly} onChange={(stamps: LifecycleStampDef[]) => setEntry(index, { stamps })} />
          </div>
        )}
      />
    </div>
  );
}
