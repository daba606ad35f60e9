/**
 * Reads one condition value as the type of its field, so the server binds typed parameters and
 * never compares a timestamp column with free text.
 */
import { AppError } from '../errors.ts';
import type { CompiledField } from '../bundle/compiled-types.ts';
import { parseBoolean, parseDate, parseDateTime, parseDay, parseInteger, parseMonth, parseNumber } from '../rules/value-parsers.ts';

/** Which end of a range the value bounds: a bare date as the upper end of a datetime means the whole day. */
export type RangeEnd = 'lower' | 'upper' | 'exact';

function parse(field: CompiledField, text: string, end: RangeEnd): string | number | boolean | null {
  const trimmed = text.trim();
  switch (field.valueKind) {
    case 'integer':
      return parseInteger(trimmed);
    case 'number':
      return parseNumber(trimmed);
    case 'boolean':
      return parseBoolean(trimmed);
    case 'date':
      return parseDay(trimmed);
    case 'datetime': {
      const day = parseDate(trimmed);
      if (day !== null) return `${day} ${end === 'upper' ? '23:59:59' : '00:00:00'}`;
      return parseDateTime(trimmed);
    }
    case 'string':
      // Month ranges compare YYYY-MM text, so a bound must be one; other text is matched as given.
      return field.type === 'month' && end !== 'exact' ? parseMonth(trimmed) : text;
  }
}

/** @throws AppError E_BAD_CONDITION (naming the whole condition) when the text is not of the field's kind. */
export function typedConditionValue(field: CompiledField, text: string, end: RangeEnd, condition: string): string | number | boolean {
  const value = parse(field, text, end);
  if (value === null) throw new AppError('E_BAD_CONDITION', { condition });
  return value;
}
