/** One CSV cell: dates as ISO text, quoted when it holds a comma, quote or line break. */
function cell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: a quote keeps it text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV file with a byte-order mark (spreadsheet programs then read UTF-8 Chinese correctly).
 * @example csvText(['a'], [[1]]) // '\uFEFFa\r\n1\r\n'
 */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
