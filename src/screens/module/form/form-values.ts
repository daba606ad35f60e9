/**
 * Record values between the form and the save call: the unsaved-changes comparison of spec
 * 01 §4 and the save payload.
 */
import type { CompiledModule } from '../../../../runtime/index.ts';
import { fieldValues, type FormValues } from '../../../renderers/module-validator.ts';

/** Spec 01 §3: the organisation a new record belongs to travels as orgNo. */
export const ORG_NO = 'orgNo';

/** True when any field of the module differs; empty forms (undefined, '', null) are equal. */
export function valuesDiffer(module: CompiledModule, a: FormValues, b: FormValues): boolean {
  const left = fieldValues(module, a);
  const right = fieldValues(module, b);
  return Object.keys(left).some((name) => JSON.stringify(left[name]) !== JSON.stringify(right[name]));
}

/** The fields to send: every field but the key (pkValue carries it), plus orgNo when set. */
export function savePayload(module: CompiledModule, formData: FormValues): FormValues {
  const values = fieldValues(module, formData);
  delete values[module.primaryKey.name];
  const orgNo = formData[ORG_NO];
  if (typeof orgNo === 'string' && orgNo !== '') values[ORG_NO] = orgNo;
  return values;
}

/** Splits a loaded record into form values, reference labels and the optimistic-lock version. */
export function splitRecord(recorder: FormValues): { values: FormValues; labels: Map<string, string>; rowVersion: number | undefined } {
  const { _labels, _rowVersion, ...values } = recorder;
  const labels = new Map<string, string>(_labels && typeof _labels === 'object' ? Object.entries(_labels as Record<string, string>) : []);
  const version = Number(_rowVersion);
  return { values, labels, rowVersion: Number.isFinite(version) && _rowVersion !== null && _rowVersion !== undefined ? version : undefined };
}
