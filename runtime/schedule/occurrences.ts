import * as rruleModule from 'rrule';
import type { RRule as RRuleClass } from 'rrule';

/**
 * rrule ships CommonJS for Node (its named exports sit on `default` there) and ES modules for
 * bundlers (named exports): take the class from whichever shape was loaded.
 */
const loaded = rruleModule as unknown as { RRule?: typeof RRuleClass; default?: { RRule: typeof RRuleClass } };
const RRule = (loaded.RRule ?? loaded.default?.RRule) as typeof RRuleClass;

/** Repeat periods of a schedule event (spec 02 §3 `cycle`): N none, D daily, W weekly, M monthly. */
export const CYCLES = ['N', 'D', 'W', 'M'] as const;
export type Cycle = (typeof CYCLES)[number];

/** What decides the days an event falls on. Dates are calendar days 'YYYY-MM-DD' in Asia/Shanghai. */
export interface EventRepeat {
  startDtm: string;
  cycle: Cycle;
  /** Last day of the series (inclusive), or null. */
  endDtm: string | null;
  /** Number of occurrences, or null. */
  repeatCount: number | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as the UTC midnight of that day. Asia/Shanghai keeps one offset all year, so
 * occurrences are counted in calendar days (no clock time), free of the server's zone.
 */
export function dayToUtc(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function utcToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** True when `day` is a real calendar day written YYYY-MM-DD. */
export function isDay(day: string): boolean {
  return DAY.test(day) && utcToDay(dayToUtc(day)) === day;
}

const FREQUENCY: Record<Exclude<Cycle, 'N'>, number> = { D: RRule.DAILY, W: RRule.WEEKLY, M: RRule.MONTHLY };

/**
 * The days from `from` to `to` (both inclusive) the event falls on, in order. A monthly event
 * started on the 29th-31st skips months without that day (RFC 5545), like a calendar would.
 * @example occurrencesBetween({ startDtm: '2026-01-28', cycle: 'W', endDtm: '2026-02-20', repeatCount: null }, '2026-01-26', '2026-02-08') // ['2026-01-28', '2026-02-04']
 */
export function occurrencesBetween(event: EventRepeat, from: string, to: string): string[] {
  if (event.cycle === 'N') return event.startDtm >= from && event.startDtm <= to ? [event.startDtm] : [];
  const rule = new RRule({
    freq: FREQUENCY[event.cycle],
    dtstart: dayToUtc(event.startDtm),
    until: event.endDtm ? dayToUtc(event.endDtm) : null,
    count: event.repeatCount ?? null,
  });
  return rule.between(dayToUtc(from), dayToUtc(to), true).map(utcToDay);
}

/** True when the event falls on `day`. */
export function occursOn(event: EventRepeat, day: string): boolean {
  return occurrencesBetween(event, day, day).length > 0;
}

/** Asia/Shanghai is UTC+8 all year (no daylight time): the schedule's days and times are read there. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The schedule's calendar day and 'HH:mm' of an instant. */
export function scheduleClock(instant: Date): { day: string; time: string } {
  const local = new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return utcToDay(new Date(dayToUtc(day).getTime() + days * 86_400_000));
}

/** Calendar days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtc(to).getTime() - dayToUtc(from).getTime()) / 86_400_000);
}
