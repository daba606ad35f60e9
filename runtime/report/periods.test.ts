import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketRange, comparisonRanges, lastDay } from './periods.ts';

describe('report periods', () => {
  it('labels buckets as the SQL does and reads the labels back as day ranges', () => {
    expect(bucketLabel('week', '2026-03-05')).toBe('2026-03-02');
    expect(bucketLabel('quarter', '2026-05-31')).toBe('2026-Q2');
    expect(bucketLabel('month', '2026-12-31')).toBe('2026-12');
    expect(bucketRange('month', '2024-02')).toEqual({ from: '2024-02-01', until: '2024-03-01' });
    expect(lastDay(bucketRange('month', '2024-02')!)).toBe('2024-02-29');
    expect(bucketRange('quarter', '2026-Q4')).toEqual({ from: '2026-10-01', until: '2027-01-01' });
    expect(bucketRange('week', '2026-03-02')).toEqual({ from: '2026-03-02', until: '2026-03-09' });
    expect(bucketRange('year', '2025')).toEqual({ from: '2025-01-01', until: '2026-01-01' });
    expect(bucketRange('day', '2025-01-31')).toEqual({ from: '2025-01-31', until: '2025-02-01' });
  });

  it('refuses labels that are not buckets of the period', () => {
    expect(bucketRange('week', '2026-03-03')).toBeUndefined();
    expect(bucketRange('month', '2026-13')).toBeUndefined();
    expect(bucketRange('quarter', '2026-Q5')).toBeUndefined();
    expect(bucketRange('day', "2026-01-01' or 1=1")).toBeUndefined();
  });

  it('compares a period with the one before and the same one a year earlier', () => {
    expect(comparisonRanges('month', '2026-03-15')).toEqual({
      current: { from: '2026-03-01', until: '2026-04-01' },
      previous: { from: '2026-02-01', until: '2026-03-01' },
      lastYear: { from: '2025-03-01', until: '2025-04-01' },
    });
    expect(comparisonRanges('quarter', '2026-01-10')?.previous).toEqual({ from: '2025-10-01', until: '2026-01-01' });
    expect(comparisonRanges('day', '2024-02-29')?.lastYear).toEqual({ from: '2023-02-28', until: '2023-03-01' });
    expect(comparisonRanges('week', '2026-03-05')).toEqual({
      current: { from: '2026-03-02', until: '2026-03-09' },
      previous: { from: '2026-02-23', until: '2026-03-02' },
      lastYear: { from: '2025-03-03', until: '2025-03-10' },
    });
    expect(comparisonRanges('year', 'today')).toBeUndefined();
  });
});
