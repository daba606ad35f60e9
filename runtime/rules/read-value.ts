/**
 * One field value, as it arrives from a form-urlencoded body, a JSON body or a form widget, read
 * into the value convention of docs/architecture.md. Used by coerceRecord (server input) and by
 * validateRecord (so a form's `"12"` for an int field is judged like the number 12).
 */
import { AppError } from '../errors.ts';
import type { CompiledField } from '../bundle/compiled-types.ts';
import type { FieldType } from '../bundle/types.ts';
import { geoMessageId, isGeoType, parseGeoValue } from './geo-value.ts';
import { parseBoolean, parseDateTime, parseDay, parseInteger, parseMonth, parseNumber, parseTime } from './value-parsers.ts';

export type FieldValue = string | number | boolean | null;

export type ReadResult = { ok: true; value: FieldValue } | { ok: false; messageId: string; params?: Record<string, number> };

const TYPE_MESSAGES: Partial<Record<FieldType, string>> = {
  int: 'rule.int',
  number: 'rule.number',
  decimal: 'rule.number',
  date: 'rule.date',
  month: 'rule.month',
  time: 'rule.time',
  datetime: 'rule.datetime',
  boolean: 'rule.boolean',
};

/** Types whose value may arrive as a list (checkbox values, file ids) and is stored comma-joined. */
const LIST_TYPES: readonly FieldType[] = ['checkbox', 'attachment', 'image'];

function isEmpty(raw: unknown): boolean {
  return raw === undefined || raw === null || raw === '';
}

/** Structured input: lists for list types, shapes for geo types; anything else breaks the contract. */
function scalarText(field: CompiledField, raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (Array.isArray(raw) && LIST_TYPES.includes(field.type)) return raw.map((item) => scalarText(field, item)).join(',');
  if (typeof raw === 'object' && raw !== null && isGeoType(field.type)) return JSON.stringify(raw);
  throw new AppError('E_BAD_VALUE', { field: field.name });
}

/** Canonical decimal text with exactly `scale` decimals ("12.5" → "12.50"); never rounds. */
function readDecimal(field: CompiledField, text: string): ReadResult {
  const scale = field.def.scale ?? 0;
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, messageId: 'rule.number' };
  if (fraction.length > scale) return { ok: false, messageId: 'rule.decimal', params: { scale } };
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.padEnd(scale, '0');
  const isZero = /^0*$/.test(digits + decimals);
  const sign = match[1] === '-' && !isZero ? '-' : '';
  return { ok: true, value: scale > 0 ? `${sign}${digits}.${decimals}` : `${sign}${digits}` };
}

function readTyped(field: CompiledField, text: string): FieldValue | undefined {
  const trimmed = text.trim();
  switch (field.type) {
    case 'int':
      return parseInteger(trimmed);
    case 'number':
      return parseNumber(trimmed);
    case 'date':
      return parseDay(trimmed);
    case 'month':
      return parseMonth(trimmed);
    case 'time':
      return parseTime(trimmed);
    case 'datetime':
      return parseDateTime(trimmed);
    case 'boolean':
      return parseBoolean(trimmed);
    default:
      return undefined;
  }
}

/**
 * @returns the typed value (null when empty; geo values in their canonical text), or the message
 *   id of why it is not one (`rule.geoPoint`, ... for a geo value not of its shape).
 * @throws AppError E_BAD_VALUE when an object or list arrives where the field takes a single value.
 */
export function readFieldValue(field: CompiledField, raw: unknown): ReadResult {
  if (isEmpty(raw)) return { ok: true, value: null };
  if (field.type === 'boolean' && typeof raw === 'boolean') return { ok: true, value: raw };
  if ((field.type === 'int' || field.type === 'number') && typeof raw === 'number') {
    const fits = field.type === 'int' ? Number.isSafeInteger(raw) : Number.isFinite(raw);
    return fits ? { ok: true, value: raw } : { ok: false, messageId: TYPE_MESSAGES[field.type] as string };
  }
  const text = scalarText(field, raw);
  if (field.type === 'decimal') return readDecimal(field, text.trim());
  if (isGeoType(field.type)) {
    // Only the documented shapes (geo-value.ts), kept in their canonical text.
    const geo = parseGeoValue(field.type, text);
    return geo === null ? { ok: false, messageId: geoMessageId(field.type) } : { ok: true, value: geo };
  }
  const typed = readTyped(field, text);
  if (typed === undefined) return { ok: true, value: text };
  return typed === null ? { ok: false, messageId: TYPE_MESSAGES[field.type] as string } : { ok: true, value: typed };
}
