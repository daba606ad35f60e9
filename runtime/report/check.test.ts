import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../test-support/modules.ts';
import { checkReportBundle, type ReportCheckContext } from './check.ts';
import { compileReport } from './compile.ts';
import type { ReportBundle } from './types.ts';

type Json = Record<string, any>;

const defect = loadCompiled('dfDefect');
const modules = { byModuleId: (id: string) => (id === 'dfDefect' ? defect : undefined), all: () => [defect] };
const context: ReportCheckContext = { modules };
const fixture = (): Json => JSON.parse(readFileSync(new URL('../../tests/fixtures/reports/defectsByStation.json', import.meta.url), 'utf8'));

function problemsOf(edit: (report: Json) => void, ctx = context) {
  const report = fixture();
  edit(report);
  return checkReportBundle(report, 'defects.json', ctx).problems.map(({ pointer, messageId, params }) => ({ pointer, messageId, params }));
}

describe('checkReportBundle', () => {
  it('accepts the fixture report and compiles it with its fixed filter planned as a list filter', () => {
    const { bundle, problems } = checkReportBundle(fixture(), 'defects.json', context);
    expect(problems).toEqual([]);
    const report = compileReport(bundle as ReportBundle, defect, modules);
    expect(report.dimensions.map((dimension) => [dimension.name, dimension.field.column, dimension.truncate])).toEqual([
      ['station', 'czxx_no', undefined],
      ['category', 'category', undefined],
      ['month', 'found_time', 'month'],
    ]);
    expect(report.filters).toEqual([{ field: 'defectState', column: 'defect_state', op: 'in', value: ['10', '20', '30', '40', '50', '60'], valueKind: 'string' }]);
    expect(report.measures[2]?.since).toEqual({ field: defect.fields.get('foundTime'), unit: 'day' });
    expect(report.sort).toEqual([{ name: 'month', direction: 'asc' }, { name: 'defects', direction: 'desc' }]);
    expect(report.limit).toBe(500);
    expect(report.dimensions[0]?.label).toEqual(defect.fields.get('czxxNo')?.def.label);
  });

  it('refuses an unknown field with file, pointer and reason', () => {
    const [problem] = checkReportBundle({ ...fixture(), dimensions: [{ name: 'x', field: 'colour' }], display: { type: 'table' }, sort: [] }, 'defects.json', context).problems;
    expect(problem).toMatchObject({ file: 'defects.json', pointer: '/dimensions/0/field', messageId: 'report.problem.unknownField', params: { module: 'dfDefect', field: 'colour' } });
    expect(problem?.message).toBe('Module dfDefect has no field colour');
  });

  it('refuses a sum, average or percentile of a text field, and min of one', () => {
    for (const fn of ['sum', 'avg', 'min']) {
      expect(problemsOf((r) => (r.measures[1] = { name: 'lost', fn, field: 'title', label: r.measures[1].label }))).toEqual([
        { pointer: '/measures/1/field', messageId: 'report.problem.measureNotNumeric', params: { fn, field: 'title', type: 'text' } },
      ]);
    }
    expect(problemsOf((r) => (r.measures[1] = { name: 'lost', fn: 'max', field: 'foundTime', label: r.measures[1].label }))).toEqual([]);
    expect(problemsOf((r) => (r.measures[1] = { name: 'lost', fn: 'count', field: 'title', label: r.measures[1].label }))).toEqual([]);
  });

  it('refuses a dimension, measure, filter or comparison on a field the reader may not see', () => {
    const hidden = (field: string): ReportCheckContext => ({ ...context, access: () => ({ [field]: 'hidden' }) });
    expect(problemsOf(() => undefined, hidden('czxxNo'))).toEqual([{ pointer: '/dimensions/0/field', messageId: 'report.problem.hiddenField', params: { field: 'czxxNo' } }]);
    expect(problemsOf(() => undefined, hidden('lostEnergyKwh'))).toEqual([{ pointer: '/measures/1/field', messageId: 'report.problem.hiddenField', params: { field: 'lostEnergyKwh' } }]);
    expect(problemsOf(() => undefined, hidden('defectState'))).toEqual([{ pointer: '/filters/0/field', messageId: 'report.problem.hiddenField', params: { field: 'defectState' } }]);
    expect(problemsOf(() => undefined, hidden('foundTime')).map((p) => p.pointer)).toEqual(['/dimensions/2/field', '/measures/2/since', '/comparison/field']);
    // Read-only is still visible.
    expect(problemsOf(() => undefined, { ...context, access: () => ({ czxxNo: 'readOnly' }) })).toEqual([]);
  });

  it('refuses periods of a non-date field, durations between non-dates, groups of files and bad ratios', () => {
    expect(problemsOf((r) => (r.dimensions[1].truncate = 'week'))).toEqual([{ pointer: '/dimensions/1/truncate', messageId: 'report.problem.truncateNotDate', params: { field: 'category' } }]);
    expect(problemsOf((r) => (r.measures[2].since = 'title'))).toEqual([{ pointer: '/measures/2/since', messageId: 'report.problem.sinceNotDate', params: { field: 'title' } }]);
    expect(problemsOf((r) => (r.dimensions[1].field = 'photos'))).toEqual([{ pointer: '/dimensions/1/field', messageId: 'report.problem.notGroupable', params: { field: 'photos', type: 'image' } }]);
    expect(problemsOf((r) => (r.measures[3].denominator = 'lostPerDefect'))).toEqual([{ pointer: '/measures/3/denominator', messageId: 'report.problem.ratioOperand', params: { name: 'lostPerDefect' } }]);
    expect(problemsOf((r) => (r.comparison.field = 'lostEnergyKwh'))).toEqual([{ pointer: '/comparison/field', messageId: 'report.problem.comparisonNotDate', params: { field: 'lostEnergyKwh' } }]);
  });

  it('refuses a fixed filter whose value does not fit its field, and one on an unknown field', () => {
    expect(problemsOf((r) => (r.filters = [{ field: 'lostEnergyKwh', op: 'gte', value: 'lots' }]))).toEqual([{ pointer: '/filters/0', messageId: 'report.problem.badFilter', params: { field: 'lostEnergyKwh' } }]);
    expect(problemsOf((r) => (r.filters = [{ field: 'category', op: 'like', value: "x' or 1=1 --" }]))).toEqual([]);
    expect(problemsOf((r) => (r.filters = [{ field: 'nope', op: 'eq', value: '1' }]))).toEqual([{ pointer: '/filters/0/field', messageId: 'report.problem.unknownField', params: { module: 'dfDefect', field: 'nope' } }]);
  });

  it('refuses names that clash or name nothing, and displays missing their axes', () => {
    // The sort, the display and the ratio named the measure's old name.
    expect(problemsOf((r) => (r.measures[0].name = 'station')).map((p) => [p.pointer, p.messageId])).toEqual([
      ['/measures/0/name', 'report.problem.duplicateName'],
      ['/sort/1/by', 'report.problem.unknownName'],
      ['/display/measures/0', 'report.problem.notMeasure'],
      ['/measures/3/denominator', 'report.problem.ratioOperand'],
    ]);
    expect(problemsOf((r) => (r.sort = [{ by: 'colour' }]))).toEqual([{ pointer: '/sort/0/by', messageId: 'report.problem.unknownName', params: { name: 'colour' } }]);
    expect(problemsOf((r) => (r.display = { type: 'pie' }))).toEqual([{ pointer: '/display/x', messageId: 'report.problem.displayNeedsX', params: { type: 'pie' } }]);
    expect(problemsOf((r) => (r.display = { type: 'pivot', x: 'station', series: 'defects' })).map((p) => p.messageId)).toEqual(['report.problem.notDimension']);
    expect(problemsOf((r) => (r.display = { type: 'pivot', x: 'station' })).map((p) => p.messageId)).toEqual(['report.problem.pivotNeedsTwo']);
  });

  it('refuses an unknown source module and a bundle the schema refuses, before reading fields', () => {
    expect(problemsOf((r) => (r.source = 'nope'))).toEqual([{ pointer: '/source', messageId: 'report.problem.unknownSource', params: { module: 'nope' } }]);
    expect(problemsOf((r) => (r.measures[0].fn = 'median')).map((p) => [p.pointer, p.messageId])).toEqual([['/measures/0/fn', 'bundle.schema.enum']]);
    expect(problemsOf((r) => (r.dimensions[0].field = "czxxNo; drop table df_defect")).map((p) => [p.pointer, p.messageId])).toEqual([['/dimensions/0/field', 'bundle.schema.pattern']]);
    expect(problemsOf((r) => (r.limit = 100000)).map((p) => p.messageId)).toEqual(['bundle.schema.maximum']);
  });
});
