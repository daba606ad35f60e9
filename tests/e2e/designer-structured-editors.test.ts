import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { chooseValue, field, pickReference, save, takeTransition } from './record-form-steps.ts';
import { launchBrowser, screenshot } from './browser.ts';
import { acceptConfirm, baseUrl, columnTexts, editRow, signIn } from './session.ts';
import { addField, createModule, expression, grant, openSection, publishAsManager, publishFirstDraft, saveOpenDraft } from './designer-steps.ts';
import { api, apiToken, approveTodo, startWorkflow, submitOverApi } from './workflow-steps.ts';

/**
 * Saves the draft once it checks, and answers the bundle as the server stored it (read with the
 * token the page's own save call carried: the page keeps its token encrypted).
 */
async function saveDraft(page: Page, moduleId: string): Promise<Record<string, any>> {
  await page.getByText('校验通过', { exact: true }).waitFor();
  const response = await saveOpenDraft(page);
  const authorization = response.request().headers().authorization ?? '';
  const loaded = await page.request.post(`${baseUrl()}/api/system/moduleDesign/load.ajax`, { form: { moduleId }, headers: { Authorization: authorization } });
  return ((await loaded.json()) as { value: { bundle: Record<string, any> } }).value.bundle;
}

/**
 * Issue 13: the parts of a bundle the designer used to leave to its JSON editor — record guards,
 * workflow handler rules, the stamps of a submitted node, derived lists and reminders — made with forms,
 * each problem shown where it is made; then published, and met by staff in the generated pages.
 */
