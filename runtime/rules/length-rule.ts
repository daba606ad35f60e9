import type { CompiledField, FieldError } from '../bundle/compiled-types.ts';

/**
 * Text length in characters (code points), as varchar(n) counts them: '风电场' is 3.
 * The message names the bounds the bundle sets: both, max only or min only (spec 01 §5).
 */
export function checkLength(field: CompiledField, value: string, label: string): FieldError | null {
  const { minLength: min, maxLength: max } = field.def;
  const length = [...value].length;
  if ((min === undefined || length >= min) && (max === undefined || length <= max)) return null;
  if (min !== undefined && max !== undefined) return { field: field.name, messageId: 'rule.rangeLength', params: { label, min, max } };
  if (max !== undefined) return { field: field.name, messageId: 'rule.maxLength', params: { label, max } };
  return { field: field.name, messageId: 'rule.minLength', params: { label, min: min as number } };
}
