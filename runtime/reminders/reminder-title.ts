/**
 * A reminder's title names record fields as {field}; the job fills them from the record it
 * reminds of, and the bundle check refuses a name the entity lacks.
 */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The field names a title's placeholders name. */
export function titleFields(title: string): string[] {
  return [...title.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/**
 * The title with each {field} replaced by the record's value as text (a date as YYYY-MM-DD), an
 * empty value as ''.
 * @example fillTitle('{plateNo} 保险 {insuranceExpiry} 到期', { plateNo: '冀G12345', insuranceExpiry: '2026-12-20' }) // '冀G12345 保险 2026-12-20 到期'
 */
export function fillTitle(title: string, values: Readonly<Record<string, unknown>>): string {
  return title.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === null || value === undefined) return '';
    return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  });
}
