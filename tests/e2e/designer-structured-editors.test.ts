import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseValue } from './record-form-steps.ts';
import { launchBrowser, screenshot } from './browser.ts';
import { baseUrl, signIn } from './session.ts';
import { addField, createModule, expression, openSection } from './designer-steps.ts';

/**
 * Saves the draft once it checks, and answers the bundle as the server stored it (read with the
 * token the page's own save call carried: the page keeps its token encrypted).
 */
async function saveDraft(page: Page, moduleId: string): Promise<Record<string, any>> {
  await page.getByText('校验通过', { exact: true }).waitFor();
  const saved = page.waitForResponse((response) => response.url().includes('moduleDesign/saveDraft.ajax'));
  await page.getByRole('button', { name: '保存草稿' }).click();
  const response = await saved;
  expect(await response.json()).toMatchObject({ state: 0 });
  const authorization = response.request().headers().authorization ?? '';
  const loaded = await page.request.post(`${baseUrl()}/api/system/moduleDesign/load.ajax`, { form: { moduleId }, headers: { Authorization: authorization } });
  return ((await loaded.json()) as { value: { bundle: Record<string, any> } }).value.bundle;
}

/**
 * Issue 13: the parts of a bundle the designer used to leave to its JSON editor — record guards,
 * workflow handler rules, the stamps of a submitted node and derived lists — made with forms,
 * each problem shown where it is made.
 */
describe('designer structured editors', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'analyst', 'Demo@2024');
  });
  afterAll(() => browser.close());

  it('guards a key register, names its keeper as a handler rule and stamps the keeper when a node is submitted', async () => {
    await createModule(page, 'qaKeyLoan', '钥匙借用', 'Key loans');
    await openSection(page, '字段');
    const keeper = await addField(page, 'keeper', 'reference', '保管人', 'Keeper');
    await chooseValue(page, keeper.getByLabel(/^引用模块( |$)/), 'BaEmployee');
    await chooseValue(page, keeper.getByLabel(/^显示字段( |$)/), 'empName');
    await addField(page, 'locked', 'boolean', '锁定', 'Locked');
    const state = await addField(page, 'keyState', 'select', '状态', 'State');
    await chooseValue(page, state.getByLabel(/^数据字典( |$)/), 'defectState');
    await chooseValue(page, state.getByLabel(/^默认值( |$)/), '10');
    await openSection(page, '生命周期');
    await chooseValue(page, page.getByLabel(/^状态字段( |$)/), 'keyState');
    await page.getByRole('button', { name: '添加转换' }).click();
    const transition = page.getByRole('group', { name: 'transition 1' });
    await chooseValue(page, transition.getByLabel(/^目标状态( |$)/), '20');
    await transition.getByLabel('按钮名称 中文').fill('锁定');
    await transition.getByLabel('按钮名称 English').fill('Lock');

    await openSection(page, '操作与流程');
    await page.getByLabel('启用流程').check();
    await page.getByRole('button', { name: '添加处理人规则' }).click();
    const handler = page.getByRole('group', { name: 'handler 1' });
    await expression(handler, '规则名称', 'keyKeeper');
    await handler.getByLabel('规则说明 中文').fill('钥匙所列保管人');
    await handler.getByLabel('规则说明 English').fill('The keeper the loan names');

    await page.getByRole('button', { name: '添加保护' }).click();
    const guard = page.getByRole('group', { name: '保护 1' });
    // A condition naming no field is shown at its input, in words, and not taken.
    await expression(guard, '保护条件（表达式，如 isDefault）', 'archived');
    await guard.getByRole('alert').getByText(/archived/).waitFor();
    await screenshot(page, 'structured-guard-problem');
    await expression(guard, '保护条件（表达式，如 isDefault）', "locked == true && keyState != '10'");
    await guard.getByLabel('修改').uncheck();
    await chooseValue(page, guard.getByLabel(/^提示信息( |$)/), 'rule.recordLocked');
    await screenshot(page, 'structured-guards-handlers');

    await openSection(page, '生命周期');
    await page.getByRole('button', { name: '添加节点' }).click();
    const submit = page.getByRole('group', { name: 'onSubmit 1' });
    // No model of the module is published yet: the node id is typed, and checked at publish.
    await expression(submit, '流程节点', 'sign');
    await chooseValue(page, submit.getByLabel(/^字段( |$)/), 'keeper');
    await chooseValue(page, submit.getByLabel(/^写入( |$)/), 'employee');
    await screenshot(page, 'structured-on-submit');

    const json = await saveDraft(page, 'qaKeyLoan');
    expect(json.guards).toEqual([{ when: "locked == true && keyState != '10'", refuse: ['delete'], message: 'rule.recordLocked' }]);
    expect(json.workflow.handlers).toEqual([{ name: 'keyKeeper', desc: { 'zh-CN': '钥匙所列保管人', 'en-US': 'The keeper the loan names' }, field: 'keeper' }]);
    expect(json.workflow.states.onSubmit).toEqual([{ node: 'sign', stamps: [{ field: 'keeper', value: 'employee' }] }]);
  });

  it('makes a derived stock list from receipt and outbound lines, reading each line’s parent', async () => {
    await createModule(page, 'qaPartStock', '备件库存', 'Part stock');
    await openSection(page, '字段');
    await addField(page, 'warehouseId', 'text', '仓库', 'Warehouse');
    await addField(page, 'onHand', 'decimal', '结存', 'On hand');

    // Every field of a derived list is grouped or summed: the new module's name and the
    // warehouse group the rows, the first number field sums.
    await openSection(page, '操作与流程');
    await page.getByLabel('本模块是派生列表（由其他模块的记录汇总，只读）').check();
    await page.getByRole('group', { name: '分组字段' }).getByLabel('仓库 (warehouseId)').check();
    for (const [index, module, parent] of [[1, 'mtReceiptLine', 'mtReceipt'], [2, 'mtOutboundLine', 'mtOutbound']] as const) {
      await page.getByRole('button', { name: '添加来源' }).click();
      const source = page.getByRole('group', { name: `来源 ${index}` });
      await chooseValue(page, source.getByLabel(/^来源模块( |$)/), module);
      await chooseValue(page, source.getByLabel(/^其上级模块（读取上级字段）( |$)/), parent);
      await chooseValue(page, source.getByLabel(/^取值来源 仓库( |$)/), 'parent.warehouseId');
      await chooseValue(page, source.getByLabel(/^取值来源 名称( |$)/), 'materialId');
      await chooseValue(page, source.getByLabel(/^取值来源 结存( |$)/), 'quantity');
    }
    await page.getByRole('group', { name: '来源 2' }).getByRole('group', { name: '本来源扣减的求和字段' }).getByLabel('结存').check();
    await screenshot(page, 'structured-derived');

    const json = await saveDraft(page, 'qaPartStock');
    expect(json.operations).toEqual(['export']);
    expect(json.derived.groupBy).toEqual(['name', 'warehouseId']);
    expect(json.derived.sum).toEqual(['onHand']);
    expect(json.derived.sources.map((source: { module: string; parent: string; subtract?: string[] }) => [source.module, source.parent, source.subtract ?? []])).toEqual([
      ['mtReceiptLine', 'mtReceipt', []],
      ['mtOutboundLine', 'mtOutbound', ['onHand']],
    ]);
  });
});
