/**
 * Cell values as exceljs reads them (strings, numbers, booleans, dates, rich text, formulas,
 * hyperlinks, errors) reduced to plain values, and dates written back as the value conventions
 * of docs/architecture.md.
 */

export type CellPrimitive = string | number | boolean | Date | null;

/** @example cellPrimitive({ richText: [{ text: '*' }, { text: '车牌号' }] }) // '*车牌号' */
export function cellPrimitive(value: unknown): CellPrimitive {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  const cell = value as { richText?: { text?: unknown }[]; result?: unknown; formula?: unknown; text?: unknown; error?: unknown };
  if (Array.isArray(cell.richText)) return cell.richText.map((run) => (typeof run.text === 'string' ? run.text : '')).join('');
  if ('formula' in cell || 'sharedFormula' in cell) return cellPrimitive(cell.result);
  if (typeof cell.text === 'string') return cell.text;
  if (typeof cell.error === 'string') return cell.error;
  return null;
}

export function isBlank(value: CellPrimitive): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Excel stores wall-clock times without a zone and exceljs reads them as UTC instants, so the
 * UTC fields are the wall clock the user typed.
 */
export function excelDateText(date: Date, kind: 'date' | 'datetime' | 'month' | 'time'): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  switch (kind) {
    case 'date':
      return day;
    case 'month':
      return day.slice(0, 7);
    case 'time':
      return time;
    case 'datetime':
      return `${day} ${time}:${pad(date.getUTCSeconds())}`;
  }
}

/** The Date exceljs writes for a stored 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' value (see excelDateText). */
export function excelDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)));
}
