/**
 * Text to typed value for the value conventions of docs/architecture.md. Each parser answers the
 * canonical value or null when the text is not of its kind; callers choose the error to report.
 * Shared by coerceRecord, validateRecord and the list plan so a value means the same everywhere.
 */

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
// Date pickers and JSON clients send 'T' or a space, with or without seconds and fractions.
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T]((?:[01]\d|2[0-3]):[0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?$/;

export function parseInteger(text: string): number | null {
  if (!INTEGER.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

export function parseNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function parseBoolean(text: string): boolean | null {
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  return null;
}

export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' of a real calendar day. */
export function parseDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])) ? text : null;
}

export function parseMonth(text: string): string | null {
  return MONTH.test(text) ? text : null;
}

export function parseTime(text: string): string | null {
  return TIME.test(text) ? text : null;
}

/** Answers 'YYYY-MM-DD HH:mm:ss'; missing seconds are 00, fractions are dropped (columns keep seconds). */
export function parseDateTime(text: string): string | null {
  const match = DATETIME.exec(text);
  if (!match || parseDate(match[1] as string) === null) return null;
  return `${match[1]} ${match[2]}:${match[3] ?? '00'}`;
}

/** A date field's value from a date, or from a datetime (pickers and older clients add a zero time). */
export function parseDay(text: string): string | null {
  return parseDate(text) ?? parseDateTime(text)?.slice(0, 10) ?? null;
}
