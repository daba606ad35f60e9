/** Calendar arithmetic for demo data in the value conventions (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss), in UTC. */

const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function dateText(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function dateTimeText(ms: number): string {
  const date = new Date(ms);
  return `${dateText(ms)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** yyyyMMdd, for codes built by a numbering rule (prefix + date + sequence). */
export function compactDate(ms: number): string {
  return dateText(ms).replaceAll('-', '');
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

/** Midnight UTC of the day `ms` falls in. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
