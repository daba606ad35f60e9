import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, weekDays } from './calendar-days.ts';

describe('schedule calendar days', () => {
  it('starts weeks on Monday, also across a month boundary', () => {
    expect(weekDays('2026-02-01')).toEqual(['2026-01-26', '2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30', '2026-01-31', '2026-02-01']);
  });

  it('fills a 42-cell month grid from the Monday before the first', () => {
    const grid = monthGrid('2026-02-14');
    expect(grid).toHaveLength(42);
    expect([grid[0], grid[6], grid[41]]).toEqual(['2026-01-26', '2026-02-01', '2026-03-08']);
  });

  it('moves by months without leaving the target month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });
});