describe('designer structured editors', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'analyst', 'Demo@2024');
  });
  afterAll(() => browser.close());

  it('guards a key register, names its keeper as a handler rule and stamps the signer when a node is submitted', async () => {
    await createModule(page, 'qaKeyLoan', '钥匙借用', 'Key loans');
    await openSection(page, '字段');
    const keeper = await addField(page, 'keeper', 'reference', '保管人', 'Keeper');
    await chooseValue(page, keeper.getByLabel(/^引用模块( |$)/), 'BaEmployee');
    await chooseValue(page, keeper.getByLabel(/^显示字段( |$)/), 'empName');
    await addField(page, 'locked', 'boolean', '锁定', 'Locked');
    await addField(page, 'signedBy', 'text', '签收人', 'Signed by');
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
    await chooseValue(page, page.getByLabel(/^待办标题字段( |$)/), 'name');
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
    await chooseValue(page, submit.getByLabel(/^字段( |$)/), 'signedBy');
    await chooseValue(page, submit.getByLabel(/^写入( |$)/), 'userName');
    await screenshot(page, 'structured-on-submit');
    await grant(page, { 普通用户: ['查看', '新增', '编辑', '删除'], 管理员: ['查看', '编辑'] });

    const json = await saveDraft(page, 'qaKeyLoan');
    expect(json.guards).toEqual([{ when: "locked == true && keyState != '10'", refuse: ['delete'], message: 'rule.recordLocked' }]);
    expect(json.workflow.handlers).toEqual([{ name: 'keyKeeper', desc: { 'zh-CN': '钥匙所列保管人', 'en-US': 'The keeper the loan names' }, field: 'keeper' }]);
    expect(json.workflow.states.onSubmit).toEqual([{ node: 'sign', stamps: [{ field: 'signedBy', value: 'userName' }] }]);
  });

  it('makes a derived stock list from receipt and outbound lines, reading each line’s parent', async () => {
    await createModule(page, 'qaPartStock', '备件库存', 'Part stock');
    await openSection(page, '字段');
    await (await addField(page, 'warehouseId', 'text', '仓库', 'Warehouse')).getByLabel('列表中显示').check();
    await (await addField(page, 'onHand', 'decimal', '结存', 'On hand')).getByLabel('列表中显示').check();

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
    await grant(page, { 普通用户: ['查看'] });

    const json = await saveDraft(page, 'qaPartStock');
    expect(json.operations).toEqual(['export']);
    expect(json.derived.groupBy).toEqual(['name', 'warehouseId']);
    expect(json.derived.sum).toEqual(['onHand']);
    expect(json.derived.sources.map((source: { module: string; parent: string; subtract?: string[] }) => [source.module, source.parent, source.subtract ?? []])).toEqual([
      ['mtReceiptLine', 'mtReceipt', []],
      ['mtOutboundLine', 'mtOutbound', ['onHand']],
    ]);
  });

  it('sets up a reminder of lapsing certificates by date field, posts and roles picked by name and a title with a field put in; published, the bundle holds it', async () => {
    await createModule(page, 'qaCertificate', '资质证书', 'Certificates');
    await openSection(page, '字段');
    await addField(page, 'validUntil', 'date', '有效期至', 'Valid until');
    await openSection(page, '操作与流程');
    await page.getByRole('button', { name: '添加提醒' }).click();
    const reminder = page.getByRole('group', { name: '提醒 1' });
    await reminder.scrollIntoViewIfNeeded();
    // Nobody is told yet: the check's problem shows at the reminder, naming the setting.
    await reminder.getByRole('alert').getByText('通知对象：至少需要设置其中 1 项').waitFor();
    await screenshot(page, 'structured-reminder-problem');
    await reminder.getByLabel('提前天数').fill('20');
    await reminder.getByLabel('场长（张北风电场）').check();
    await reminder.getByLabel('普通用户', { exact: true }).check();
    // The record's name goes where the caret stands, between 证书 and 将于.
    const zh = reminder.getByLabel('消息标题 中文');
    await zh.fill('证书  将于 {validUntil} 到期');
    await zh.press('Home');
    for (let step = 0; step < 3; step++) await zh.press('ArrowRight');
    await chooseValue(page, reminder.getByLabel(/^插入字段（插入到光标处）( |$)/), 'name');
    await reminder.getByLabel('消息标题 English').fill('Certificate {name} lapses on {validUntil}');
    await screenshot(page, 'structured-reminders');
    await grant(page, { 普通用户: ['查看'] });

    const expected = [
      {
        id: 'reminder1',
        dateField: 'validUntil',
        daysBefore: 20,
        notify: { posts: ['P0101'], roles: ['user'] },
        title: { 'zh-CN': '证书 {name} 将于 {validUntil} 到期', 'en-US': 'Certificate {name} lapses on {validUntil}' },
      },
    ];
    expect((await saveDraft(page, 'qaCertificate')).reminders).toEqual(expected);
    await publishAsManager(browser, 'qaCertificate', '资质证书', '首次发布资质证书');
    const published = await api('system/moduleDesign/load.ajax', { moduleId: 'qaCertificate' }, await apiToken('manager', 'Manager@2024'));
    expect(published.value).toMatchObject({ status: 'published', bundle: { reminders: expected } });

    // The published reminder read back in the designer, in English.
    await page.evaluate(() => localStorage.setItem('eop.locale', 'en-US'));
    await page.goto(`${baseUrl()}/setting/moduleDesigner?moduleId=qaCertificate`);
    await page.getByRole('heading', { name: 'Certificates' }).waitFor();
    await page.getByRole('navigation', { name: 'Design parts' }).getByRole('button', { name: 'Operations', exact: true }).click();
    const shown = page.getByRole('group', { name: 'Reminder 1' });
    await shown.scrollIntoViewIfNeeded();
    expect(await shown.getByLabel('Days before').inputValue()).toBe('20');
    expect(await shown.getByLabel('Message title English').inputValue()).toBe('Certificate {name} lapses on {validUntil}');
    await screenshot(page, 'structured-reminders-en');
    await page.evaluate(() => localStorage.setItem('eop.locale', 'zh-CN'));
  });

  describe('an administrator and staff', () => {
    const stamp = String(Date.now()).slice(-6);
    let admin: Page;
    let staff: Page;
    let manager: string;
    let zhangsan: string;

    beforeAll(async () => {
      admin = await signIn(browser, 'manager', 'Manager@2024');
      staff = await signIn(browser, 'zhangsan', 'Demo@2024');
      manager = await apiToken('manager', 'Manager@2024');
      zhangsan = await apiToken('zhangsan', 'Demo@2024');
    });

    const ok = async (path: string, params: Record<string, string>): Promise<string> => {
      const answer = await api(path, { pkValue: '-1', ...params }, manager);
      if (answer.state !== 0) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 400)}`);
      return answer.value as string;
    };

    /** A key loan added in the browser by 张三, back on the list once saved. */
    async function addKeyLoan(name: string, values: { keeper?: string; locked?: boolean }): Promise<void> {
      await staff.goto(`${baseUrl()}/qa/keyLoan`);
      await staff.getByRole('button', { name: '新增', exact: true }).click();
      await field(staff, 'name').fill(name);
      if (values.keeper) await pickReference(staff, 'keeper', values.keeper);
      if (values.locked) await field(staff, 'locked').click();
      expect(await save(staff, 'qa/keyLoan')).toMatchObject({ state: 0 });
      await staff.locator('tbody tr', { hasText: name }).waitFor();
    }

    async function deleteFromList(name: string): Promise<void> {
      const row = staff.locator('tbody tr', { hasText: name });
      await row.locator('input[type="checkbox"]').check();
      await staff.getByRole('button', { name: '删除', exact: true }).click();
      await acceptConfirm(staff, /确定删除/);
    }

    it('publishes both modules and a model whose sign node the keeper’s rule hands out', async () => {
      await publishFirstDraft(admin, 'qaKeyLoan', '钥匙借用', '首次发布钥匙借用');
      await publishFirstDraft(admin, 'qaPartStock', '备件库存', '首次发布备件库存');
      const model = wfModel('qaKeyLoan_sign', 'qaKeyLoan', '钥匙签收流程', [
        wfNode('start', 'start', '借用申请', { left: 60, top: 160, handlers: { ...NO_HANDLERS, starter: true } }),
        wfNode('sign', 'ordinary', '签收', { left: 240, top: 160, handlers: { ...NO_HANDLERS, extension: 'keyKeeper' } }),
        wfNode('end', 'end', '结束', { left: 420, top: 160 }),
      ], [wfLine('l_submit', 'start', 'sign', '', '提交签收'), wfLine('l_sign', 'sign', 'end', '', '签收')]);
      const saved = await api('workflow/designer/saveModel.ajax', { model: JSON.stringify(model), moduleId: 'qaKeyLoan' }, manager);
      expect(saved).toMatchObject({ state: 0 });
      expect(await api('workflow/designer/publishModel.ajax', { modelId: saved.value.modelId }, manager)).toMatchObject({ state: 0 });
    });

    it('refuses to delete a locked key in a later state, and deletes it once unlocked', async () => {
      const name = `机房钥匙 ${stamp}`;
      await addKeyLoan(name, { locked: true });
      await staff.locator('tbody tr', { hasText: name }).dblclick();
      await takeTransition(staff, '锁定', '已确认');
      await staff.goto(`${baseUrl()}/qa/keyLoan`);
      await deleteFromList(name);
      await staff.getByText('该记录已锁定，不能修改或删除').first().waitFor();
      await screenshot(staff, 'structured-staff-guard-refused');
      // The guard refuses deletion only: the record still saves, unlocked, and then goes.
      await editRow(staff.locator('tbody tr', { hasText: name }));
      await field(staff, 'locked').click();
      expect(await save(staff, 'qa/keyLoan')).toMatchObject({ state: 0 });
      await deleteFromList(name);
      await staff.locator('tbody tr', { hasText: name }).waitFor({ state: 'detached' });
    });

    it('routes the sign task to the keeper the loan names, who signs it, stamped on the record', async () => {
      const name = `仓库钥匙 ${stamp}`;
      await addKeyLoan(name, { keeper: '王海峰' });
      await staff.locator('tbody tr', { hasText: name }).dblclick();
      // The keeper rule is the node's only source of handlers: the keeper the loan names is its one candidate.
      await startWorkflow(staff, { nextNode: '签收', handler: '王海峰', candidates: ['王海峰'], shot: 'structured-staff-handler' });
      expect(await field(staff, 'signedBy').inputValue()).toBe('');
      await approveTodo(admin, name, { nextNode: '结束', opinion: '已签收' });
      await staff.reload();
      await expect.poll(() => field(staff, 'signedBy').inputValue()).toBe('王海峰');
      await screenshot(staff, 'structured-staff-signed');
    });

    it('shows the derived stock of a material as its receipts and outbounds are saved', async () => {
      const warehouse = await ok('mt/warehouse/save.ajax', { warehouseCode: `QA${stamp}`, warehouseName: `QA备件库${stamp}`, keeperName: '王海峰' });
      const material = await ok('mt/material/save.ajax', { materialCode: `QAM${stamp}`, materialName: `QA滤芯${stamp}`, unit: 'BARREL', category: 'LUBE', safetyStock: '1' });
      const receive = (quantity: string) =>
        ok('mt/receipt/save.ajax', { warehouseId: warehouse, supplier: '备件供应商', _children: JSON.stringify({ mtReceiptLine: [{ materialId: material, quantity, unitPrice: '100', taxRate: '0.13' }] }) });
      /** The 结存 the staff user reads in the derived list, found by the material (the list's name). */
      const onHand = async (): Promise<string[]> => {
        await staff.goto(`${baseUrl()}/qa/partStock`);
        await staff.getByPlaceholder('请输入关键字').first().fill(material);
        const listed = staff.waitForResponse((response) => response.url().includes('qa/partStock/tableList.ajax'));
        await staff.getByRole('button', { name: '查询', exact: true }).first().click();
        await listed;
        await staff.locator('tbody tr', { hasText: warehouse }).first().waitFor();
        return columnTexts(staff, '结存');
      };

      await receive('10');
      await receive('2.5');
      expect(await onHand()).toEqual(['12.50']);
      const requisition = await ok('mt/requisition/save.ajax', { warehouseId: warehouse, purpose: `QA ${stamp} 更换滤芯`, _children: JSON.stringify({ mtRequisitionLine: [{ materialId: material, requestedQty: '4' }] }) });
      // An outbound names an approved requisition: 王海峰 asks, 张三 reviews as 值长, and the head's
      // approval, which never goes to its own requester, falls to the administrator.
      await submitOverApi(manager, 'mtRequisition', requisition, true);
      await submitOverApi(zhangsan, 'mtRequisition', requisition);
      await submitOverApi(await apiToken('admin', 'Admin@2024'), 'mtRequisition', requisition);
      await ok('mt/outbound/save.ajax', { requisitionId: requisition, warehouseId: warehouse, receiverName: '张三', _children: JSON.stringify({ mtOutboundLine: [{ materialId: material, quantity: '4' }] }) });
      expect(await onHand()).toEqual(['8.50']);
      await screenshot(staff, 'structured-staff-derived');
    });
  });
});
