/**
 * Calendar periods of reports, on plain days ('YYYY-MM-DD', no time zone): the bucket a date
 * dimension shows, the days a bucket covers (drill-down), and the three periods an indicator
 * comparison reads. The server's SQL labels buckets in the same forms (server/reports/report-sql.ts).
 */
import type { ReportPeriod } from './types.ts';

/** The days from `from` up to but not including `until`. */
export interface DayRange {
  from: string;
  until: string;
}

export interface ComparisonRanges {
  current: DayRange;
  previous: DayRange;
  lastYear: DayRange;
}

const DAY_MS = 86_400_000;

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parseDay(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toDay(date) === text ? date : undefined;
}

/** The first day of the period that holds `date`; weeks start on Monday (ISO, as PostgreSQL's date_trunc). */
function periodStart(period: ReportPeriod, date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (period) {
    case 'day':
      return date;
    case 'week':
      return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
    case 'month':
      return new Date(Date.UTC(year, month, 1));
    case 'quarter':
      return new Date(Date.UTC(year, month - (month % 3), 1));
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
  }
}

/** `start` moved by `count` periods (negative: back). */
function shift(period: ReportPeriod, start: Date, count: number): Date {
  switch (period) {
    case 'day':
      return new Date(start.getTime() + count * DAY_MS);
    case 'week':
      return new Date(start.getTime() + count * 7 * DAY_MS);
    case 'month':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1));
    case 'quarter':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3 * count, 1));
    case 'year':
      return new Date(Date.UTC(start.getUTCFullYear() + count, 0, 1));
  }
}

function rangeFrom(period: ReportPeriod, start: Date): DayRange {
  return { from: toDay(start), until: toDay(shift(period, start, 1)) };
}

/** The bucket label of a start day, in the form the report's SQL writes it. */
export function bucketLabel(period: ReportPeriod, start: string): string {
  const date = parseDay(start);
  if (!date) return start;
  const begin = periodStart(period, date);
  const day = toDay(begin);
  switch (period) {
    case 'day':
    case 'week':
      return day;
    case 'month':
      return day.slice(0, 7);
    case 'quarter':
      return `${day.slice(0, 4)}-Q${Math.floor(begin.getUTCMonth() / 3) + 1}`;
    case 'year':
      return day.slice(0, 4);
  }
}

/**
 * The days a bucket label covers, or undefined for a label that is not one of the period.
 * @example bucketRange('quarter', '2026-Q2') // { from: '2026-04-01', until: '2026-07-01' }
 */
export function bucketRange(period: ReportPeriod, label: string): DayRange | undefined {
  let start: Date | undefined;
  if (period === 'day' || period === 'week') start = parseDay(label);
  else if (period === 'month') start = /^\d{4}-\d{2}$/.test(label) ? parseDay(`${label}-01`) : undefined;
  else if (period === 'quarter') {
    const match = /^(\d{4})-Q([1-4])$/.exec(label);
    start = match ? parseDay(`${match[1]}-${String((Number(match[2]) - 1) * 3 + 1).padStart(2, '0')}-01`) : undefined;
  } else start = /^\d{4}$/.test(label) ? parseDay(`${label}-01-01`) : undefined;
  if (!start || toDay(periodStart(period, start)) !== toDay(start)) return undefined;
  return rangeFrom(period, start);
}

/**
 * The period holding `anchor`, the one before it and the same period a year earlier; undefined
 * for an anchor that is no day.
 * @example comparisonRanges('month', '2026-03-15').previous // { from: '2026-02-01', until: '2026-03-01' }
 */
export function comparisonRanges(period: ReportPeriod, anchor: string): ComparisonRanges | undefined {
  const day = parseDay(anchor);
  if (!day) return undefined;
  const start = periodStart(period, day);
  // Days and weeks a year earlier hold the same date then; longer periods start on the same month.
  const lastYearStart =
    period === 'day' || period === 'week' ? periodStart(period, shiftYear(day)) : new Date(Date.UTC(start.getUTCFullYear() - 1, start.getUTCMonth(), 1));
  return { current: rangeFrom(period, start), previous: rangeFrom(period, shift(period, start, -1)), lastYear: rangeFrom(period, lastYearStart) };
}

/** The same calendar day a year earlier; 29 February becomes 28 February. */
function shiftYear(day: Date): Date {
  const target = new Date(Date.UTC(day.getUTCFullYear() - 1, day.getUTCMonth(), day.getUTCDate()));
  return target.getUTCMonth() === day.getUTCMonth() ? target : new Date(Date.UTC(day.getUTCFullYear() - 1, day.getUTCMonth(), 28));
}

/** The last day a range holds: the day before `until`. */
export function lastDay(range: DayRange): string {
  const until = parseDay(range.until);
  return until ? toDay(new Date(until.getTime() - DAY_MS)) : range.until;
}
