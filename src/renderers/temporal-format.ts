/** The temporal field kinds and their stored text (spec 01 §9 and docs/architecture.md). */
export type TemporalKind = 'date' | 'month' | 'time' | 'datetime';

/** What a person sees and types, the same in both languages: ISO order, 24-hour clock. */
export const SHOWN_PATTERN: Record<TemporalKind, string> = {
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  time: 'HH:mm',
  datetime: 'YYYY-MM-DD HH:mm',
};

/** The parts of a temporal value; month is 1-based. */
export interface TemporalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE = String.raw`(\d{4})[-/.](\d{1,2})`;
const DAY = String.raw`[-/.](\d{1,2})`;
const CLOCK = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?`;
/** Typed text of each kind; '/' and '.' separators, a 'T' and seconds are taken as well. */
const TYPED: Record<TemporalKind, RegExp> = {
  date: new RegExp(`^${DATE}${DAY}$`),
  month: new RegExp(`^${DATE}$`),
  time: new RegExp(`^${CLOCK}$`),
  datetime: new RegExp(`^${DATE}${DAY}(?:[ T]+${CLOCK})?$`),
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Typed (or stored) text → its parts, or null when it is not a real value of the kind. */
export function parseTemporal(kind: TemporalKind, text: string): TemporalParts | null {
  const match = TYPED[kind].exec(text.trim());
  if (!match) return null;
  const numbers = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const [year, month, day, hour, minute, second] =
    kind === 'time' ? [2000, 1, 1, ...numbers] : kind === 'month' ? [numbers[0] ?? 0, numbers[1] ?? 0, 1, 0, 0, 0] : numbers;
  const parts = { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 };
  if (!realDate(parts.year, parts.month, parts.day) || parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  return parts;
}

/** Parts → the stored text of the kind (datetime keeps seconds: 'YYYY-MM-DD HH:mm:ss'). */
export function storedTemporal(kind: TemporalKind, parts: TemporalParts): string {
  const date = `${parts.year}-${pad(parts.month)}`;
  const clock = `${pad(parts.hour)}:${pad(parts.minute)}`;
  switch (kind) {
    case 'month':
      return date;
    case 'date':
      return `${date}-${pad(parts.day)}`;
    case 'time':
      return clock;
    case 'datetime':
      return `${date}-${pad(parts.day)} ${clock}:${pad(parts.second)}`;
  }
}

/** Stored text → what the control shows; a value it cannot read is shown as it is. */
export function shownTemporal(kind: TemporalKind, stored: unknown): string {
  if (typeof stored !== 'string' || stored === '') return '';
  const parts = parseTemporal(kind, stored);
  if (!parts) return stored;
  return kind === 'datetime' ? storedTemporal('datetime', parts).slice(0, 16) : storedTemporal(kind, parts);
}

/**
 * Typed text → the value to store: empty is undefined (no value), readable text its stored form,
 * anything else stays as typed so the field's validation names the problem.
 */
export function typedTemporal(kind: TemporalKind, text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const parts = parseTemporal(kind, text);
  return parts ? storedTemporal(kind, parts) : text;
}

/** Stored text → a local Date (calendar use), or undefined. */
export function temporalDate(kind: TemporalKind, stored: unknown): Date | undefined {
  if (typeof stored !== 'string') return undefined;
  const parts = parseTemporal(kind, stored);
  return parts ? new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) : undefined;
}

/** A Date → its parts. */
export function dateParts(date: Date): TemporalParts {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
}

export function isTemporalKind(type: string): type is TemporalKind {
  return type in SHOWN_PATTERN;
}
