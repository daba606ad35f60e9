import { Cron } from 'croner';

/** More fire times than this between two ticks collapse into the last of those looked at. */
const MOST_STEPS = 10_000;

/**
 * The last fire time of `pattern` after `after` and at or before `now`, or undefined when
 * none falls between: fire times missed while a server was busy collapse into the latest one.
 * @example latestFireTime('* * * * *', new Date('2026-01-01T00:00:30Z'), new Date('2026-01-01T00:02:10Z')) // 00:02:00
 */
export function latestFireTime(pattern: string, after: Date, now: Date): Date | undefined {
  const cron = new Cron(pattern, { paused: true });
  let latest: Date | undefined;
  let next = cron.nextRun(after);
  for (let step = 0; next && next <= now && step < MOST_STEPS; step++) {
    latest = next;
    next = cron.nextRun(next);
  }
  return latest;
}

/** The next fire time of `pattern` after `after`, or null when it never fires again. */
export function nextFireTime(pattern: string, after: Date): Date | null {
  return new Cron(pattern, { paused: true }).nextRun(after);
}

/**
 * Whether an administrator's cron can replace a schedule's: five fields (a minute at the finest,
 * as the runner looks every few seconds and a purge each second would only load the database),
 * read by croner, firing again after `now`.
 * @example isUsableCron('*\/5 * * * *', new Date()) // true; isUsableCron('* * * * * *', new Date()) // false
 */
export function isUsableCron(pattern: string, now: Date): boolean {
  if (pattern.trim().split(/\s+/).length !== 5) return false;
  try {
    return new Cron(pattern, { paused: true }).nextRun(now) !== null;
  } catch {
    return false;
  }
}
