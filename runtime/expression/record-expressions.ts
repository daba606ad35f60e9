/**
 * What a module's expressions make of one record: computed values, dynamic defaults, the state of
 * each field (visible, required, read-only) and broken record rules. The browser calls these on
 * every change of the form and the server inside every save, with the same scope shape.
 */
import type { CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import type { FieldType, GuardedOperation, Locale } from '../bundle/types.ts';
import { fieldLabel } from '../rules/field-label.ts';
import { isBlankValue } from '../rules/required-rule.ts';
import type { CompiledExpression } from './compile-expression.ts';
import { evaluateCondition, evaluateExpression } from './evaluate.ts';
import type { ExpressionScope, RecordValues } from './scope.ts';
import { toFieldValue } from './values.ts';

export interface FieldState {
  visible: boolean;
  required: boolean;
  readOnly: boolean;
}

/** A scope without the record's values: what callers hold apart from the form or the stored row. */
export type ExpressionContext = Omit<ExpressionScope, 'values'>;

function holds(expression: CompiledExpression | undefined, scope: ExpressionScope, otherwise: boolean): boolean {
  return expression === undefined ? otherwise : evaluateCondition(expression, scope);
}

/** Whether the context holds what the expression reads beyond the record (child rows, the parent). */
function canEvaluate(expression: CompiledExpression, context: ExpressionContext): boolean {
  return (expression.childReads.length === 0 || context.children !== undefined) && (!expression.readsParent || context.parent !== undefined);
}

/**
 * The record with every computed field recomputed, in dependency order (a computed field may
 * read another), each in its field's value convention. The values given are not changed. A field
 * whose inputs the context lacks (a form without the child rows) keeps its value; the server
 * always passes them.
 */
export function computeRecord(module: CompiledModule, values: RecordValues, context: ExpressionContext): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values };
  for (const name of module.expressions.computeOrder) {
    const field = module.fields.get(name);
    const expression = module.expressions.fields.get(name)?.compute;
    if (!field || !expression || !canEvaluate(expression, context)) continue;
    next[name] = toFieldValue(field.type, field.def.scale, evaluateExpression(expression, { ...context, values: next }));
  }
  return next;
}

/**
 * A default at the precision its field is typed in: datetime fields are typed and shown to the
 * minute, so a default of now() drops its seconds. Kept, they would be stored unseen, and an end
 * typed in the same minute as a defaulted start would come before it.
 */
function atFieldPrecision(type: FieldType, value: string | number | boolean | null): string | number | boolean | null {
  return type === 'datetime' && typeof value === 'string' ? `${value.slice(0, 16)}:00` : value;
}

/**
 * The record with the dynamic defaults (defaultExpr) of its empty fields filled, in field order,
 * at their fields' precision. The form and the server's save both fill defaults here.
 */
export function applyExpressionDefaults(module: CompiledModule, values: RecordValues, context: ExpressionContext): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values };
  for (const [name, own] of module.expressions.fields) {
    const field = module.fields.get(name);
    if (!field || !own.defaultExpr || !isBlankValue(next[name])) continue;
    const value = atFieldPrecision(field.type, toFieldValue(field.type, field.def.scale, evaluateExpression(own.defaultExpr, { ...context, values: next })));
    if (value !== null) next[name] = value;
  }
  return next;
}

/**
 * Each field's state for a record: the bundle's static flags combined with the field's and its
 * section's conditions. A field hidden by a condition is not required; a computed field is read-only.
 * Field policy (roles, life-cycle locks) is applied on top by its own code.
 */
export function fieldStates(module: CompiledModule, scope: ExpressionScope): Map<string, FieldState> {
  const group = new Map<string, { visible: boolean; readOnly: boolean }>();
  for (const own of module.expressions.groups) {
    const state = { visible: holds(own.visibleWhen, scope, true), readOnly: holds(own.readOnlyWhen, scope, false) };
    for (const name of own.fields) group.set(name, state);
  }
  const states = new Map<string, FieldState>();
  for (const field of module.fields.values()) {
    const own = module.expressions.fields.get(field.name);
    const section = group.get(field.name);
    const shown = (section?.visible ?? true) && holds(own?.visibleWhen, scope, true);
    const visible = !field.def.hidden && shown;
    // `hidden` fields stay required as before (the server fills some); conditions hide them from the rule.
    const required = shown && (field.def.required === true || holds(own?.requiredWhen, scope, false));
    const readOnly = field.def.readOnly === true || own?.compute !== undefined || (section?.readOnly ?? false) || holds(own?.readOnlyWhen, scope, false);
    states.set(field.name, { visible, required, readOnly });
  }
  return states;
}

/**
 * The fields a condition hides on this record (their own visibleWhen or their section's), with a
 * value: a save keeps no value the user could not see. Fields hidden by the bundle (`hidden`)
 * are not conditions and keep theirs (the server fills some); the key is never hidden.
 */
export function conditionHiddenFields(module: CompiledModule, scope: ExpressionScope): string[] {
  const hidden = new Set<string>();
  for (const own of module.expressions.groups) {
    if (own.visibleWhen && canEvaluate(own.visibleWhen, scope) && !evaluateCondition(own.visibleWhen, scope)) own.fields.forEach((name) => hidden.add(name));
  }
  for (const [name, own] of module.expressions.fields) {
    if (own.visibleWhen && canEvaluate(own.visibleWhen, scope) && !evaluateCondition(own.visibleWhen, scope)) hidden.add(name);
  }
  return [...hidden].filter((name) => name !== module.primaryKey.name && module.fields.has(name) && !isBlankValue(scope.values[name]));
}

/** Record rules (form.rules with expr) that evaluate to false; an empty result passes. */
export function recordRuleErrors(module: CompiledModule, scope: ExpressionScope, locale: Locale): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of module.expressions.rules) {
    if (evaluateExpression(rule.expression, scope) !== false) continue;
    const field = module.fields.get(rule.field);
    errors.push({ field: rule.field, messageId: rule.message, params: { label: field ? fieldLabel(field, locale) : rule.field } });
  }
  return errors;
}

/**
 * The message id of the first record guard that refuses `operation` on the record as stored
 * (its `when` holds), else undefined. An empty result does not refuse.
 */
export function guardRefusal(module: CompiledModule, operation: GuardedOperation, scope: ExpressionScope): string | undefined {
  return module.expressions.guards.find((guard) => guard.refuse.includes(operation) && evaluateCondition(guard.expression, scope))?.message;
}
