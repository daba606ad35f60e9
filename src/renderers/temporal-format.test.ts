import { describe, expect, it } from 'vitest';
import { parseTemporal, shownTemporal, typedTemporal } from './temporal-format.ts';

describe('temporal text', () => {
  it('shows ISO dates and a 24-hour clock without seconds, whatever the language', () => {
    expect(shownTemporal('datetime', '2026-11-20 14:52:11')).toBe('2026-11-20 14:52');
    expect(shownTemporal('date', '2026-11-20')).toBe('2026-11-20');
    expect(shownTemporal('month', '2026-11')).toBe('2026-11');
    expect(shownTemporal('time', '08:05')).toBe('08:05');
  });

  it('stores what a person types in the kind stored form', () => {
    expect(typedTemporal('date', '2026-1-5')).toBe('2026-01-05');
    expect(typedTemporal('date', '2026/11/20')).toBe('2026-11-20');
    expect(typedTemporal('datetime', '2026-11-20 14:52')).toBe('2026-11-20 14:52:00');
    expect(typedTemporal('datetime', '2026-11-20T03:12:00')).toBe('2026-11-20 03:12:00');
    expect(typedTemporal('time', '9:30')).toBe('09:30');
    expect(typedTemporal('month', '2026-3')).toBe('2026-03');
    expect(typedTemporal('date', '  ')).toBeUndefined();
  });

  it('keeps unreadable or impossible text as typed for validation to name', () => {
    expect(typedTemporal('date', '2026-02-30')).toBe('2026-02-30');
    expect(typedTemporal('time', '24:00')).toBe('24:00');
    expect(typedTemporal('date', '11/20/2026')).toBe('11/20/2026');
    expect(parseTemporal('month', '2026-13')).toBeNull();
  });
});
