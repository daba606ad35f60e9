import type { CompiledField, FieldError } from '../bundle/compiled-types.ts';

/** Spec 01 §5: numbers outside any bounds the bundle sets are still held to these. */
export const DEFAULT_MIN = -999999999999;
export const DEFAULT_MAX = 9999999999999;

type Bound = { value: number; text: string | number; explicit: boolean };

/** The largest value numeric(p, s) holds, as text so the message shows it exactly: (10,2) → '99999999.99'. */
function decimalLimit(precision: number, scale: number): string {
  const whole = '9'.repeat(Math.max(precision - scale, 0)) || '0';
  return scale > 0 ? `${whole}.${'9'.repeat(scale)}` : whole;
}

function bounds(field: CompiledField): { min: Bound; max: Bound } {
  const { min, max, precision, scale } = field.def;
  const lower: Bound = { value: min ?? DEFAULT_MIN, text: min ?? DEFAULT_MIN, explicit: min !== undefined };
  const upper: Bound = { value: max ?? DEFAULT_MAX, text: max ?? DEFAULT_MAX, explicit: max !== undefined };
  if (field.type !== 'decimal' || precision === undefined) return { min: lower, max: upper };
  // The column type is a bound too: a value it cannot hold must be refused here, not by the database.
  const limit = decimalLimit(precision, scale ?? 0);
  const tighter = (bound: Bound, candidate: number, text: string, isUpper: boolean): Bound =>
    (isUpper ? candidate < bound.value : candidate > bound.value) ? { value: candidate, text, explicit: bound.explicit } : bound;
  return { min: tighter(lower, -Number(limit), `-${limit}`, false), max: tighter(upper, Number(limit), limit, true) };
}

/**
 * Both bounds set in the bundle, or neither: 'between min and max'. One bound set: the message
 * names the bound that was crossed.
 */
export function checkRange(field: CompiledField, value: number, label: string): FieldError | null {
  const { min, max } = bounds(field);
  const below = value < min.value;
  if (!below && value <= max.value) return null;
  if (min.explicit === max.explicit) return { field: field.name, messageId: 'rule.range', params: { label, min: min.text, max: max.text } };
  return below
    ? { field: field.name, messageId: 'rule.min', params: { label, min: min.text } }
    : { field: field.name, messageId: 'rule.max', params: { label, max: max.text } };
}
