import type { FixedConditionDef } from '../../../../runtime/index.ts';

/** A typed value: a comma list means any of them (in); on a number field a number compares as one, elsewhere as text (dictionary values are texts). */
export function fixedCondition(field: string, text: string, numeric: boolean): FixedConditionDef {
  const parts = text.split(/[,，]/).map((part) => part.trim()).filter((part) => part !== '');
  const typed = (part: string) => (numeric && part !== '' && Number.isFinite(Number(part)) ? Number(part) : part);
  return parts.length > 1 ? { field, op: 'in', value: parts.map(typed) } : { field, op: 'eq', value: typed(text.trim()) };
}

/** The value of a fixed condition as the analyst typed it. */
export function fixedConditionText(item: FixedConditionDef): string {
  return Array.isArray(item.value) ? item.value.join(',') : String(item.value);
}

export const NUMERIC_TYPES: readonly string[] = ['int', 'number', 'decimal'];
