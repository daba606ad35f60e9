/**
 * How a column's stored values fare when its kind changes (docs/module-authoring.md, 'Migration
 * plan'): a widened column holds every old value, a narrowed one may not, and a converted one
 * can only change while it is empty.
 */
import type { ColumnKind } from './compiled-types.ts';

export type ColumnChange = 'same' | 'widen' | 'narrow' | 'convert';

/** Whole digits of the largest value an integer column holds. */
const INTEGER_DIGITS: Partial<Record<ColumnKind['kind'], number>> = { integer: 10, bigint: 19 };

/** Compares limits pairwise: all equal is the same column, none smaller widens, any smaller narrows. */
function compareRoom(from: readonly number[], to: readonly number[]): ColumnChange {
  if (from.every((limit, i) => limit === to[i])) return 'same';
  return from.every((limit, i) => limit <= (to[i] ?? 0)) ? 'widen' : 'narrow';
}

function integerChange(digits: number, to: ColumnKind): ColumnChange {
  if (to.kind === 'double' || to.kind === 'bigint') return 'widen';
  if (to.kind === 'decimal') return to.precision - to.scale >= digits ? 'widen' : 'narrow';
  return 'convert';
}

/**
 * @example columnChange({ kind: 'text', maxLength: 32 }, { kind: 'text' }) // 'widen'
 * @example columnChange({ kind: 'integer' }, { kind: 'decimal', precision: 8, scale: 2 }) // 'narrow': 6 whole digits
 */
export function columnChange(from: ColumnKind, to: ColumnKind): ColumnChange {
  if (from.kind === 'text' && to.kind === 'text') {
    return compareRoom([from.maxLength ?? Infinity], [to.maxLength ?? Infinity]);
  }
  if (from.kind === 'decimal' && to.kind === 'decimal') {
    return compareRoom([from.precision - from.scale, from.scale], [to.precision - to.scale, to.scale]);
  }
  if (from.kind === to.kind) return 'same';
  const digits = INTEGER_DIGITS[from.kind];
  return digits === undefined ? 'convert' : integerChange(digits, to);
}
