import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleBundle } from '../../runtime/index.ts';
import { loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { designValue, editDraft, loadDesign } from './module-design-helpers.ts';

type Break = (bundle: ModuleBundle) => void;

const fieldNamed = (bundle: ModuleBundle, name: string): FieldDef => {
  const found = bundle.entity.fields.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const at = (bundle: ModuleBundle, name: string): number => bundle.entity.fields.findIndex((field) => field.name === name);
const patternMessage = { 'zh-CN': '驾驶员编号', 'en-US': 'driver id' };

/**
 * Issue 13 'Done when': the bad bundles of the list are refused by the designer's check and
 * cannot become a draft (so never a published version), each answered with its file, its JSON
 * pointer and the reason in the request's language.
 */
describe('bad bundles refused with file, pointer and reason', () => {
  let test: TestApp;
  let analyst: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst] = await loginAll(test.app, ['analyst']);
  });
  afterAll(() => test.close());

  const cases: [name: string, moduleId: string, broken: Break, pointer: (bundle: ModuleBundle) => string, messageId: string, message: RegExp][] = [
    [
      'an expression naming an unknown field',
      'vmVehicle',
      (b) => (fieldNamed(b, 'mileageKm').visibleWhen = 'seatz > 4'),
      (b) => `/entity/fields/${at(b, 'mileageKm')}/visibleWhen`,
      'bundle.expr.unknownField',
      /^模块没有字段 seatz（第 1 个字符）/,
    ],
    [
      'a cycle between computed fields',
      'vmVehicle',
      (b) => {
        fieldNamed(b, 'purchasePrice').compute = 'mileageKm * 2';
        fieldNamed(b, 'mileageKm').compute = 'purchasePrice + 1';
      },
      (b) => `/entity/fields/${at(b, 'purchasePrice')}/compute`,
      'bundle.expr.cycle',
      /^计算字段之间循环引用：purchasePrice → mileageKm → purchasePrice$/,
    ],
    [
      'a transition to an unknown state',
      'dfDefect',
      (b) => (b.lifecycle!.transitions[0]!.to = '99'),
      () => '/lifecycle/transitions/0/to',
      'bundle.unknownState',
      /^状态 99 不是字典 defectState 的选项$/,
    ],
    [
      'a pattern that is not a regular expression',
      'vmVehicle',
      (b) => Object.assign(fieldNamed(b, 'driverName'), { pattern: 'D-[0-9', patternMessage }),
      (b) => `/entity/fields/${at(b, 'driverName')}/pattern`,
      'bundle.patternInvalid',
      /^正则 D-\[0-9 不是有效的正则表达式$/,
    ],
    [
      'a pattern that can backtrack catastrophically',
      'vmVehicle',
      (b) => Object.assign(fieldNamed(b, 'driverName'), { pattern: '(\\w+\\s?)*', patternMessage }),
      (b) => `/entity/fields/${at(b, 'driverName')}/pattern`,
      'bundle.patternUnsafe',
      /^正则 \(\\w\+\\s\?\)\* 含嵌套重复/,
    ],
  ];

  it.each(cases)('refuses %s at check and as a draft', async (_, moduleId, broken, pointer, messageId, message) => {
    const bundle = structuredClone((await loadDesign(test.app, analyst, moduleId)).bundle);
    broken(bundle);
    const expected = { file: `${moduleId}.json`, pointer: pointer(bundle), messageId, message: expect.stringMatching(message) };
    const { problems } = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(bundle), lang: 'zh-cn' });
    expect(problems).toEqual([expect.objectContaining(expected)]);
    const draft = await editDraft(test.app, analyst, moduleId, broken);
    expectRefusal(draft, 'E_BUNDLE_INVALID', 400);
    expect(draft.body.param.problems).toEqual([expect.objectContaining(expected)]);
  });
});
