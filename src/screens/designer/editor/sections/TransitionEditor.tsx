/**
 * One life-cycle transition in full, without JSON: where it leaves from and goes to, who may take
 * it (roles picked from the organisation's roles), the guard written with the expression input,
 * the fields it requires, the fields it stamps and the records it creates.
 */
import type { LifecycleStampDef, LifecycleTransitionDef, ModuleBundle } from '../../../../../runtime/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { Check, Labeled, LocalizedInput, MultiPick, SelectInput, TextInput, useFieldOptions, useRoleOptions } from '../controls.tsx';
import { CreatesEditor } from './CreatesEditor.tsx';
import { ExpressionInput } from './ExpressionInput.tsx';
import { StampsEditor } from './StampsEditor.tsx';

export interface TransitionEditorProps {
  bundle: ModuleBundle;
  context: DesignContext;
  transition: LifecycleTransitionDef;
  stateOptions: readonly (readonly [string, string])[];
  readOnly: boolean;
  onChange: (transition: LifecycleTransitionDef) => void;
}

/** An empty list leaves the bundle: the transition then carries only what the analyst set. */
function listOrNothing<T>(items: readonly T[]): T[] | undefined {
  return items.length === 0 ? undefined : [...items];
}

export function TransitionEditor({ bundle, context, transition, stateOptions, readOnly, onChange }: TransitionEditorProps) {
  const t = useT();
  const fields = useFieldOptions(bundle);
  const roles = useRoleOptions(context);
  const set = (patch: Partial<LifecycleTransitionDef>) => onChange(withoutUndefined({ ...transition, ...patch }));
  const anyState = transition.from === '*';
  const stamps = transition.stamps ?? [];
  const setStamps = (next: LifecycleStampDef[]) => set({ stamps: listOrNothing(next) });

  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-2 rounded border border-slate-100 bg-slate-50/60 p-2">
      <Labeled label={t('designer.lifecycle.name')}>{(id) => <TextInput id={id} value={transition.name} onChange={(name) => set({ name })} />}</Labeled>
      <Labeled label={t('designer.lifecycle.to')}>{(id) => <SelectInput id={id} value={transition.to} options={stateOptions} onChange={(to) => to && set({ to })} />}</Labeled>
      <div className="col-span-2">
        <Labeled label={t('designer.lifecycle.label')}>{() => <LocalizedInput label={t('designer.lifecycle.label')} value={transition.label} onChange={(label) => label && set({ label })} />}</Labeled>
      </div>
      <div className="col-span-2">
        <p className="mb-0.5 text-xs text-slate-500">{t('designer.lifecycle.from')}</p>
        <Check label={t('designer.authoring.anyState')} checked={anyState} onChange={(on) => set({ from: on ? '*' : stateOptions.slice(0, 1).map(([state]) => state) })} />
        {!anyState && <MultiPick label={t('designer.lifecycle.from')} value={transition.from === '*' ? [] : transition.from} options={stateOptions} onChange={(from) => set({ from })} />}
      </div>
      <div className="col-span-2">
        <p className="mb-0.5 text-xs text-slate-500">{t('designer.lifecycle.roles')}</p>
        <MultiPick label={t('designer.lifecycle.roles')} value={transition.roles ?? []} options={roles} onChange={(next) => set({ roles: listOrNothing(next) })} />
        <p className="mt-0.5 text-[11px] text-slate-400">{t('designer.authoring.rolesHelp')}</p>
      </div>
      <div className="col-span-2">
        <p className="mb-0.5 text-xs text-slate-500">{t('designer.lifecycle.requires')}</p>
        <MultiPick label={t('designer.lifecycle.requires')} value={transition.requires ?? []} options={fields} onChange={(next) => set({ requires: listOrNothing(next) })} />
      </div>
      <ExpressionInput bundle={bundle} label={t('designer.lifecycle.when')} value={transition.when} expected={{ kind: 'condition' }} readOnly={readOnly} onCommit={(when) => set({ when })} />
      <div className="col-span-2">
        <p className="mb-0.5 text-xs text-slate-500">{t('designer.lifecycle.stamps')}</p>
        <StampsEditor bundle={bundle} kind={`stamp-${transition.name}`} stamps={stamps} readOnly={readOnly} onChange={setStamps} />
      </div>
      <div className="col-span-2">
        <CreatesEditor bundle={bundle} context={context} creates={transition.creates} readOnly={readOnly} onChange={(creates) => set({ creates })} />
      </div>
    </div>
  );
}
