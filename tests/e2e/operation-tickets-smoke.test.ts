import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { addGridRow, countPrints, pickReference, printSheet, save, takeTransition } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';

const GRID = 'otOperationStep';
const STEPS = ['检查#2箱变负荷为零', '断开#2箱变低压侧断路器', '拉开#2箱变高压侧负荷开关'];

/** A shift operator of the wind farm fills an operation ticket with its steps, submits it for review and prints it (modules/otOperationTicket.json). */
describe('operation tickets smoke', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'zhangsan', 'Demo@2024');
    await countPrints(page);
  });
  afterAll(() => browser.close());

  it('adds a ticket after a guardian error, submits it for review and prints it with its steps', async () => {
    const task = `#2箱变高压侧停电操作 ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/ot/operationTicket`);
    await page.locator('tbody tr', { hasText: /CZP\d{10}/ }).first().waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.locator('#root_task').fill(task);
    await pickReference(page, 'czxxNo', '张北风电场');
    // The operator defaults to the signed-in user; the guardian must be someone else.
    await expect.poll(() => page.locator('#root_operator').inputValue()).toBe('张三');
    await page.locator('#root_guardian').fill('张三');
    await page.locator('#root_dutyLeader').fill('高峰');
    await page.locator('#root_plannedStart').fill('2031-03-10T09:00:00');
    await page.locator('#root_plannedEnd').fill('2031-03-10T10:00:00');
    for (const [index, item] of STEPS.entries()) await addGridRow(page, GRID, { sequence: String(index + 1), operationItem: item });

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
    expect(await sheet.locator(`[data-print-child="${GRID}"] tbody tr td:nth-child(2)`).allInnerTexts()).toEqual(STEPS);
    expect(await sheet.locator('[data-print-signature]').count()).toBe(3);
    await screenshot(page, 'operation-ticket-print');
  });
});
