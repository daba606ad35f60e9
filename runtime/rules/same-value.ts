/**
 * Whether a value sent for a field is the stored one, as coerceRecord and the record reader type
 * them (an empty value is null in both): forms send every field, and only changed ones may meet
 * a limit (the workflow step's region, a life-cycle state's locks).
 */
export function sameValue(sent: unknown, stored: unknown): boolean {
  return JSON.stringify(sent ?? null) === JSON.stringify(stored ?? null);
}
