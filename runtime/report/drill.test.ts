import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planListQuery } from '../query/list-plan.ts';
import { serializeCondition } from '../query/condition-codec.ts';
import { loadCompiled } from '../test-support/modules.ts';
import { checkReportBundle } from './check.ts';
import { compileReport } from './compile.ts';
import { drillCondition, drillShape } from './drill.ts';
import type { ReportBundle } from './types.ts';

const defect = loadCompiled('dfDefect');
const json = JSON.parse(readFileSync(new URL('../../tests/fixtures/reports/defectsByStation.json', import.meta.url), 'utf8'));
const modules = { byModuleId: () => defect, all: () => [defect] };
const report = drillShape(compileReport(checkReportBundle(json, 'd.json', { modules }).bundle as ReportBundle, defect, modules));

describe('drillCondition', () => {
  it('lists a cell as the fixed filters, the reader\'s conditions and one condition per dimension, which the list plans', () => {
    const items = drillCondition(report, { station: 'S01', category: 'MAJOR', month: '2026-02' }, 'title:@pump');
    expect(items).toEqual([
      { field: 'defectState', code: ':S_IN', value: '10,20,30,40,50,60' },
      { field: 'title', code: ':@', value: 'pump' },
      { field: 'czxxNo', code: ':S_E', value: 'S01' },
      { field: 'category', code: ':S_E', value: 'MAJOR' },
      { field: 'foundTime', code: ':D_B', value: '2026-02-01' },
      { field: 'foundTime', code: ':D_S', value: '2026-02-28' },
    ]);
    const plan = planListQuery(defect, { condition: serializeCondition(items ?? []) });
    expect(plan.filters.slice(-2).map((filter) => [filter.op, filter.value])).toEqual([
      ['gte', '2026-02-01 00:00:00'],
      ['lte', '2026-02-28 23:59:59'],
    ]);
  });

  it('leaves out dimensions the cell spans, and refuses cells of empty groups or unknown buckets', () => {
    expect(drillCondition(report, { category: 'MAJOR' })?.map((item) => item.field)).toEqual(['defectState', 'category']);
    expect(drillCondition(report, { station: null, category: 'MAJOR' })).toBeUndefined();
    expect(drillCondition(report, { month: '2026-02-01' })).toBeUndefined();
  });
});
