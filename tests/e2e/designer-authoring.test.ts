import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { publishFixture } from './publish-fixture.ts';
import { chooseValue, takeTransition } from './record-form-steps.ts';
import { baseUrl, editRow, signIn } from './session.ts';
import { addField, createModule, expression, grant, openSection, publishOpenedDraft, saveOpenDraft } from './designer-steps.ts';

const MODULE_ID = 'qaToolLoan';
const TOOL = '液压扳手 E2E';

/**
 * Issue 13/17: an analyst builds a module in the designer without touching JSON — a computed
 * field, a conditional field, a numbering rule, a unique key, a dictionary made inline, a life
 * cycle with a guarded transition, an inline grid and a cross-record check — and submits it for
 * review; an administrator publishes it; staff meet every rule.
 */
describe('designer authoring without JSON', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The inline grid's child module: one no other module lists (a module is the child list of one module only).
    const admin = await signIn(browser);
    await publishFixture(admin, 'designer', 'qaLoanItem');
    await admin.context().close();
  });
  afterAll(() => browser.close());

  describe('an analyst', () => {
    let page: Page;
    beforeAll(async () => {
      page = await signIn(browser, 'analyst', 'Demo@2024');
    });

    it('starts a module and designs its fields', async () => {
      await createModule(page, MODULE_ID, '工具借用', 'Tool loans');

      await openSection(page, '字段');
      const loanNo = await addField(page, 'loanNo', 'text', '借用单号', 'Loan no.');
      await loanNo.getByLabel('编号格式').fill('JY-{yyyy}{MM}-{seq:3}');
      await chooseValue(page, loanNo.getByLabel(/^唯一( |$)/), 'org');
      await loanNo.getByLabel('列表中显示').check();
      await loanNo.getByLabel('作为查询条件').check();
      await addField(page, 'quantity', 'int', '数量', 'Quantity');
      await addField(page, 'unitPrice', 'decimal', '单价', 'Unit price');
      const amount = await addField(page, 'amount', 'decimal', '金额', 'Amount');
      await expression(amount, '计算公式', 'quantity * unitPrice');
      await amount.getByLabel('列表中显示').check();
      await addField(page, 'outdoor', 'boolean', '室外使用', 'Used outdoors');
      const reason = await addField(page, 'outdoorReason', 'text', '室外使用说明', 'Outdoor reason');
      await expression(reason, '显示条件', 'outdoor == true');
      await expression(reason, '必填条件', 'outdoor == true');

      const state = await addField(page, 'loanState', 'select', '状态', 'State');
      await state.getByRole('button', { name: '新建字典' }).click();
      const creator = state.getByRole('group', { name: '新建字典' });
      await creator.getByLabel('字典编码').fill('toolLoanState');
      await creator.getByLabel('字典名称 中文').fill('工具借用状态');
      await creator.getByLabel('字典名称 English').fill('Tool loan state');
      await creator.getByLabel('值').first().fill('10');
      await creator.getByLabel('显示名称 中文').first().fill('借出');
      await creator.getByLabel('显示名称 English').first().fill('On loan');
      await creator.getByRole('button', { name: '添加选项' }).click();
      await creator.getByLabel('值').nth(1).fill('20');
      await creator.getByLabel('显示名称 中文').nth(1).fill('已归还');
      await creator.getByLabel('显示名称 English').nth(1).fill('Returned');
      await screenshot(page, 'authoring-dictionary-inline');
      const created = page.waitForResponse((response) => response.url().includes('moduleDesign/createDictionary.ajax'));
      await creator.getByRole('button', { name: '创建字典' }).click();
      expect(await (await created).json()).toMatchObject({ state: 0 });
      await page.getByText('字典 toolLoanState 已创建').first().waitFor();
      await expect.poll(() => state.getByLabel(/^数据字典( |$)/).innerText()).toBe('工具借用状态 (toolLoanState)');
      await chooseValue(page, state.getByLabel(/^默认值( |$)/), '10');
      await state.getByLabel('列表中显示').check();
      await addField(page, 'returnedBy', 'text', '归还人', 'Returned by');

      // The labels typed right after each rename stuck (issue 17).
      const fieldList = page.getByRole('list', { name: '字段' });
      for (const label of ['借用单号', '数量', '单价', '金额', '室外使用', '室外使用说明', '状态', '归还人']) await fieldList.getByText(label, { exact: true }).waitFor();
      await screenshot(page, 'authoring-fields');
    });

    it('adds an inline grid, a cross-record check, a life cycle and the menu grants', async () => {
      await openSection(page, '子表');
      await page.getByRole('button', { name: '添加子表' }).click();
      const child = page.getByRole('group', { name: 'child 1' });
      await chooseValue(page, child.getByLabel(/^子模块( |$)/), 'qaLoanItem');
      await chooseValue(page, child.getByLabel(/^父记录主键字段( |$)/), 'parentId');
      await child.getByText('行内表格').click();
      await child.getByLabel('最少行数').fill('1');

      await openSection(page, '校验规则');
      await page.getByRole('button', { name: '添加校验' }).click();
      const check = page.getByRole('group', { name: '校验 1' });
      const left = check.getByRole('group', { name: '左边（各项相加）' });
      await chooseValue(page, left.getByLabel(/^本记录字段( |$)/), 'quantity');
      await left.getByRole('button', { name: '添加一项' }).click();
      await chooseValue(page, left.getByLabel(/^类型( |$)/).nth(1), 'sumOf');
      await chooseValue(page, left.getByLabel(/^求和字段( |$)/), 'quantity');
      await chooseValue(page, left.getByLabel(/^其字段( |$)/).first(), 'name');
      await chooseValue(page, left.getByLabel(/^本记录字段( |$)/).nth(1), 'name');
      await left.getByRole('button', { name: '添加条件' }).click();
      await chooseValue(page, left.getByLabel(/^其字段( |$)/).nth(1), 'loanState');
      await chooseValue(page, left.getByLabel(/^条件( |$)/).nth(1), 'fixed');
      await left.getByLabel('值（多个用逗号分隔）').last().fill('10');
      const right = check.getByRole('group', { name: '右边（各项相加）' });
      await right.getByLabel('固定数值', { exact: true }).fill('20');
      await chooseValue(page, check.getByLabel(/^提示显示在( |$)/), 'quantity');
      await screenshot(page, 'authoring-check');

      await openSection(page, '生命周期');
      await chooseValue(page, page.getByLabel(/^状态字段( |$)/), 'loanState');
      await page.getByRole('button', { name: '添加转换' }).click();
      const transition = page.getByRole('group', { name: 'transition 1' });
      await transition.getByLabel('标识').fill('giveBack');
      await chooseValue(page, transition.getByLabel(/^目标状态( |$)/), '20');
      await transition.getByLabel('按钮名称 中文').fill('归还');
      await transition.getByLabel('按钮名称 English').fill('Return');
      await transition.getByRole('group', { name: '可执行的角色' }).getByLabel('普通用户').check();
      await expression(transition, '执行条件（表达式，如 category != \'CRITICAL\'）', 'amount <= 5000');
      await transition.getByRole('button', { name: '添加记录项' }).click();
      await chooseValue(page, transition.getByLabel(/^字段( |$)/), 'returnedBy');
      await chooseValue(page, transition.getByLabel(/^写入( |$)/), 'userName');
      await page.getByRole('group', { name: '按状态锁定字段 已归还' }).getByLabel('借用单号').check();
      await screenshot(page, 'authoring-lifecycle');

      await grant(page, { 普通用户: ['查看', '新增', '编辑'] });
      expect(await page.getByLabel('发布后加入菜单').isChecked()).toBe(true);
      await page.getByText('校验通过', { exact: true }).waitFor();
      // Nothing was typed as JSON: the JSON view shows what the forms made.
      await page.getByRole('tab', { name: 'JSON' }).click();
      await page.getByLabel('模块 JSON').waitFor();
      await screenshot(page, 'authoring-json');
      await page.getByRole('tab', { name: '设计' }).click();
    });

    it('saves the draft and submits it for review', async () => {
      await saveOpenDraft(page);
      await page.getByText('草稿 v1').waitFor();
      await page.getByRole('button', { name: '提交审核' }).click();
      const dialog = page.getByRole('form', { name: '提交审核' });
      await dialog.getByLabel('给发布人的说明（可选）').fill('工具借用模块，请审核发布');
      await screenshot(page, 'authoring-submit-review');
      const sent = page.waitForResponse((response) => response.url().includes('moduleDesign/submitForReview.ajax'));
      await dialog.getByRole('button', { name: '发送' }).click();
      expect(await (await sent).json()).toMatchObject({ state: 0, value: { receivers: 2 } });
      await page.getByText('已通知 2 位发布人').first().waitFor();
    });

    it('reads the same designer in English', async () => {
      await page.evaluate(() => localStorage.setItem('eop.locale', 'en-US'));
      await page.reload();
      await page.getByRole('heading', { name: 'Tool loans' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'Design parts' });
      for (const [section, shot] of [['Life cycle', 'lifecycle'], ['Rules', 'rules'], ['Fields', 'fields']] as const) {
        await nav.getByRole('button', { name: section, exact: true }).click();
        await screenshot(page, `authoring-designer-en-${shot}`);
      }
      await page.evaluate(() => localStorage.setItem('eop.locale', 'zh-CN'));
    });
  });

  describe('an administrator and staff', () => {
    let admin: Page;
    let staff: Page;
    const field = (name: string) => staff.locator(`#root_${name}`);

    beforeAll(async () => {
      admin = await signIn(browser, 'manager', 'Manager@2024');
      staff = await signIn(browser, 'zhangsan', 'Demo@2024');
    });

    it('finds the review message and publishes the draft', async () => {
      // The publisher learns of the draft from the message the analyst's submit sent, which opens it.
      await admin.goto(`${baseUrl()}/message/center`);
      await admin.getByRole('table', { name: '消息中心' }).getByRole('button', { name: /模块「工具借用」草稿 v1 待审核发布/ }).click();
      await admin.waitForURL((url) => url.pathname === '/setting/moduleDesigner' && url.searchParams.get('moduleId') === MODULE_ID);
      await publishOpenedDraft(admin, '工具借用', '首次发布工具借用', 'authoring-publish');
    });

    async function newLoan(values: { quantity: string; unitPrice: string }): Promise<void> {
      await staff.goto(`${baseUrl()}/qa/toolLoan`);
      await staff.getByRole('button', { name: '新增', exact: true }).click();
      await field('name').waitFor();
      await field('name').fill(TOOL);
      await field('quantity').fill(values.quantity);
      await field('unitPrice').fill(values.unitPrice);
      await staff.getByRole('button', { name: '添加行' }).click();
      await staff.locator('[data-grid="qaLoanItem"] tbody tr input[type="text"]').first().fill('佩戴防护手套');
    }

    /** The loan numbers the list shows (the list page must be open). */
    async function loanNumbers(): Promise<string[]> {
      const rows = await staff.locator('tbody tr', { hasText: TOOL }).allInnerTexts();
      return rows.flatMap((text) => text.match(/JY-\d{6}-\d{3}/g) ?? []);
    }

    async function save(): Promise<Record<string, unknown>> {
      const saved = staff.waitForResponse((response) => response.url().includes('qa/toolLoan/save.ajax'));
      await staff.getByRole('button', { name: '保存', exact: true }).click();
      return (await (await saved).json()) as Record<string, unknown>;
    }

    it('computes the amount, asks for the reason when used outdoors, numbers the loan', async () => {
      await newLoan({ quantity: '3', unitPrice: '2000' });
      await expect.poll(() => field('amount').inputValue()).toMatch(/^6,?000(\.00)?$/);
      expect(await field('outdoorReason').count()).toBe(0);
      await field('outdoor').click();
      await field('outdoorReason').waitFor();
      await staff.getByRole('button', { name: '保存', exact: true }).click();
      await staff.getByText('请输入室外使用说明').first().waitFor();
      await screenshot(staff, 'authoring-staff-required-when');
      await field('outdoorReason').fill('风机平台检修');
      expect(await save()).toMatchObject({ state: 0 });
      // Saved, the form returns to the list, where the number the server gave shows.
      await expect.poll(() => loanNumbers(), { timeout: 15_000 }).toEqual([expect.stringMatching(/^JY-\d{6}-001$/)]);
      await screenshot(staff, 'authoring-staff-saved');
    });

    it('refuses a loan over the limit of the tool, and a loan number the organisation has', async () => {
      const [first = ''] = await loanNumbers();
      await newLoan({ quantity: '18', unitPrice: '100' });
      expect(await save()).toMatchObject({ state: -1 });
      await staff.getByText('数值21不能超过20').first().waitFor();
      await screenshot(staff, 'authoring-staff-check');
      await field('quantity').fill('2');
      await field('loanNo').fill(first);
      expect(await save()).toMatchObject({ state: -1 });
      await staff.getByText(first).first().waitFor();
      await screenshot(staff, 'authoring-staff-unique');
      await field('loanNo').fill('');
      expect(await save()).toMatchObject({ state: 0 });
      // A refused save may use up a number (gaps are allowed); the new loan has a number of its own.
      await expect.poll(async () => (await loanNumbers()).filter((number) => number !== first), { timeout: 15_000 }).toEqual([expect.stringMatching(/^JY-\d{6}-\d{3}$/)]);
    });

    it('returns the small loan through its guarded transition, and not the large one', async () => {
      const [first = '', second = ''] = (await loanNumbers()).sort();
      // The list offers both rows' transitions in one answer: the guard (amount ≤ 5000) holds for
      // the small loan only, so the large one has no 归还 beside it.
      await staff.locator('tbody tr', { hasText: second }).getByRole('button', { name: '归还', exact: true }).waitFor();
      expect(await staff.locator('tbody tr', { hasText: first }).getByRole('button', { name: '归还', exact: true }).count()).toBe(0);
      await screenshot(staff, 'authoring-staff-guard');

      await staff.locator('tbody tr', { hasText: second }).dblclick();
      await takeTransition(staff, '归还', '已归还');
      await expect.poll(() => field('returnedBy').inputValue()).toBe('张三');
      await screenshot(staff, 'authoring-staff-returned');
      // 已归还 locks the loan number (the state's lock); the rest of the loan stays editable.
      await staff.goto(`${baseUrl()}/qa/toolLoan`);
      await editRow(staff.locator('tbody tr', { hasText: second }));
      await field('quantity').waitFor();
      expect(await field('loanNo').isEditable()).toBe(false);
      expect(await field('quantity').isEditable()).toBe(true);
    });
  });
});
