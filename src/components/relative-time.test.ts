import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const t = (id: string, params?: Record<string, string | number>) => `${id}${params ? `:${params.n}` : ''}`;
const now = new Date('2024-06-30T12:00:00').getTime();

describe('relativeTime', () => {
  it('walks from just now to days, then a date', () => {
    expect(relativeTime(now - 30_000, t, now)).toBe('common.justNow');
    expect(relativeTime(now - 5 * 60_000, t, now)).toBe('common.minutesAgo:5');
    expect(relativeTime(now - 3 * 3_600_000, t, now)).toBe('common.hoursAgo:3');
    expect(relativeTime(now - 31 * 86_400_000, t, now)).toBe('common.daysAgo:31');
    expect(relativeTime(now - 32 * 86_400_000, t, now)).toBe('2024-05-29');
  });

  it('reads ten-digit timestamps as seconds and datetime strings', () => {
    expect(relativeTime(String(Math.floor((now - 120_000) / 1000)), t, now)).toBe('common.minutesAgo:2');
    expect(relativeTime('2024-06-30 10:00:00', t, now)).toBe('common.hoursAgo:2');
  });

  it('is empty for nothing or garbage', () => {
    expect(relativeTime('', t, now)).toBe('');
    expect(relativeTime(null, t, now)).toBe('');
    expect(relativeTime('not a date', t, now)).toBe('');
  });
});
