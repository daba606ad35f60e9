import type { LifecycleDef, LifecycleTransitionDef, ModuleBundle, WorkflowStatesDef } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { Block, Check, MultiPick, SelectInput, useFieldOptions } from '../controls.tsx';
import { LifecycleDiagram, type DiagramState } from './LifecycleDiagram.tsx';
import { OnSubmitEditor } from './OnSubmitEditor.tsx';
import { EditableRows } from './rows.tsx';
import { TransitionEditor } from './TransitionEditor.tsx';
import type { SectionProps } from './section-props.ts';

/** Omits a key whose value is empty, so the bundle carries only what the analyst set. */
function withOptional<T extends object, K extends keyof T>(item: T, key: K, value: T[K] | undefined): T {
  const { [key]: _old, ...rest } = item;
  const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
  return (empty ? rest : { ...rest, [key]: value }) as T;
}

/**
 * The record life cycle (docs/bundle-format.md 'Record life cycles'): the state field, the
 * transitions between its dictionary's items with their roles, guard, required fields and
 * stamps, the fields locked per state, the states the workflow sets, and a small state diagram.
 * Everything it writes is checked by the bundle check as the analyst types.
 */
export function LifecycleSection({ bundle, edit, context, readOnly, problems = [] }: SectionProps) {
  const t = useT();
  const [locale] = useLocale();
  const stateFields = useFieldOptions(bundle, (type) => type === 'select' || type === 'radio');
  const fieldOptions = useFieldOptions(bundle);
  const lifecycle = bundle.lifecycle;
  const field = bundle.entity.fields.find((entry) => entry.name === lifecycle?.field);
  const states: DiagramState[] = (field?.dict ? (context.dictionaries[field.dict]?.items ?? []) : []).map((item) => ({ value: item.value, label: item.label[locale] || item.value }));
  const stateOptions = states.map((state) => [state.value, `${state.label} (${state.value})`] as const);
  const setLifecycle = (next: LifecycleDef | undefined) => edit((b): ModuleBundle => withOptional(b, 'lifecycle', next));
  const setTransitions = (transitions: LifecycleTransitionDef[]) => lifecycle && setLifecycle({ ...lifecycle, transitions });
  const setLocks = (state: string, fields: string[] | '*') => {
    if (!lifecycle) return;
    const others = (lifecycle.locks ?? []).filter((lock) => lock.state !== state);
    const locks = fields.length === 0 ? others : [...others, { state, fields }];
    setLifecycle(withOptional(lifecycle, 'locks', locks));
  };
  const setWorkflowStates = (patch: Partial<WorkflowStatesDef>) =>
    edit((b) => {
      if (!b.workflow) return b;
      const next = Object.fromEntries(Object.entries({ ...b.workflow.states, ...patch }).filter(([, value]) => value !== undefined)) as WorkflowStatesDef;
      return { ...b, workflow: withOptional(b.workflow, 'states', next) };
    });
  const firstState = states[0]?.value ?? '';

  return (
    <div className="flex flex-col gap-3">
      <Block title={t('designer.section.lifecycle')}>
        <p className="mb-2 text-[11px] text-slate-400">{t('designer.lifecycle.help')}</p>
        <label className="flex items-center gap-2 text-xs text-slate-600">
          {t('designer.lifecycle.field')}
          <SelectInput
            label={t('designer.lifecycle.field')}
            value={lifecycle?.field}
            options={stateFields}
            empty={t('designer.lifecycle.none')}
            onChange={(name) => setLifecycle(name ? { transitions: [], ...lifecycle, field: name } : undefined)}
          />
        </label>
      </Block>
      {lifecycle && (
        <>
          <LifecycleDiagram lifecycle={lifecycle} states={states} initial={field?.default === undefined ? undefined : String(field.default)} locale={locale} />
          <Block title={t('designer.lifecycle.transitions')}>
            <EditableRows
              kind="transition"
              items={lifecycle.transitions}
              headers={[]}
              columns="minmax(0,1fr)"
              readOnly={readOnly}
              empty={t('designer.lifecycle.noTransitions')}
              addLabel={t('designer.lifecycle.add')}
              onAdd={firstState ? () => setTransitions([...lifecycle.transitions, { name: `t${lifecycle.transitions.length + 1}`, from: [firstState], to: firstState, label: { 'zh-CN': '', 'en-US': '' } }]) : undefined}
              onChange={setTransitions}
              renderRow={(transition, index) => (
                <TransitionEditor
                  bundle={bundle}
                  context={context}
                  transition={transition}
                  stateOptions={stateOptions}
                  readOnly={readOnly}
                  onChange={(next) => setTransitions(lifecycle.transitions.map((item, at) => (at === index ? next : item)))}
                />
              )}
            />
          </Block>
          <Block title={t('designer.lifecycle.locks')}>
            <p className="mb-2 text-[11px] text-slate-400">{t('designer.lifecycle.locksHelp')}</p>
            <div className="grid grid-cols-[140px_minmax(0,1fr)] items-start gap-1.5 text-xs">
              {states.map((state) => {
                const locked = lifecycle.locks?.find((lock) => lock.state === state.value)?.fields ?? [];
                return [
                  <span key={`${state.value}-label`} className="text-slate-600">{state.label}</span>,
                  <div key={`${state.value}-pick`} className="flex flex-col gap-0.5">
                    <Check label={t('designer.authoring.allFields')} checked={locked === '*'} onChange={(on) => setLocks(state.value, on ? '*' : [])} />
                    {locked !== '*' && <MultiPick label={`${t('designer.lifecycle.locks')} ${state.label}`} value={locked} options={fieldOptions} onChange={(fields) => setLocks(state.value, fields)} />}
                  </div>,
                ];
              })}
            </div>
          </Block>
          {bundle.workflow && (
            <Block title={t('designer.lifecycle.workflowStates')}>
              <div className="grid grid-cols-[140px_minmax(0,1fr)] items-center gap-1.5 text-xs">
                <span className="text-slate-600">{t('designer.lifecycle.onEnd')}</span>
                <SelectInput label={t('designer.lifecycle.onEnd')} value={bundle.workflow.states?.onEnd} options={stateOptions} empty={t('designer.lifecycle.unchanged')} onChange={(onEnd) => setWorkflowStates({ onEnd })} />
                <span className="text-slate-600">{t('designer.lifecycle.onForceEnd')}</span>
                <SelectInput label={t('designer.lifecycle.onForceEnd')} value={bundle.workflow.states?.onForceEnd} options={stateOptions} empty={t('designer.lifecycle.unchanged')} onChange={(onForceEnd) => setWorkflowStates({ onForceEnd })} />
              </div>
              <OnSubmitEditor bundle={bundle} context={context} readOnly={readOnly} problems={problems} onChange={(onSubmit) => setWorkflowStates({ onSubmit })} />
            </Block>
          )}
        </>
      )}
    </div>
  );
}
