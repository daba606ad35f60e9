/** A field rename carried into the expressions that read the field (runtime/expression/rename-field.ts). */
import { isExpressionRule, renameFieldInExpression, type FieldDef, type FormGroupDef, type FormRuleDef } from '../../../../runtime/index.ts';

const FIELD_EXPRESSIONS = ['compute', 'visibleWhen', 'requiredWhen', 'readOnlyWhen', 'defaultExpr'] as const;

export function renameInFieldExpressions(field: FieldDef, from: string, to: string): FieldDef {
  const next = { ...field };
  for (const key of FIELD_EXPRESSIONS) {
    const source = field[key];
    if (source !== undefined) next[key] = renameFieldInExpression(source, from, to);
  }
  return next;
}

export function renameInGroupExpressions(group: FormGroupDef, from: string, to: string): FormGroupDef {
  const next = { ...group };
  if (group.visibleWhen !== undefined) next.visibleWhen = renameFieldInExpression(group.visibleWhen, from, to);
  if (group.readOnlyWhen !== undefined) next.readOnlyWhen = renameFieldInExpression(group.readOnlyWhen, from, to);
  return next;
}

export function renameInRule(rule: FormRuleDef, from: string, to: string): FormRuleDef {
  const swap = (name: string) => (name === from ? to : name);
  if (!isExpressionRule(rule)) return { ...rule, field: swap(rule.field), other: swap(rule.other) };
  return { ...rule, expr: renameFieldInExpression(rule.expr, from, to), ...(rule.field === undefined ? {} : { field: swap(rule.field) }) };
}
