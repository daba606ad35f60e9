import type { CompiledModule, FieldError } from '../bundle/compiled-types.ts';
import type { CompareOperator, CrossFieldRuleDef, Locale } from '../bundle/types.ts';
import { fieldLabel } from './field-label.ts';

type Comparable = string | number | boolean;

const HOLDS: Record<CompareOperator, (a: Comparable, b: Comparable) => boolean> = {
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
};

/** Decimals are stored as text; they compare as numbers. Dates and datetimes compare as their fixed-width text. */
function comparable(module: CompiledModule, name: string, value: Comparable): Comparable {
  return module.fields.get(name)?.valueKind === 'number' ? Number(value) : value;
}

/**
 * `rule.field` must be `rule.op` `rule.other`; checked only when both hold valid values, the
 * message shows on `rule.field` with both labels as parameters.
 */
export function checkCrossField(
  module: CompiledModule,
  rule: CrossFieldRuleDef,
  values: Readonly<Record<string, Comparable | null>>,
  locale: Locale,
): FieldError | null {
  const a = values[rule.field];
  const b = values[rule.other];
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (HOLDS[rule.op](comparable(module, rule.field, a), comparable(module, rule.other, b))) return null;
  const field = module.fields.get(rule.field);
  const other = module.fields.get(rule.other);
  return {
    field: rule.field,
    messageId: rule.message,
    params: { label: field ? fieldLabel(field, locale) : rule.field, otherLabel: other ? fieldLabel(other, locale) : rule.other },
  };
}
