import { describe, expect, it } from 'vitest';
import type { ReportBundle } from '../../../../runtime/index.ts';
import { addDimension, addMeasure, patchEntry, removeEntry } from './report-edits.ts';

const label = { 'zh-CN': '数', 'en-US': 'N' };
const base: ReportBundle = {
  reportId: 'r',
  title: label,
  source: 'dfDefect',
  dimensions: [{ name: 'month', field: 'foundTime', truncate: 'month' }, { name: 'category', field: 'category' }],
  measures: [{ name: 'defects', fn: 'count', label }],
  sort: [{ by: 'category' }],
  display: { type: 'bar', x: 'month', series: 'category', measures: ['defects'] },
};

describe('report edits', () => {
  it('patches an entry, dropping emptied keys, and leaves the old bundle as it was', () => {
    const next = patchEntry(base, 'dimensions', 0, { truncate: undefined, field: 'plannedStart' });
    expect(next.dimensions[0]).toEqual({ name: 'month', field: 'plannedStart' });
    expect(base.dimensions[0]).toEqual({ name: 'month', field: 'foundTime', truncate: 'month' });
  });

  it('removes a dimension or measure together with the display and sort entries naming it', () => {
    const next = removeEntry(base, 'dimensions', 1);
    expect(next.dimensions.map((dimension) => dimension.name)).toEqual(['month']);
    expect(next.display).toEqual({ type: 'bar', x: 'month', measures: ['defects'] });
    expect(next.sort).toEqual([]);
    expect(removeEntry(base, 'measures', 0).display).toEqual({ type: 'bar', x: 'month', series: 'category' });
  });

  it('adds entries under names not used yet', () => {
    expect(addDimension(base, 'category').dimensions[2]).toEqual({ name: 'category2', field: 'category' });
    expect(addDimension(base, 'parent.outboundDate').dimensions[2]?.name).toBe('parent_outboundDate');
    expect(addMeasure(base, 'sum').measures[1]).toMatchObject({ name: 'sum', fn: 'sum' });
  });
});
