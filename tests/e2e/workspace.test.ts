import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayToUtc, scheduleClock } from '../../runtime/schedule/occurrences.ts';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { acceptConfirm, baseUrl, signIn } from './session.ts';

/** Three days before the end of this month (Asia/Shanghai): a weekly event from there crosses into the next month. */
function startNearMonthEnd(): string {
  const today = dayToUtc(scheduleClock(new Date()).day);
  const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  return addDays(monthEnd, -3);
}

async function inEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('eop.locale', 'en-US'));
  await page.reload();
  // Not 'networkidle': the live message stream keeps a request open on every app page.
  await page.locator('header').waitFor();
}

async function inChinese(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('eop.locale', 'zh-CN'));
  await page.reload();
  // Not 'networkidle': the live message stream keeps a request open on every app page.
  await page.locator('header').waitFor();
}

describe('personal workspace', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'zhangsan', 'Demo@2024');
  });
  afterAll(() => browser.close());

  it('adds a weekly event, shows it in the month grid and the weeks across the month boundary, and completes one occurrence', async () => {
    await page.goto(`${baseUrl()}/index`);
    const widget = page.getByTestId('schedule-widget');
    await widget.getByRole('button', { name: '新增日程' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByTestId('schedule-form') });
    const start = startNearMonthEnd();
    await chooseValue(page, form.getByLabel(/^类型( |$)/), 'MT');
    await form.locator('textarea[name="content"]').fill('跨月周例会');
    await form.locator('input[name="startDtm"]').fill(start);
    await form.locator('input[name="allDay"]').uncheck();
    await form.locator('input[name="startTime"]').fill('15:00');
    await form.locator('input[name="endTime"]').fill('16:00');
    await chooseValue(page, form.getByLabel(/^重复( |$)/), 'W');
    await chooseValue(page, form.getByLabel('结束方式'), 'count');
    await form.locator('input[name="repeatCount"]').fill('3');
    await screenshot(page, 'schedule-form-zh');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });

    // The month grid of this month: the first occurrence and the next one, in a cell of next month.
    await widget.getByRole('button', { name: '展开月视图' }).click();
    const grid = widget.getByTestId('schedule-month-grid');
    await expect.poll(() => grid.getByRole('gridcell').count()).toBe(42);
    const next = addDays(start, 7);
    await expect.poll(() => grid.locator(`[data-day="${start}"]`).getAttribute('data-marked')).toBe('true');
    await expect.poll(() => grid.locator(`[data-day="${next}"]`).getAttribute('data-marked')).toBe('true');
    await grid.locator(`[data-day="${start}"]`).click();
    await widget.getByTestId('schedule-event').filter({ hasText: '跨月周例会' }).waitFor();
    await screenshot(page, 'schedule-month-zh');

    // The week view, paged forward into the next month.
    await widget.getByRole('button', { name: '收起为周视图' }).click();
    const week = widget.getByTestId('schedule-week');
    await expect.poll(() => week.locator(`[data-day="${start}"]`).getAttribute('data-marked')).toBe('true');
    await widget.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => week.locator(`[data-day="${next}"]`).getAttribute('data-marked')).toBe('true');
    await week.locator(`[data-day="${next}"]`).click();
    const row = widget.getByTestId('schedule-event').filter({ hasText: '跨月周例会' });
    await row.getByText('15:00-16:00').waitFor();

    // Completing this occurrence leaves the series: the week after is still open.
    await row.getByRole('button', { name: '完成' }).click();
    await acceptConfirm(page, '确认日程已完成？');
    await expect.poll(() => row.getAttribute('data-state')).toBe('20');
    await screenshot(page, 'schedule-week-zh');
    await widget.getByRole('button', { name: '下一页' }).click();
    await week.locator(`[data-day="${addDays(start, 14)}"]`).click();
    await expect.poll(() => widget.getByTestId('schedule-event').filter({ hasText: '跨月周例会' }).getAttribute('data-state')).toBe('10');

    // The detail dialog of an occurrence.
    await widget.getByTestId('schedule-event').filter({ hasText: '跨月周例会' }).getByRole('button', { name: '跨月周例会' }).click();
    const detail = page.getByRole('dialog').filter({ has: page.getByTestId('schedule-detail') });
    await detail.getByText('每周').waitFor();
    await screenshot(page, 'schedule-detail-zh');
    await detail.getByRole('button', { name: '关闭' }).click();

    await inEnglish(page);
    await page.getByTestId('schedule-widget').getByRole('heading', { name: 'My Schedule' }).waitFor();
    await screenshot(page, 'home-en');
    await page.getByTestId('schedule-widget').getByRole('button', { name: 'Add schedule' }).click();
    const english = page.getByRole('dialog').filter({ has: page.getByTestId('schedule-form') });
    await chooseValue(page, english.getByLabel(/^Repeat( |$)/), 'M');
    await english.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Please enter the schedule's content").first().waitFor();
    await screenshot(page, 'schedule-form-en');
    await english.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('quick-entries').getByRole('button', { name: 'Edit quick entries' }).click();
    await page.getByTestId('quick-entry-dialog').waitFor();
    await screenshot(page, 'quick-entry-dialog-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await inChinese(page);
    await screenshot(page, 'home-zh');
  });

  it('saves at most 8 quick entries from the dialog', async () => {
    await page.goto(`${baseUrl()}/index`);
    const widget = page.getByTestId('quick-entries');
    await widget.getByRole('button', { name: '编辑快捷入口' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('quick-entry-dialog') });
    await dialog.getByTestId('quick-entry-tree').locator('input[type="checkbox"]').first().waitFor();
    // Search narrows the tree to matching pages.
    await dialog.getByRole('searchbox').fill('车辆');
    await expect.poll(async () => (await dialog.getByTestId('quick-entry-tree').locator('label').allInnerTexts()).every((text) => text.includes('车辆'))).toBe(true);
    await dialog.getByRole('searchbox').fill('');
    const chosen = dialog.getByTestId('quick-entry-chosen').locator('li');
    const unchecked = dialog.getByTestId('quick-entry-tree').locator('input[type="checkbox"]:not(:checked)');
    while ((await chosen.count()) < 8) await unchecked.first().check();
    // A ninth is refused with the spec's message and not added.
    await unchecked.first().click();
    await page.getByText('最多只能添加8个快捷入口').first().waitFor();
    expect(await chosen.count()).toBe(8);
    const firstTwo = await chosen.evaluateAll((items) => items.slice(0, 2).map((item) => item.textContent?.replace(/^\d+/, '') ?? ''));
    await chosen.nth(1).dragTo(chosen.nth(0));
    await screenshot(page, 'quick-entry-dialog-zh');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => widget.locator('li').count(), { timeout: 10_000 }).toBe(8);
    const shown = await widget.locator('li').allInnerTexts();
    expect(shown.slice(0, 2).map((text) => text.trim())).toEqual([firstTwo[1], firstTwo[0]]);
  });

  it('draws the organisation chart and opens a unit’s people', async () => {
    await page.goto(`${baseUrl()}/sforgan/chart`);
    const chart = page.getByTestId('org-chart');
    const team = chart.locator('[data-sfo="team_T0101"]');
    await team.waitFor();
    await team.getByRole('button', { name: '运行一值' }).click();
    const people = page.getByTestId('org-people');
    await people.getByText('张三').waitFor();
    await people.getByText('值长').first().waitFor();
    await people.getByText('13900020002').waitFor();
    await screenshot(page, 'org-chart-zh');
    // Collapsing the production department hides its teams.
    await chart.locator('[data-sfo="depart_D0101"]').getByRole('button', { name: '收起' }).click();
    await team.waitFor({ state: 'detached' });
    await inEnglish(page);
    await page.getByTestId('org-chart').locator('[data-sfo="depart_D0102"]').getByRole('button').first().click();
    await page.getByTestId('org-people').waitFor();
    await screenshot(page, 'org-chart-en');
    await inChinese(page);
  });
});
