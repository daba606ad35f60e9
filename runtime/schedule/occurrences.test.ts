import { describe, expect, it } from 'vitest';
import { isDay, occurrencesBetween, occursOn } from './occurrences.ts';

describe('schedule occurrences', () => {
  it('repeats weekly across a month boundary up to the end day', () => {
    const event = { startDtm: '2026-01-28', cycle: 'W', endDtm: '2026-02-18', repeatCount: null } as const;
    expect(occurrencesBetween(event, '2026-01-01', '2026-03-31')).toEqual(['2026-01-28', '2026-02-04', '2026-02-11', '2026-02-18']);
    expect(occurrencesBetween(event, '2026-02-01', '2026-02-08')).toEqual(['2026-02-04']);
    expect(occursOn(event, '2026-02-25')).toBe(false);
  });

  it('stops after a count and skips months without the start day', () => {
    expect(occurrencesBetween({ startDtm: '2026-01-31', cycle: 'M', endDtm: null, repeatCount: 3 }, '2026-01-01', '2026-12-31')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31']);
    expect(occurrencesBetween({ startDtm: '2026-02-27', cycle: 'D', endDtm: null, repeatCount: 4 }, '2026-02-01', '2026-03-31')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('places a one-off event on its day only', () => {
    const event = { startDtm: '2026-03-01', cycle: 'N', endDtm: null, repeatCount: null } as const;
    expect(occurrencesBetween(event, '2026-02-23', '2026-03-01')).toEqual(['2026-03-01']);
    expect(occurrencesBetween(event, '2026-03-02', '2026-03-08')).toEqual([]);
  });

  it('tells real days from malformed ones', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-2-3')).toBe(false);
  });
});
