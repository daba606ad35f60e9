import type { FixedConditionDef } from '../../../../runtime/index.ts';

export const NUMERIC_TYPES: readonly string[] = ['int', 'number', 'decimal'];

/**
 * A value typed like the field it compares (`type`): a comma list means any of them (in); on a
 * number field a number compares as one, on a yes/no field true or false, elsewhere text
 * (dictionary values are texts).
 */
export function fixedCondition(field: string, text: string, type: string): FixedConditionDef {
  const numeric = NUMERIC_TYPES.includes(type);
  const parts = text.split(/[,，]/).map((part) => part.trim()).filter((part) => part !== '');
  const typed = (part: string) => (numeric && part !== '' && Number.isFinite(Number(part)) ? Number(part) : part);
  if (type === 'boolean' && (text.trim() === 'true' || text.trim() === 'false')) return { field, op: 'eq', value: text.trim() === 'true' };
  return parts.length > 1 ? { field, op: 'in', value: parts.map(typed) } : { field, op: 'eq', value: typed(text.trim()) };
}

/** The value of a fixed condition as the analyst typed it. */
export function fixedConditionText(item: FixedConditionDef): string {
  return Array.isArray(item.value) ? item.value.join(',') : String(item.value);
}
