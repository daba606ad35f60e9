import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { addGridRow, chooseOption, countPrints, pickReference, printSheet, save, takeTransition } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';

const GRID = 'woWorkOrderMaterial';
const STEP_GRID = 'otOperationStep';
const STEPS = ['检查#2箱变负荷为零', '断开#2箱变低压侧断路器', '拉开#2箱变高压侧负荷开关'];

/** Tomorrow at `time` as the datetime-local input takes it. */
function tomorrowAt(time: string): string {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}T${time}`;
}

/**
 * A staff member of the wind farm (张三, shift leader) writes a work order with its materials,
 * dispatches it and prints it (modules/woWorkOrder.json), then fills an operation ticket with its
 * steps, submits it for review and prints it (modules/otOperationTicket.json).
 */
describe('work orders and operation tickets smoke', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'zhangsan', 'Demo@2024');
    await countPrints(page);
  });
  afterAll(() => browser.close());

  it('adds a work order after a planned-time error, dispatches it and prints it with its materials', async () => {
    const title = `3号风机变桨系统定检 ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/wo/workOrder`);
    await page.locator('tbody tr', { hasText: /GD\d{11}/ }).first().waitFor();
    await screenshot(page, 'work-order-list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.locator('#root_title').fill(title);
    await chooseOption(page, page.locator('#root_orderType'), '维护');
    await pickReference(page, 'czxxNo', '张北风电场');
    await page.locator('#root_plannedStart').fill(tomorrowAt('17:30:00'));
    await page.locator('#root_plannedEnd').fill(tomorrowAt('08:30:00'));
    await page.locator('#root_assignee').fill('王五');
    await page.locator('#root_description').fill('按半年定检计划检查变桨系统：后备电池、齿圈润滑、限位开关。');
    await addGridRow(page, GRID, { materialCode: 'WL0302015', materialName: '润滑脂', specification: '美孚 SHC 460 WT', unit: '千克', quantity: '4' });
    await addGridRow(page, GRID, { materialCode: 'WL0512003', materialName: '变桨后备电池', specification: '12V 38Ah', unit: '只', quantity: '6' });

    // The form checks the record rules before sending anything.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('计划开始时间不能晚于计划结束时间').first().waitFor();
    await screenshot(page, 'work-order-rule-error');
    await page.locator('#root_plannedEnd').fill(tomorrowAt('18:00:00'));
    expect((await save(page, 'wo/workOrder')).state).toBe(0);

    await page.locator('tbody tr', { hasText: title }).first().dblclick();
    await expect.poll(() => page.locator('#root_orderCode').inputValue()).toMatch(/^GD\d{11}$/);
    const code = await page.locator('#root_orderCode').inputValue();
    await expect.poll(() => page.locator(`[data-grid="${GRID}"] tbody tr[data-row]`).count()).toBe(2);
    await takeTransition(page, '派工', '已派工');
    await screenshot(page, 'work-order-dispatched');

    const sheet = await printSheet(page);
    expect(await sheet.locator('h1').innerText()).toBe('检修维护工单');
    expect(await sheet.locator('[data-print-field="orderCode"] > :last-child').innerText()).toBe(code);
    expect(await sheet.locator('[data-print-field="workOrderState"] > :last-child').innerText()).toBe('已派工');
    expect(await sheet.locator(`[data-print-child="${GRID}"] tbody tr td:nth-child(2)`).allInnerTexts()).toEqual(['润滑脂', '变桨后备电池']);
    expect(await sheet.locator('[data-print-signature]').count()).toBe(3);
    await screenshot(page, 'work-order-print');
  });

  it('adds a ticket after a guardian error, submits it for review and prints it with its steps', async () => {
    const task = `#2箱变高压侧停电操作 ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/ot/operationTicket`);
    await page.locator('tbody tr', { hasText: /CZP\d{10}/ }).first().waitFor();
    await screenshot(page, 'operation-ticket-list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.locator('#root_task').fill(task);
    await pickReference(page, 'czxxNo', '张北风电场');
    // The operator defaults to the signed-in user; the guardian must be someone else.
    await expect.poll(() => page.locator('#root_operator').inputValue()).toBe('张三');
    await page.locator('#root_guardian').fill('张三');
    await page.locator('#root_dutyLeader').fill('高峰');
    await page.locator('#root_plannedStart').fill('2031-03-10T09:00:00');
    await page.locator('#root_plannedEnd').fill('2031-03-10T10:00:00');
    for (const [index, item] of STEPS.entries()) await addGridRow(page, STEP_GRID, { sequence: String(index + 1), operationItem: item });

    // The form checks the record rules before sending anything.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('监护人不能与操作人为同一人').first().waitFor();
    await screenshot(page, 'operation-ticket-rule-error');
    await page.locator('#root_guardian').fill('李明');
    expect((await save(page, 'ot/operationTicket')).state).toBe(0);

    await page.locator('tbody tr', { hasText: task }).first().dblclick();
    await expect.poll(() => page.locator('#root_ticketCode').inputValue()).toMatch(/^CZP\d{10}$/);
    const code = await page.locator('#root_ticketCode').inputValue();
    await takeTransition(page, '提交审核', '待审核');
    await screenshot(page, 'operation-ticket-submitted');

    const sheet = await printSheet(page);
    expect(await sheet.locator('h1').innerText()).toBe('电气倒闸操作票');
    expect(await sheet.locator('[data-print-field="ticketCode"] > :last-child').innerText()).toBe(code);
    expect(await sheet.locator(`[data-print-child="${STEP_GRID}"] tbody tr td:nth-child(2)`).allInnerTexts()).toEqual(STEPS);
    expect(await sheet.locator('[data-print-signature]').count()).toBe(3);
    await screenshot(page, 'operation-ticket-print');
  });
});
