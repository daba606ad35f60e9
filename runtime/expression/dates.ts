/**
 * Dates and datetimes of expressions are the record's texts ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss'),
 * wall-clock times without a zone. Differences are taken between the wall clocks (as if both
 * were UTC), so a browser and a server in different zones answer the same for the same texts.
 */
import { parseDateTime, parseDay } from '../rules/value-parsers.ts';

const MS_PER_MINUTE = 60_000;

/** Milliseconds of a wall-clock text on the UTC time line; null when not a date or datetime. */
export function wallClockMs(text: string): number | null {
  const datetime = parseDateTime(text) ?? (parseDay(text) === null ? null : `${parseDay(text)} 00:00:00`);
  if (datetime === null) return null;
  const [date, time] = datetime.split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Whole calendar days from a to b (b later: positive), ignoring times of day. */
export function daysBetween(a: string, b: string): number | null {
  const from = parseDay(a);
  const to = parseDay(b);
  if (from === null || to === null) return null;
  return Math.round(((wallClockMs(to) as number) - (wallClockMs(from) as number)) / (1440 * MS_PER_MINUTE));
}

/** Minutes from a to b, fractional when seconds differ; a date counts from its midnight. */
export function minutesBetween(a: string, b: string): number | null {
  const from = wallClockMs(a);
  const to = wallClockMs(b);
  return from === null || to === null ? null : (to - from) / MS_PER_MINUTE;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date `months` calendar months after a date (before, when negative), kept within the month: 01-31 + 1 → 02-28. */
export function addMonths(text: string, months: number): string | null {
  const day = parseDay(text);
  if (day === null || !Number.isFinite(months)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = year * 12 + (month - 1) + Math.trunc(months);
  const [targetYear, targetMonth] = [Math.floor(target / 12), (target % 12) + 1];
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant on this machine's clock and zone: what a user there reads. */
export function localDateTime(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}
