/**
 * The module form's side of bundle expressions: the same runtime functions the server runs in
 * a save (runtime/expression/), evaluated on every change of the form: computed fields follow
 * the typing, fields and sections show, hide, become required or read-only.
 */
import { applyExpressionDefaults, computeRecord, fieldStates, NO_SESSION, type CompiledModule, type ExpressionContext, type ExpressionSession, type FieldState } from '../../runtime/index.ts';
import type { CurrentUser } from '../app/current-user.ts';
import type { FormValues } from './module-validator.ts';

/**
 * The signed-in user as expressions see it in the browser. The current-user call does not say
 * the team or whether the organisation is a station: currentTeam() and currentStation() are
 * empty here, and the server fills such defaults on save.
 */
export function clientSession(user: CurrentUser | null): ExpressionSession {
  if (!user) return NO_SESSION;
  return { ...NO_SESSION, userId: user.userId, userName: user.realName, employeeId: user.empId, deptNo: user.departNo, orgNo: user.orgNo };
}

/** What a form's expressions read beside its values; child rows and the parent are not in a form. */
export function clientContext(user: CurrentUser | null): ExpressionContext {
  return { session: clientSession(user), now: new Date() };
}

/** A new record's values: dynamic defaults of its empty fields, then its computed fields. */
export function newRecordValues(module: CompiledModule, values: FormValues, context: ExpressionContext): FormValues {
  if (!module.expressions.any) return values;
  return computeRecord(module, applyExpressionDefaults(module, values, context), context);
}

/** The form's values with computed fields recomputed; the same object when nothing changed. */
export function withComputed(module: CompiledModule, values: FormValues, context: ExpressionContext): FormValues {
  if (module.expressions.computeOrder.length === 0) return values;
  const next = computeRecord(module, values, context);
  return module.expressions.computeOrder.every((name) => next[name] === values[name]) ? values : next;
}

type Json = Record<string, unknown>;

/**
 * The compiled schema and uiSchema with each field's state applied: hidden fields and sections
 * are left out, read-only ones locked, conditionally required ones marked. Modules without
 * expressions get their schemas back unchanged.
 */
export function withFieldStates(module: CompiledModule, schema: Json, uiSchema: Json, states: ReadonlyMap<string, FieldState> | undefined): { schema: Json; uiSchema: Json } {
  if (!states) return { schema, uiSchema };
  const next: Json = { ...uiSchema };
  for (const [name, state] of states) {
    const own = uiSchema[name] as Json | undefined;
    next[name] = { ...own, ...(state.visible ? {} : { 'ui:hidden': true }), ...(state.readOnly ? { 'ui:readonly': true } : {}) };
  }
  const groups = (uiSchema['ui:groups'] ?? []) as { fields: string[] }[];
  next['ui:groups'] = groups.filter((group) => group.fields.length === 0 || group.fields.some((name) => states.get(name)?.visible));
  const required = [...states].filter(([, state]) => state.required).map(([name]) => name);
  return { schema: { ...schema, required }, uiSchema: next };
}

/** Field states of the form's current values, or undefined for a module without expressions. */
export function formFieldStates(module: CompiledModule, values: FormValues, context: ExpressionContext): Map<string, FieldState> | undefined {
  return module.expressions.any ? fieldStates(module, { ...context, values }) : undefined;
}
