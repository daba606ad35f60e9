import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { publishFixture } from './publish-fixture.ts';
import { baseUrl, editRow, signIn } from './session.ts';

const GRID = '[data-grid="e2eSafetyMeasure"]';

describe('inline child grid', () => {
  let browser: Browser;
  let staff: Page;

  const row = (index: number) => staff.locator(`${GRID} tbody tr`).nth(index);
  const cell = (index: number, column: number) => row(index).locator('input[type="text"]').nth(column);
  const measures = () => staff.locator(`${GRID} tbody tr`).evaluateAll((rows) => rows.map((tr) => (tr.querySelector('input[type="text"]') as HTMLInputElement | null)?.value ?? ''));

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await signIn(browser);
    await publishFixture(admin, 'inline-grid', 'e2eSafetyMeasure');
    await publishFixture(admin, 'inline-grid', 'e2eWorkTicket');
    await admin.context().close();
    staff = await signIn(browser, 'zhangsan', 'Demo@2024');
  });
  afterAll(() => browser.close());

  it('adds a ticket with three measures before its first save, reorders them, saves and reopens it', async () => {
    await staff.goto(`${baseUrl()}/e2e/workTicket`);
    await staff.getByRole('button', { name: '新增', exact: true }).click();
    await staff.locator('#root_title').fill('1号风机齿轮箱检修');
    await staff.locator(GRID).waitFor();
    for (let index = 0; index < 3; index += 1) await staff.getByRole('button', { name: '+ 添加行' }).click();
    await expect.poll(() => staff.locator(`${GRID} tbody tr`).count()).toBe(3);
    // The new row's first cell has the focus: typing goes straight in.
    await expect.poll(() => staff.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^grid-e2eSafetyMeasure-.*-measure$/);
    const values = [['断开主开关', '张三'], ['验电接地', '李四'], ['悬挂标示牌', '']];
    for (const [index, [measure, executor]] of values.entries()) {
      await cell(index, 0).fill(measure ?? '');
      await cell(index, 1).fill(executor ?? '');
    }
    // A row breaking its rule refuses the save and shows the message in its cell.
    await staff.getByRole('button', { name: '保存', exact: true }).click();
    await row(2).getByText('请输入执行人').waitFor();
    await screenshot(staff, 'inline-grid-row-error');
    await cell(2, 1).fill('王五');
    await expect.poll(() => row(2).getByText('请输入执行人').count()).toBe(0);

    // Reorder with the mouse (row 1 down) and the keyboard (Alt+↑ on the last row).
    await staff.getByRole('button', { name: '下移 1', exact: true }).click();
    expect(await measures()).toEqual(['验电接地', '断开主开关', '悬挂标示牌']);
    await cell(2, 0).focus();
    await staff.keyboard.press('Alt+ArrowUp');
    expect(await measures()).toEqual(['验电接地', '悬挂标示牌', '断开主开关']);
    await expect.poll(() => staff.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('悬挂标示牌');
    await screenshot(staff, 'inline-grid-before-save');

    const saved = staff.waitForResponse((response) => response.url().includes('e2e/workTicket/save.ajax'));
    await staff.getByRole('button', { name: '保存', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });

    await editRow(staff.locator('tbody tr', { hasText: '1号风机齿轮箱检修' }).first());
    await staff.locator(`${GRID} tbody tr`).nth(2).waitFor();
    expect(await measures()).toEqual(['验电接地', '悬挂标示牌', '断开主开关']);
    expect(await staff.locator(`${GRID} tbody tr td:first-child`).allInnerTexts()).toEqual(['1', '2', '3']);
    await screenshot(staff, 'inline-grid-reopened');
  });
});
