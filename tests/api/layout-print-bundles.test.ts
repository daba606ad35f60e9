import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { designValue, editDraft, loadDesign, publishDraft } from './module-design-helpers.ts';

/** Layout and print templates on the server: the demo defect's sheet is served, broken ones are refused before publishing. */
describe('layout and print templates in bundles', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager, zhangsan] = await loginAll(test.app, ['analyst', 'manager', 'zhangsan']);
  });
  afterAll(() => test.close());

  it('serves the defect record sheet with the bundle staff compile their screens from', async () => {
    const answer = await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'dfDefect' });
    const print = answer.body.value.bundle.print;
    expect(print.title).toEqual({ 'zh-CN': '缺陷记录单', 'en-US': 'Defect record sheet' });
    expect(print.sections.map((section: Record<string, unknown>) => Object.keys(section).filter((key) => key !== 'title').sort().join('+'))).toEqual([
      'columns+fields',
      'columns+fields',
      'columns+fields',
      'childList+fields',
      'signatures',
    ]);
  });

  it('names each bad layout and print place in the Chinese and English answers of check.ajax', async () => {
    const { bundle } = await loadDesign(test.app, analyst, 'dfDefect');
    const broken = structuredClone(bundle);
    broken.entity.fields.find((field) => field.name === 'description')!.span = 2;
    broken.form.groups.push({ tab: { 'zh-CN': '空', 'en-US': 'Empty' }, columns: 1, fields: [] });
    const print = broken.print!;
    (print.sections[0] as { fields: string[] }).fields.push('grade');
    const { problems } = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(broken), lang: 'en' });
    expect(problems.map((problem: { pointer: string; message: string }) => [problem.pointer, problem.message])).toEqual([
      ['/entity/fields/15/span', 'Field description spans 2 columns but its section has only 1'],
      ['/form/groups/3/tab', 'Tab 空 has no fields'],
      ['/print/sections/0/fields/10', 'Field grade does not exist'],
    ]);
    const chinese = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(broken), lang: 'zh-cn' });
    expect(chinese.problems[0].message).toBe('字段description跨2列，但所在分区只有1列');
    // A child table's fields are checked against the published child module.
    const childField = structuredClone(bundle);
    (childField.print!.sections[3] as { fields: string[] }).fields.push('cost');
    const set = await designValue(test.app, analyst, 'check.ajax', { bundle: JSON.stringify(childField), lang: 'en' });
    expect(set.problems).toEqual([expect.objectContaining({ pointer: '/print/sections/3/fields/5', messageId: 'bundle.childFieldMissing', message: 'Child module dfDefectTrack has no field cost' })]);
  });

  it('refuses to save a draft with a broken print template, and publishes a changed one for staff', async () => {
    const refused = await editDraft(test.app, analyst, 'dfDefect', (bundle) => {
      (bundle.print!.sections[3] as { childList: string }).childList = 'vmVehicle';
    });
    expect(refused.body.state).toBe(-1);
    expect(JSON.stringify(refused.body)).toContain('/print/sections/3/childList');
    const saved = await editDraft(test.app, analyst, 'dfDefect', (bundle) => {
      bundle.print!.orientation = 'landscape';
    });
    expect(saved.body.state).toBe(0);
    expect((await publishDraft(test.app, manager, 'dfDefect')).body.state).toBe(0);
    const served = await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'dfDefect' });
    expect(served.body.value.bundle.print).toMatchObject({ orientation: 'landscape', sections: expect.arrayContaining([expect.objectContaining({ childList: 'dfDefectTrack' })]) });
  });
});
