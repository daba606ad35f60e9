import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { acceptConfirm, baseUrl, signIn } from './session.ts';
import { selectDictionary } from './vehicles.ts';
import { api, apiToken, approveTodo, startWorkflow } from './workflow-steps.ts';

/**
 * The tools and materials family (modules/mt*.json) as the wind farm's storekeeper (manager,
 * role admin) and a technician (zhangsan) use it: a safety tool added after a rule error and
 * moved along its life cycle, and the full walk receipt → requisition → outbound → return with
 * the stock list read on screen after every step. The records are the test's own: a warehouse
 * and a material nobody else moves.
 */
describe('tools and materials', () => {
  let browser: Browser;
  let page: Page;
  let manager: string;
  let zhangsan: string;
  const stamp = String(Date.now()).slice(-7);
  const warehouseName = `E2E周转库${stamp}`;
  const materialName = `E2E液压油${stamp}`;
  let warehouse: string;
  let material: string;

  const ok = async (path: string, params: Record<string, string>, token: string): Promise<string> => {
    const answer = await api(path, { pkValue: '-1', ...params }, token);
    if (answer.state !== 0) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 400)}`);
    return answer.value as string;
  };
  const header = (on = page) => on.locator('header').filter({ has: on.getByRole('button', { name: '关闭', exact: true }) });

  /** Picks a record in the table selector dialog by its name. */
  async function pickInTable(name: string): Promise<void> {
    const picker = page.getByRole('dialog').last();
    await picker.getByPlaceholder(/搜索|请输入/).first().fill(name);
    await picker.getByRole('button', { name: '查询' }).click();
    const row = picker.locator('tbody tr', { hasText: name }).first();
    await row.dblclick();
    // The picker may sit over another dialog (a child record's): its rows going is its closing.
    await row.waitFor({ state: 'detached' });
  }

  /** The stock list's 库存数量 of the test's material, searched by the test's warehouse as a storekeeper would. */
  async function stockOnScreen(): Promise<string> {
    await page.goto(`${baseUrl()}/mt/stock`);
    await page.locator('tbody tr').first().waitFor();
    await page.locator('[data-reference-search="warehouseId"]:visible').getByRole('button', { name: /请选择/ }).click();
    await pickInTable(warehouseName);
    const listed = page.waitForResponse((response) => response.url().includes('mt/stock/tableList.ajax'));
    await page.getByRole('button', { name: '查询', exact: true }).first().click();
    await listed;
    await expect.poll(() => page.locator('tbody tr', { hasText: '张北风电场' }).count()).toBe(0);
    const row = page.locator('tbody tr', { hasText: warehouseName }).filter({ hasText: materialName });
    if ((await row.count()) === 0) return '';
    const headers = await page.locator('thead th').allInnerTexts();
    const column = headers.findIndex((text) => text.replace(/[\s▲▼]+/g, '') === '库存数量');
    return (await row.first().locator('td').nth(column).innerText()).trim();
  }

  /** Opens the record whose row shows `text`, found by the list's first keyword search. */
  async function openRecord(path: string, text: string, on = page): Promise<void> {
    await on.goto(`${baseUrl()}/${path}`);
    await on.locator('tbody tr').first().waitFor();
    await on.getByPlaceholder('请输入关键字').first().fill(text);
    await on.getByRole('button', { name: '查询' }).first().click();
    await on.locator('tbody tr', { hasText: text }).first().dblclick();
    await header(on).waitFor();
  }
  const numberOf = async (path: string, key: string, field: string): Promise<string> => (await api(`mt/${path}/find.ajax`, { pkValue: key }, manager)).recorder[field] as string;

  /** Saves the form in `scope`, sees it refused with `message`, corrects one field and saves it for good. */
  async function refusedThenSaved(scope: Locator, message: string, shot: string, fix: { field: string; value: string }, apiPath: string): Promise<void> {
    await scope.getByRole('button', { name: '保存', exact: true }).click();
    await scope.getByText(message).first().waitFor();
    await screenshot(page, shot);
    await scope.locator(`#root_${fix.field}`).fill(fix.value);
    const saved = page.waitForResponse((response) => response.url().includes(`${apiPath}/save.ajax`));
    await scope.getByRole('button', { name: '保存', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });
  }

  async function takeTransition(label: string, confirm: RegExp): Promise<void> {
    await header().getByRole('button', { name: label, exact: true }).click();
    await acceptConfirm(page, confirm);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'manager', 'Manager@2024');
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    manager = await apiToken('manager', 'Manager@2024');
    zhangsan = await apiToken('zhangsan', 'Demo@2024');
    warehouse = await ok('mt/warehouse/save.ajax', { warehouseCode: `E2E${stamp}`, warehouseName, keeperName: '王海峰' }, manager);
    material = await ok('mt/material/save.ajax', { materialCode: `E2EM${stamp}`, materialName, unit: 'BARREL', category: 'LUBE', safetyStock: '2' }, manager);
  });
  afterAll(() => browser.close());

  it('adds a safety tool after an expiry rule error, then marks it expired', async () => {
    const code = `AQ${stamp}`;
    await page.goto(`${baseUrl()}/mt/safetyTool`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.locator('#root_toolCode').fill(code);
    await page.locator('#root_toolName').fill('高压验电器');
    await selectDictionary(page, 'toolType', '验电器');
    await page.locator('#root_testDate').fill('2026-06-01');
    await page.locator('#root_nextTestDate').fill('2027-06-01');
    await page.locator('#root_effectiveDate').fill('2026-01-01');
    await page.locator('#root_expiryDate').fill('2025-12-31');
    await refusedThenSaved(page.locator('body'), '失效日期必须晚于生效日期', 'materials-tool-rule-error', { field: 'expiryDate', value: '2029-12-31' }, 'mt/safetyTool');
    await page.waitForURL(/\/mt\/safetyTool(\?|$)/);
    await openRecord('mt/safetyTool', code);
    await takeTransition('标记过期', /标记过期/);
    await page.getByText('操作成功').first().waitFor();
    await header().getByRole('button', { name: '试验合格', exact: true }).waitFor();
    await screenshot(page, 'materials-tool-expired');
  });

  it('walks receipt → requisition approved by its workflow → outbound → return, the stock list following each step', async () => {
    expect(await stockOnScreen()).toBe('');

    await ok('mt/receipt/save.ajax', { warehouseId: warehouse, supplier: '中国石化润滑油有限公司华北分公司', _children: JSON.stringify({ mtReceiptLine: [{ materialId: material, quantity: '10', unitPrice: '6200', taxRate: '0.13' }] }) }, manager);
    expect(await stockOnScreen()).toBe('10.00');
    await screenshot(page, 'materials-stock-received');

    const purpose = `E2E ${stamp} 12号风机液压站换油`;
    const requisition = await ok('mt/requisition/save.ajax', { warehouseId: warehouse, purpose, _children: JSON.stringify({ mtRequisitionLine: [{ materialId: material, requestedQty: '4' }] }) }, zhangsan);
    // The requisition goes through its approval model: 张三 asks, 高峰 reviews it as 值长 (not 张三, a 值长 too: it is his own), 王海峰 approves it as 场长.
    const requisitionNo = await numberOf('requisition', requisition, 'requisitionNo');
    const technician = await signIn(browser, 'zhangsan', 'Demo@2024');
    await openRecord('mt/requisition', requisitionNo, technician);
    await startWorkflow(technician, { nextNode: '值长审核', handler: '高峰', candidates: ['高峰'] });
    await technician.context().close();
    const reviewer = await signIn(browser, 'gaofeng', 'Demo@2024');
    await approveTodo(reviewer, requisitionNo, { nextNode: '场长审批', handler: '王海峰', opinion: '同意领用' });
    await reviewer.context().close();
    await approveTodo(page, requisitionNo, { nextNode: '结束', opinion: '批准', shot: 'materials-requisition-approval' });
    await expect.poll(async () => (await api('mt/requisition/find.ajax', { pkValue: requisition }, manager)).recorder.reqState).toBe('30');
    expect(await stockOnScreen()).toBe('10.00');

    const outbound = await ok('mt/outbound/save.ajax', { requisitionId: requisition, warehouseId: warehouse, receiverName: '张三', _children: JSON.stringify({ mtOutboundLine: [{ materialId: material, quantity: '4' }] }) }, manager);
    expect(await stockOnScreen()).toBe('6.00');

    const reason = `E2E ${stamp} 换油完成剩余退库`;
    const returned = await ok('mt/return/save.ajax', { outboundId: outbound, warehouseId: warehouse, reason }, zhangsan);
    const returnNo = await numberOf('return', returned, 'returnNo');
    await openRecord('mt/return', returnNo);
    // No lines yet: the approval cannot start.
    await takeTransition('提交审批', /提交审批/);
    await page.getByText('发起流程前请先完善退还明细').first().waitFor();
    await screenshot(page, 'materials-return-detail-incomplete');

    // A line above what is unreturned is refused with the spec's message, on the line's dialog.
    await header().getByRole('button', { name: '编辑', exact: true }).click();
    const lines = page.locator('section', { has: page.getByRole('heading', { name: '退库明细' }) });
    await lines.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.locator('#root_materialId').click();
    await pickInTable(materialName);
    await expect.poll(() => dialog.locator('#root_materialId').inputValue()).toBe(materialName);
    await dialog.locator('#root_returnQty').fill('5');
    await refusedThenSaved(dialog, '退还数量不能大于出库数量或未退还数量', 'materials-return-above-unreturned', { field: 'returnQty', value: '1.5' }, 'mt/returnLine');
    expect(await stockOnScreen()).toBe('6.00');

    await openRecord('mt/return', returnNo);
    await takeTransition('提交审批', /提交审批/);
    await header().getByRole('button', { name: '批准退库', exact: true }).waitFor();
    await takeTransition('批准退库', /批准退库/);
    await page.getByText('操作成功').first().waitFor();
    await header().getByRole('button', { name: '打印', exact: true }).click();
    const sheet = page.locator('[data-print-sheet]');
    await sheet.getByText('物资退库单').first().waitFor();
    expect(await sheet.locator('[data-print-child="mtReturnLine"] tbody tr').count()).toBe(1);
    await screenshot(page, 'materials-return-print');
    expect((await api('mt/return/find.ajax', { pkValue: returned }, manager)).recorder.returnState).toBe('30');
    expect(await stockOnScreen()).toBe('7.50');
    await screenshot(page, 'materials-stock-after-return');
  });
});
