/**
 * The field and cross-field rules of a module, as data: the server runs this before saving and the
 * client runs the same function before it sends the form (spec 01 §5: on failure nothing is saved).
 */
import type { CompiledField, CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import { DEFAULT_LOCALE, type Locale } from '../bundle/types.ts';
import { checkCrossField } from './cross-field-rule.ts';
import { checkDictionary } from './dictionary-rule.ts';
import { fieldLabel } from './field-label.ts';
import { checkFormat } from './format-rule.ts';
import { checkLength } from './length-rule.ts';
import { checkRange } from './range-rule.ts';
import { readFieldValue, type FieldValue } from './read-value.ts';
import { checkRequired, isBlankValue } from './required-rule.ts';

type FieldOutcome = { error: FieldError | null; value: FieldValue };

function checkText(module: CompiledModule, field: CompiledField, value: string, label: string, locale: Locale): FieldError | null {
  return checkDictionary(module, field, value, label) ?? checkLength(field, value, label) ?? checkFormat(field, value, label, locale);
}

/** One field: required, then type, then the rules of its kind; the first failure is the one shown. */
function checkField(module: CompiledModule, field: CompiledField, raw: unknown, locale: Locale): FieldOutcome {
  const label = fieldLabel(field, locale);
  if (isBlankValue(raw)) {
    // The server issues primary keys, so a new record has none yet.
    const required = field.name === module.primaryKey.name ? null : checkRequired(field, raw, label);
    return { error: required, value: null };
  }
  const read = readFieldValue(field, raw);
  if (!read.ok) return { error: { field: field.name, messageId: read.messageId, params: { label, ...read.params } }, value: null };
  const value = read.value;
  let error: FieldError | null = null;
  if (field.valueKind === 'string' && typeof value === 'string') error = checkText(module, field, value, label, locale);
  else if (field.valueKind === 'integer' || field.valueKind === 'number') error = checkRange(field, Number(value), label);
  return { error, value: error ? null : value };
}

/**
 * @param locale language of the `{label}` parameter; message ids are the same in both.
 * @returns one error per failing field, in entity field order, then the failing cross-field rules.
 * @throws AppError E_BAD_VALUE when a value is a structure where the field takes a single value.
 * @example validateRecord(vehicle, { plateNo: '' }) // [{ field: 'plateNo', messageId: 'rule.required.enter', params: { label: '车牌号' } }, ...]
 */
export function validateRecord(module: CompiledModule, values: Record<string, unknown>, locale: Locale = DEFAULT_LOCALE): FieldError[] {
  const errors: FieldError[] = [];
  const valid: Record<string, FieldValue> = {};
  for (const field of module.fields.values()) {
    const outcome = checkField(module, field, values[field.name], locale);
    if (outcome.error) errors.push(outcome.error);
    else valid[field.name] = outcome.value;
  }
  for (const rule of module.bundle.form.rules ?? []) {
    if (errors.some((error) => error.field === rule.field)) continue;
    const error = checkCrossField(module, rule, valid, locale);
    if (error) errors.push(error);
  }
  return errors;
}
