import dayjs from 'dayjs';
import type { Translate } from '../../runtime/errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A ten-digit number is a Unix time in seconds (spec 01 §9); other numbers are ms. */
function toMillis(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const number = Number(value);
    return String(Math.trunc(number)).length === 10 ? number * 1000 : number;
  }
  return dayjs(value).valueOf();
}

/**
 * 刚刚 / n minutes / hours / days ago up to 31 days, then the date (YYYY-MM-DD); '' for an
 * unreadable value. Callers refresh it every 60 s.
 */
export function relativeTime(value: string | number | Date | null | undefined, t: Translate, now = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const time = toMillis(value);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return t('common.justNow');
  if (elapsed < HOUR) return t('common.minutesAgo', { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('common.hoursAgo', { n: Math.floor(elapsed / HOUR) });
  if (elapsed <= 31 * DAY) return t('common.daysAgo', { n: Math.floor(elapsed / DAY) });
  return dayjs(time).format('YYYY-MM-DD');
}
