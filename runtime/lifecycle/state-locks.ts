/**
 * What an ordinary save may not change in a module with a life cycle: the state field (only
 * transitions and the workflow move it; a new record starts in the field's default state) and
 * the fields locked in the record's current state. One function, so the field-policy mechanism
 * can take it as one of its rules.
 */
import type { CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import type { LifecycleDef, Locale } from '../bundle/types.ts';
import { fieldLabel } from '../rules/field-label.ts';
import { sameValue } from '../rules/same-value.ts';
import { recordState, stateLabel } from './transitions.ts';

/** The fields locked in a state (the state field aside); every field for '*'. */
export function lockedInState(module: CompiledModule, lifecycle: LifecycleDef, state: string): ReadonlySet<string> {
  const locked = lifecycle.locks?.find((lock) => lock.state === state)?.fields;
  if (locked === undefined) return new Set();
  return new Set(locked === '*' ? [...module.fields.keys()].filter((name) => name !== module.primaryKey.name) : locked);
}

/**
 * The refusals of a save: `sent` the values sent, `stored` the record as stored (undefined for a
 * new record). A field sent with its stored value is not a change (forms send every field).
 * @example lifecycleSaveErrors(defect, { title: 'x' }, stored.values, 'zh-CN') // [] unless title is locked in the record's state
 */
export function lifecycleSaveErrors(module: CompiledModule, sent: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>> | undefined, locale: Locale): FieldError[] {
  const lifecycle = module.bundle.lifecycle;
  if (!lifecycle) return [];
  const stateField = module.fields.get(lifecycle.field);
  const initial = stateField?.def.default === undefined ? null : String(stateField.def.default);
  const errors: FieldError[] = [];
  if (stateField && lifecycle.field in sent) {
    const allowed = stored ? stored[lifecycle.field] : initial;
    if (!sameValue(sent[lifecycle.field], allowed) && !(stored === undefined && sent[lifecycle.field] === null)) {
      errors.push({ field: lifecycle.field, messageId: 'lifecycle.stateByTransition', params: { label: fieldLabel(stateField, locale) } });
    }
  }
  if (!stored) return errors;
  const state = recordState(lifecycle, stored);
  const locked = lockedInState(module, lifecycle, state);
  for (const name of Object.keys(sent)) {
    const field = module.fields.get(name);
    if (!field || name === lifecycle.field || !locked.has(name) || sameValue(sent[name], stored[name])) continue;
    errors.push({ field: name, messageId: 'lifecycle.lockedInState', params: { label: fieldLabel(field, locale), state: stateLabel(module, lifecycle, state, locale) } });
  }
  return errors;
}
