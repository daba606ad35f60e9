/**
 * Values of bundle expressions: the workflow language's scalars plus null, the value of an
 * empty field. How null travels (docs/bundle-format.md, Expressions):
 * - arithmetic (+ - * /) with a null operand is null, except + with a text operand, where
 *   null reads as '' (text joins);
 * - < > <= >= with a null operand are null; == and != treat null as a value of its own
 *   (empty == empty, empty != anything else);
 * - && || ! and conditions read null as false;
 * - functions answer null when an argument they need is null (daysBetween of an empty date).
 */
import type { FieldType } from '../bundle/types.ts';
import { parseDateTime, parseDay, parseNumber } from '../rules/value-parsers.ts';
import { roundTo } from './decimal.ts';

export type ExprValue = string | number | boolean | null;

/** Static types of the checker; 'any' is what cannot be known before a run (parent values, if). */
export type ExprType = 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'any';

const NUMBER_TYPES: readonly FieldType[] = ['int', 'number', 'decimal'];

/** The expression type a field's values have. */
export function exprTypeOf(type: FieldType): ExprType {
  if (NUMBER_TYPES.includes(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'date') return 'date';
  if (type === 'datetime') return 'datetime';
  return 'text';
}

function scalarText(raw: unknown): string | null {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  if (Array.isArray(raw)) return raw.map(String).join(',');
  return null;
}

/**
 * A record value as an expression reads it, whatever side holds it: the form's text of a
 * number ("12.5"), a stored decimal ("12.50") and a JSON number are all the number 12.5.
 * Empty and unreadable values are null, so a half-typed value never stops the form.
 */
export function readExprValue(type: FieldType, raw: unknown): ExprValue {
  if (raw === undefined || raw === null || raw === '') return null;
  const kind = exprTypeOf(type);
  if (kind === 'number') return typeof raw === 'number' ? (Number.isFinite(raw) ? raw : null) : parseNumber(scalarText(raw)?.trim() ?? '');
  if (kind === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    const text = scalarText(raw)?.toLowerCase();
    return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : null;
  }
  const text = scalarText(raw);
  if (text === null || text.trim() === '') return null;
  if (kind === 'date') return parseDay(text.trim());
  if (kind === 'datetime') return parseDateTime(text.trim());
  return text;
}

/** A computed result in the value convention of its field (docs/architecture.md), ready to store. */
export function toFieldValue(type: FieldType, scale: number | undefined, value: ExprValue): string | number | boolean | null {
  if (value === null) return null;
  const kind = exprTypeOf(type);
  if (kind === 'number') {
    const number = typeof value === 'number' ? value : parseNumber(String(value));
    if (number === null || !Number.isFinite(number)) return null;
    if (type === 'int') return Math.round(number);
    if (type === 'decimal') return roundTo(number, scale ?? 0).toFixed(scale ?? 0);
    return number;
  }
  if (kind === 'boolean') return typeof value === 'boolean' ? value : null;
  if (kind === 'date') return parseDay(String(value));
  if (kind === 'datetime') return parseDateTime(String(value));
  return String(value);
}
