import { describe, expect, it } from 'vitest';
import type { ReportAnswer } from '../../../contracts/report.ts';
import { chartModel } from './chart-option.ts';

const answer = (display: ReportAnswer['display']): ReportAnswer => ({
  reportId: 'r',
  title: 'R',
  source: 'dfDefect',
  dimensions: [
    { name: 'month', label: 'Month', field: 'foundTime', truncate: 'month' },
    { name: 'station', label: 'Station', field: 'czxxNo' },
    { name: 'category', label: 'Category', field: 'category' },
  ],
  measures: [{ name: 'defects', label: 'Defects', additive: true }],
  display,
  drill: { fixedCondition: '', dimensions: [] },
  truncated: false,
  rows: [
    { values: { month: '2026-01', station: 'S1', category: 'MAJOR', defects: 2 }, labels: { station: 'One', category: 'Major' } },
    { values: { month: '2026-01', station: 'S2', category: 'MAJOR', defects: 3 }, labels: { station: 'Two', category: 'Major' } },
    { values: { month: '2026-02', station: 'S1', category: 'GENERAL', defects: 4 }, labels: { station: 'One', category: 'General' } },
    { values: { month: '2026-02', station: null, category: 'MAJOR', defects: 1 }, labels: { category: 'Major' } },
  ],
});

describe('chartModel', () => {
  it('sums over the dimensions a chart does not draw, one series per value of the series dimension', () => {
    const model = chartModel(answer({ type: 'bar', x: 'month', series: 'category' }), '(empty)');
    expect((model?.option.xAxis as { data: string[] }).data).toEqual(['2026-01', '2026-02']);
    expect((model?.option.series as { name: string; data: (number | null)[] }[]).map((series) => [series.name, series.data])).toEqual([
      ['Major', [5, 1]],
      ['General', [null, 4]],
    ]);
    // A point drills into its month and category, across every station.
    expect(model?.cells[0]?.[0]).toEqual({ month: '2026-01', category: 'MAJOR' });
  });

  it('draws a pie by its x dimension, an empty group under the empty text, and nothing for tables', () => {
    const model = chartModel(answer({ type: 'pie', x: 'station' }), '(empty)');
    expect((model?.option.series as { data: unknown[] }[])[0]?.data).toEqual([
      { name: 'One', value: 6 },
      { name: 'Two', value: 3 },
      { name: '(empty)', value: 1 },
    ]);
    expect(chartModel(answer({ type: 'table' }), '')).toBeUndefined();
    expect(chartModel(answer({ type: 'pivot', x: 'month', series: 'category' }), '')).toBeUndefined();
  });
});
