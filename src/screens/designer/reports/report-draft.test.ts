import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../../../../runtime/test-support/modules.ts';
import { checkReportBundle } from '../../../../runtime/index.ts';
import { groupableFields, measurableFields, newReport, reportChanges } from './report-draft.ts';

const defect = loadCompiled('dfDefect');

describe('report designer model', () => {
  it('starts a report the runtime check accepts, over the fields a dimension or measure may name', () => {
    const bundle = newReport('rpNew', defect);
    expect(checkReportBundle(bundle, 'rpNew.json', { modules: { byModuleId: () => defect, all: () => [defect] } }).problems).toEqual([]);
    const groupable = groupableFields(defect).map((field) => field.type);
    expect(groupable).not.toContain('textarea');
    expect(groupable.length).toBeGreaterThan(3);
    expect(measurableFields(defect, 'sum').every((field) => ['int', 'number', 'decimal'].includes(field.type))).toBe(true);
    expect(measurableFields(defect, 'max').some((field) => field.type === 'datetime')).toBe(true);
    expect(measurableFields(defect, 'ratio')).toEqual([]);
  });

  it('lists what changed between two versions value by value', () => {
    const before = { reportId: 'r', dimensions: [{ name: 'a', field: 'x' }], limit: 10 };
    const after = { reportId: 'r', dimensions: [{ name: 'a', field: 'y', truncate: 'month' }] };
    expect(reportChanges(before, after)).toEqual([
      { kind: 'changed', path: '/dimensions/0/field', before: '"x"', after: '"y"' },
      { kind: 'added', path: '/dimensions/0/truncate', after: '"month"' },
      { kind: 'removed', path: '/limit', before: '10' },
    ]);
    expect(reportChanges(after, after)).toEqual([]);
  });
});
