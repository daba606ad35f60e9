/**
 * The field and cross-field rules of a module, as data: the server runs this before saving and the
 * client runs the same function before it sends the form (spec 01 §5: on failure nothing is saved).
 */
import type { CompiledField, CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import { DEFAULT_LOCALE, type Locale } from '../bundle/types.ts';
import { isExpressionRule } from '../bundle/types.ts';
import { recordRuleErrors, fieldStates, type ExpressionContext } from '../expression/record-expressions.ts';
import { NO_SESSION } from '../expression/scope.ts';
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
function checkField(module: CompiledModule, field: CompiledField, raw: unknown, required: boolean, locale: Locale): FieldOutcome {
  const label = fieldLabel(field, locale);
  if (isBlankValue(raw)) {
    // The server issues primary keys, so a new record has none yet.
    const error = field.name === module.primaryKey.name ? null : checkRequired(field, raw, label, required);
    return { error, value: null };
  }
  const read = readFieldValue(field, raw);
  if (!read.ok) return { error: { field: field.name, messageId: read.messageId, params: { label, ...read.params } }, value: null };
  const value = read.value;
  let error: FieldError | null = null;
  if (field.valueKind === 'string' && typeof value === 'string') error = checkText(module, field, value, label, locale);
  else if (field.valueKind === 'integer' || field.valueKind === 'number') error = checkRange(field, Number(value), label);
  return { error, value: error ? null : value };
}

/** Without a caller's context, expressions see no user and the current time. */
function defaultContext(): ExpressionContext {
  return { session: NO_SESSION, now: new Date() };
}

/**
 * @param locale language of the `{label}` parameter; message ids are the same in both.
 * @param context what the module's expressions (requiredWhen, visibleWhen, record rules) read
 *   beside the values: the user, the time, child rows, the parent record.
 * @returns one error per failing field, in entity field order, then the failing record rules.
 * @throws AppError E_BAD_VALUE when a value is a structure where the field takes a single value.
 * @example validateRecord(vehicle, { plateNo: '' }) // [{ field: 'plateNo', messageId: 'rule.required.enter', params: { label: '车牌号' } }, ...]
 */
export function validateRecord(
  module: CompiledModule,
  values: Record<string, unknown>,
  locale: Locale = DEFAULT_LOCALE,
  context: ExpressionContext = defaultContext(),
): FieldError[] {
  const errors: FieldError[] = [];
  const valid: Record<string, FieldValue> = {};
  const scope = { ...context, values };
  const states = module.expressions.any ? fieldStates(module, scope) : undefined;
  for (const field of module.fields.values()) {
    const required = states?.get(field.name)?.required ?? field.def.required === true;
    const outcome = checkField(module, field, values[field.name], required, locale);
    if (outcome.error) errors.push(outcome.error);
    else valid[field.name] = outcome.value;
  }
  const failed = (field: string | undefined) => errors.some((error) => error.field === field);
  for (const rule of module.bundle.form.rules ?? []) {
    if (isExpressionRule(rule) || failed(rule.field)) continue;
    const error = checkCrossField(module, rule, valid, locale);
    if (error) errors.push(error);
  }
  // Expression rules judge the record only once its fields are each valid.
  if (errors.length === 0 && module.expressions.rules.length > 0) errors.push(...recordRuleErrors(module, scope, locale));
  return errors;
}
