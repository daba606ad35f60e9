/**
 * `workflow.handlers` without JSON: handler rules the module's models may name on a node, each
 * a name, a description in both languages and the reference field whose employees handle it (the
 * issuer a work ticket names signs it).
 */
import type { ModuleBundle, WorkflowHandlerDef } from '../../../../../runtime/index.ts';
import { useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { IDENTIFIER } from '../../model/new-bundle.ts';
import { problemsUnder } from '../../model/problem-where.ts';
import { CommitInput, Labeled, LocalizedInput, SelectInput, useFieldOptions } from '../controls.tsx';
import { ItemProblems } from './ItemProblems.tsx';
import { EditableRows } from './rows.tsx';
import type { SectionProps } from './section-props.ts';

/** A name no condition or handler of the module has yet. */
function freshName(bundle: ModuleBundle): string {
  const taken = new Set([...(bundle.workflow?.conditions ?? []), ...(bundle.workflow?.handlers ?? [])].map((item) => item.name));
  for (let n = 1; ; n++) if (!taken.has(`handler${n}`)) return `handler${n}`;
}

export function WorkflowHandlersEditor({ bundle, edit, readOnly, problems = [] }: SectionProps) {
  const t = useT();
  const references = useFieldOptions(bundle, (type) => type === 'reference');
  const handlers = bundle.workflow?.handlers ?? [];
  const setHandlers = (next: WorkflowHandlerDef[]) => edit((b) => (b.workflow ? { ...b, workflow: withoutUndefined({ ...b.workflow, handlers: next.length ? next : undefined }) } : b));
  const setHandler = (index: number, patch: Partial<WorkflowHandlerDef>) => setHandlers(handlers.map((handler, at) => (at === index ? { ...handler, ...patch } : handler)));
  const nameProblem = (index: number) => (name: string) => {
    if (!IDENTIFIER.test(name)) return t('designer.hint.identifier');
    const others = [...(bundle.workflow?.conditions ?? []), ...handlers.filter((_, at) => at !== index)];
    return others.some((item) => item.name === name) ? t('designer.handlers.nameTaken') : null;
  };
  const first = references[0]?.[0];

  return (
    <div className="mt-3 flex flex-col gap-1">
      <p className="text-xs text-slate-500">{t('designer.handlers.title')}</p>
      <p className="text-[11px] text-slate-400">{t('designer.handlers.help')}</p>
      <EditableRows
        kind="handler"
        items={handlers}
        headers={[]}
        columns="minmax(0,1fr)"
        readOnly={readOnly}
        empty={references.length === 0 ? t('designer.handlers.noReference') : t('designer.handlers.none')}
        addLabel={t('designer.handlers.add')}
        onAdd={first ? () => setHandlers([...handlers, { name: freshName(bundle), desc: { 'zh-CN': '', 'en-US': '' }, field: first }]) : undefined}
        onChange={setHandlers}
        renderRow={(handler, index) => (
          <div className="grid grid-cols-2 gap-x-3 gap-y-1.5 rounded border border-slate-100 bg-slate-50/60 p-2">
            <div className="col-span-2">
              <ItemProblems label={t('designer.handlers.problems')} problems={problemsUnder(problems, `/workflow/handlers/${index}`)} />
            </div>
            <Labeled label={t('designer.handlers.name')}>{(id) => <CommitInput id={id} value={handler.name} validate={nameProblem(index)} onCommit={(name) => setHandler(index, { name })} />}</Labeled>
            <Labeled label={t('designer.handlers.field')}>{(id) => <SelectInput id={id} value={handler.field} options={references} onChange={(field) => field && setHandler(index, { field })} />}</Labeled>
            <div className="col-span-2">
              <Labeled label={t('designer.handlers.desc')}>{() => <LocalizedInput label={t('designer.handlers.desc')} value={handler.desc} onChange={(desc) => desc && setHandler(index, { desc })} />}</Labeled>
            </div>
          </div>
        )}
      />
    </div>
  );
}
