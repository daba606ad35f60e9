import { describe, expect, it } from 'vitest';
import { loadCompiled } from '../test-support/modules.ts';
import { checkReportBundle } from './check.ts';
import { compileReport } from './compile.ts';
import { drillCondition, drillShape } from './drill.ts';
import { modulesRead, resolveFieldPath } from './field-path.ts';
import type { ReportBundle } from './types.ts';

const [defect, track, station, equipment] = ['dfDefect', 'dfDefectTrack', 'baStation', 'eqEquipment'].map(loadCompiled);
const all = [defect!, track!, station!, equipment!];
const modules = { byModuleId: (id: string) => all.find((module) => module.moduleId === id), all: () => all };
const label = { 'zh-CN': '数', 'en-US': 'Count' };

/** Handling records by the month their defect was found and the type of its station. */
const report = (dimensions: ReportBundle['dimensions']): ReportBundle => ({
  reportId: 'rpTracks',
  title: label,
  source: 'dfDefectTrack',
  dimensions,
  measures: [{ name: 'tracks', fn: 'count', label }],
  display: { type: 'table' },
});
const problemsOf = (field: string, access?: (moduleId: string) => Record<string, 'hidden'>) =>
  checkReportBundle(report([{ name: 'd', field }]), 'tracks.json', { modules, ...(access ? { access } : {}) }).problems.map(({ pointer, messageId, params }) => ({ pointer, messageId, params }));

describe('resolveFieldPath', () => {
  it('goes up to a child list parent and through references, hop by hop', () => {
    const resolved = resolveFieldPath(track!, 'parent.czxxNo.stationType', modules);
    expect('hops' in resolved && resolved.hops.map((hop) => [hop.from.moduleId, hop.via.name, hop.to.moduleId, hop.key.name])).toEqual([
      ['dfDefectTrack', 'parentId', 'dfDefect', 'defectNo'],
      ['dfDefect', 'czxxNo', 'baStation', 'czxxNo'],
    ]);
    expect('field' in resolved && [resolved.module.moduleId, resolved.field.name]).toEqual(['baStation', 'stationType']);
    expect(resolveFieldPath(track!, 'hours', modules)).toMatchObject({ hops: [], module: track, field: track!.fields.get('hours') });
  });

  it('names the modules a report reads, its source first', () => {
    const bundle = report([{ name: 'month', field: 'parent.foundTime', truncate: 'month' }, { name: 'type', field: 'parent.czxxNo.stationType' }]);
    expect(modulesRead(bundle, modules).map((module) => module.moduleId)).toEqual(['dfDefectTrack', 'dfDefect', 'baStation']);
  });
});

describe('checkReportBundle on dimensions read through other records', () => {
  it('accepts a parent date cut into months and a referenced record dictionary field, and compiles them', () => {
    const bundle = report([{ name: 'month', field: 'parent.foundTime', truncate: 'month' }, { name: 'type', field: 'parent.czxxNo.stationType' }]);
    const checked = checkReportBundle(bundle, 'tracks.json', { modules });
    expect(checked.problems).toEqual([]);
    const compiled = compileReport(checked.bundle as ReportBundle, track!, modules);
    expect(compiled.dimensions.map((dimension) => [dimension.module.moduleId, dimension.field.name, dimension.hops.length, dimension.path])).toEqual([
      ['dfDefect', 'foundTime', 1, 'parent.foundTime'],
      ['baStation', 'stationType', 2, 'parent.czxxNo.stationType'],
    ]);
    // The source list has no condition on another record's field: such a cell is not drilled into.
    const shape = drillShape(compiled);
    expect(shape.dimensions.map((dimension) => dimension.through ?? false)).toEqual([true, true]);
    expect(drillCondition(shape, { month: '2026-03' })).toBeUndefined();
  });

  it('refuses a hop that is no single reference, a parent of a module no form lists, an unknown far field and a hidden hop', () => {
    expect(problemsOf('hours.x')).toEqual([{ pointer: '/dimensions/0/field', messageId: 'report.problem.notHop', params: { module: 'dfDefectTrack', field: 'hours' } }]);
    expect(problemsOf('parent.parent.title')).toEqual([{ pointer: '/dimensions/0/field', messageId: 'report.problem.noParent', params: { module: 'dfDefect' } }]);
    expect(problemsOf('parent.czxxNo.colour')).toEqual([{ pointer: '/dimensions/0/field', messageId: 'report.problem.unknownField', params: { module: 'baStation', field: 'colour' } }]);
    expect(problemsOf('parent.czxxNo.stationType', (moduleId): Record<string, 'hidden'> => (moduleId === 'dfDefect' ? { czxxNo: 'hidden' } : {}))).toEqual([
      { pointer: '/dimensions/0/field', messageId: 'report.problem.hiddenField', params: { field: 'dfDefect.czxxNo' } },
    ]);
    expect(problemsOf('parent.czxxNo.location')).toEqual([{ pointer: '/dimensions/0/field', messageId: 'report.problem.notGroupable', params: { field: 'location', type: 'geoPoint' } }]);
    // More than three hops, or a path where a field name belongs, break the schema.
    expect(problemsOf('parent.czxxNo.a.b.c')[0]?.messageId).toBe('bundle.schema.pattern');
  });
});
