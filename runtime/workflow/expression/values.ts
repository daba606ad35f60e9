/**
 * Values of the condition language. There is no null: empty record fields read as '' (or 0
 * through getValInt / getValNumber), empty SQL results likewise.
 */
export type Scalar = string | number | boolean;
export type Value = Scalar | readonly Value[] | ReadonlyMap<string, Value>;

export function isScalar(value: Value): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** How a value is named in type errors. */
export function typeName(value: Value): string {
  if (Array.isArray(value)) return 'list';
  if (value instanceof Map) return 'map';
  return typeof value;
}

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or a string that spells one (record fields are read as strings); undefined otherwise. */
export function asNumber(value: Value): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return undefined;
}

/** Text of a scalar as Java's String.valueOf would print it. */
export function asText(value: Scalar): string {
  return String(value);
}
