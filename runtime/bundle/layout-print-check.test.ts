import { describe, expect, it } from 'vitest';
import { loadBundle, loadDictionaries, moduleFiles } from '../test-support/modules.ts';
import { checkBundleSet, checkModuleBundle } from './check.ts';
import type { ModuleBundle } from './types.ts';

type Json = Record<string, any>;

const TAB = { 'zh-CN': '其他', 'en-US': 'Other' };

function problemsOf(moduleId: string, edit: (bundle: Json) => void) {
  const bundle = structuredClone(loadBundle(moduleId)) as Json;
  edit(bundle);
  return checkModuleBundle(bundle, 'f.json').problems;
}

function setProblems(edit: (bundles: Record<string, Json>) => void) {
  const bundles: Record<string, Json> = Object.fromEntries(moduleFiles().map(({ file, json }) => [file, structuredClone(json) as Json]));
  edit(bundles);
  return checkBundleSet(Object.entries(bundles).map(([file, bundle]) => ({ file, bundle: bundle as ModuleBundle })), loadDictionaries());
}

describe('layout checks', () => {
  it('accepts tabs, helps and spans that fit their sections', () => {
    const problems = problemsOf('vmVehicle', (b) => {
      b.form.groups[0].tab = { 'zh-CN': '基本', 'en-US': 'Basic' };
      b.form.groups[0].help = { 'zh-CN': '车辆的登记信息', 'en-US': 'As registered' };
      b.form.groups[1].tab = TAB;
      b.form.groups[2].tab = TAB;
      Object.assign(b.entity.fields[4], { span: 2, help: { 'zh-CN': '厂牌与型号', 'en-US': 'Make and model' }, placeholder: { 'zh-CN': '如 宇通', 'en-US': 'e.g. Yutong' } });
    });
    expect(problems).toEqual([]);
  });

  it.each<[string, (b: Json) => void, string, string, Record<string, string | number>]>([
    ['a span wider than its section', (b) => (b.entity.fields[16].span = 2), '/entity/fields/16/span', 'bundle.spanAboveColumns', { name: 'remark', span: 2, columns: 1 }],
    ['a span of 4 in two columns', (b) => (b.entity.fields[4].span = 4), '/entity/fields/4/span', 'bundle.spanAboveColumns', { name: 'brandModel', span: 4, columns: 2 }],
    ['a tab without fields', (b) => b.form.groups.push({ tab: TAB, columns: 2, fields: [] }), '/form/groups/3/tab', 'bundle.emptyTab', { tab: '其他' }],
    [
      'one tab with two English labels',
      (b) => {
        b.form.groups[1].tab = TAB;
        b.form.groups[2].tab = { 'zh-CN': '其他', 'en-US': 'More' };
      },
      '/form/groups/2/tab/en-US',
      'bundle.tabLabelsDiffer',
      { tab: '其他', english: 'Other' },
    ],
    ['a placeholder on a date', (b) => (b.entity.fields[6].placeholder = TAB), '/entity/fields/6/placeholder', 'bundle.placeholderNotApplicable', { type: 'date' }],
    ['a placeholder on an image', (b) => (b.entity.fields[15].placeholder = TAB), '/entity/fields/15/placeholder', 'bundle.placeholderNotApplicable', { type: 'image' }],
  ])('refuses %s', (_, edit, pointer, messageId, params) => {
    expect(problemsOf('vmVehicle', edit)).toEqual([expect.objectContaining({ file: 'f.json', pointer, messageId, params })]);
  });

  it('refuses a span above 4 and a help that is not in both languages by the schema', () => {
    const problems = problemsOf('vmVehicle', (b) => {
      b.entity.fields[4].span = 5;
      b.form.groups[0].help = { 'zh-CN': '只有中文' };
    });
    expect(problems.map((problem) => [problem.pointer, problem.messageId])).toEqual([
      ['/entity/fields/4/span', 'bundle.schema.enum'],
      ['/form/groups/0/help', 'bundle.schema.required'],
    ]);
  });
});

describe('print template checks', () => {
  it('accepts the defect record sheet', () => {
    expect(problemsOf('dfDefect', () => {})).toEqual([]);
    expect(setProblems(() => {})).toEqual([]);
  });

  it.each<[string, (b: Json) => void, string, string, Record<string, string | number>]>([
    ['an unknown field', (b) => b.print.sections[0].fields.push('grade'), '/print/sections/0/fields/10', 'bundle.unknownField', { name: 'grade' }],
    ['a child table of a module that is not a child list', (b) => (b.print.sections[3].childList = 'vmVehicle'), '/print/sections/3/childList', 'bundle.printChildNotListed', { module: 'vmVehicle' }],
    ['a section mixing signatures and fields', (b) => (b.print.sections[4].fields = ['title']), '/print/sections/4', 'bundle.printSectionShape', {}],
    ['a child table with columns', (b) => (b.print.sections[3].columns = 2), '/print/sections/3', 'bundle.printSectionShape', {}],
    ['a section of no kind', (b) => b.print.sections.push({ title: TAB }), '/print/sections/5', 'bundle.printSectionShape', {}],
  ])('refuses %s', (_, edit, pointer, messageId, params) => {
    expect(problemsOf('dfDefect', edit)).toEqual([expect.objectContaining({ pointer, messageId, params })]);
  });

  it('refuses an empty section and an unknown key by the schema', () => {
    const problems = problemsOf('dfDefect', (b) => {
      b.print.sections[0].fields = [];
      b.print.orientation = 'sideways';
      b.print.sections[4].signatures[0].colour = 'blue';
    });
    expect(problems.map((problem) => [problem.pointer, problem.messageId])).toEqual([
      ['/print/orientation', 'bundle.schema.enum'],
      ['/print/sections/0/fields', 'bundle.schema.minItems'],
      ['/print/sections/4/signatures/0/colour', 'bundle.schema.additionalProperties'],
    ]);
  });

  it('checks a child table\'s fields against the child module', () => {
    expect(setProblems((b) => b['dfDefect.json']!.print.sections[3].fields.push('cost'))).toEqual([
      expect.objectContaining({ file: 'dfDefect.json', pointer: '/print/sections/3/fields/5', messageId: 'bundle.childFieldMissing', params: { module: 'dfDefectTrack', field: 'cost' } }),
    ]);
  });
});
