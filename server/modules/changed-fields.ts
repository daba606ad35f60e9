import type { CompiledModule } from '../../runtime/index.ts';
import { sameValue } from '../../runtime/rules/same-value.ts';

/**
 * The module fields a save sends with a value other than the stored one: forms send every
 * field, and only the changed ones may meet a limit such as the workflow's editable region.
 * @example changedFieldNames(defect, { title: 'A', teamNo: 'T1' }, stored.values) // ['teamNo']
 */
export function changedFieldNames(module: CompiledModule, sent: Readonly<Record<string, unknown>>, stored: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(sent).filter((name) => module.fields.has(name) && !sameValue(sent[name], stored[name]));
}
