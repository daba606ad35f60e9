import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../test-support/modules.ts';
import { isAdditive, summedByDisplay } from './additivity.ts';
import { checkReportBundle } from './check.ts';
import type { MeasureFunction, ReportDisplayDef } from './types.ts';

type Json = Record<string, any>;

const defect = loadCompiled('dfDefect');
const fixture = (): Json => JSON.parse(readFileSync(new URL('../../tests/fixtures/reports/defectsByStation.json', import.meta.url), 'utf8'));
const problemsOf = (display: ReportDisplayDef) =>
  checkReportBundle({ ...fixture(), display }, 'defects.json', { modules: { byModuleId: () => defect, all: () => [defect] } }).problems.map(({ pointer, messageId, params }) => ({ pointer, messageId, params }));

const dimensions = [{ name: 'station' }, { name: 'category' }, { name: 'month' }];
const measures = [{ name: 'defects' }, { name: 'closeDays' }];

describe('summedByDisplay', () => {
  it('names the dimensions each display adds its drawn measures over', () => {
    expect(summedByDisplay({ type: 'table' }, dimensions, measures)).toEqual({ measures: [], over: [] });
    expect(summedByDisplay({ type: 'bar', x: 'month' }, dimensions, measures)).toEqual({ measures, over: ['station', 'category'] });
    expect(summedByDisplay({ type: 'line', x: 'month', series: 'station', measures: ['closeDays'] }, dimensions, measures)).toEqual({ measures: [measures[1]], over: ['category'] });
    expect(summedByDisplay({ type: 'pie', x: 'category', measures: ['closeDays', 'defects'] }, dimensions, measures)).toEqual({ measures: [measures[0]], over: ['station', 'month'] });
    expect(summedByDisplay({ type: 'pivot', x: 'station', series: 'month' }, dimensions, measures)).toEqual({ measures: [measures[0]], over: ['category'] });
    expect(summedByDisplay({ type: 'kpi' }, dimensions, measures)).toEqual({ measures, over: ['station', 'category', 'month'] });
  });

  it('adds up counts and sums only', () => {
    const kinds: MeasureFunction[] = ['count', 'sum', 'avg', 'min', 'max', 'percentile', 'ratio'];
    expect(kinds.filter(isAdditive)).toEqual(['count', 'sum']);
  });
});

describe('checkReportBundle on what a display adds up', () => {
  it('refuses a chart that would add a percentile or a ratio over a dimension it leaves out, at the measure it names', () => {
    expect(problemsOf({ type: 'bar', x: 'month', series: 'category', measures: ['closeDays'] })).toEqual([
      { pointer: '/display/measures/0', messageId: 'report.problem.notAdditive', params: { name: 'closeDays', fn: 'percentile', dimensions: 'station' } },
    ]);
    expect(problemsOf({ type: 'line', x: 'month', measures: ['defects', 'lostPerDefect'] })).toEqual([
      { pointer: '/display/measures/1', messageId: 'report.problem.notAdditive', params: { name: 'lostPerDefect', fn: 'ratio', dimensions: 'station, category' } },
    ]);
  });

  it('refuses a KPI card over groups of a percentile at the display, and accepts what adds up or leaves nothing out', () => {
    expect(problemsOf({ type: 'kpi' }).map((problem) => [problem.pointer, problem.params.name])).toEqual([
      ['/display', 'closeDays'],
      ['/display', 'lostPerDefect'],
    ]);
    expect(problemsOf({ type: 'bar', x: 'month', measures: ['defects', 'lost'] })).toEqual([]);
    expect(problemsOf({ type: 'table' })).toEqual([]);
    const grouped = { ...fixture(), dimensions: [{ name: 'category', field: 'category' }], sort: [], display: { type: 'bar', x: 'category', measures: ['closeDays', 'lostPerDefect'] } };
    expect(checkReportBundle(grouped, 'defects.json', { modules: { byModuleId: () => defect, all: () => [defect] } }).problems).toEqual([]);
  });
});
