import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { addGridRow, countPrints, pickReference, printSheet, save, takeTransition } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';

const GRID = 'woWorkOrderMaterial';

/** Tomorrow at `time` as the datetime-local input takes it. */
function tomorrowAt(time: string): string {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}T${time}`;
}

/** A staff member of the wind farm writes a work order with its materials, dispatches it and prints it (modules/woWorkOrder.json). */
describe('work orders smoke', () => {
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
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.locator('#root_title').fill(title);
    await page.locator('#root_orderType').selectOption('MAINT');
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
});
