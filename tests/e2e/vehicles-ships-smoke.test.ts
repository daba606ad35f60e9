import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { clickSave, compactToday, countPrints, expectRuleMessage, field, openNew, printRecord } from './family-smoke.ts';
import { baseUrl, signIn } from './session.ts';
import { selectDictionary } from './vehicles.ts';
import { approveTodo, startWorkflow } from './workflow-steps.ts';

/** A staff member of the wind farm asks for a vehicle (modules/vmUseRequest.json), submits the request to its approval model, the other 值长 reviews it, and he prints it. */
describe('vehicles and ships smoke', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'zhangsan', 'Demo@2024');
    await countPrints(page);
  });
  afterAll(() => browser.close());

  it('adds a use request past its planned-times rule, submits it to its approval, reviews it and prints the request sheet', async () => {
    // Its own destination and a date after the demo month's: the new row heads the list, whatever else ran.
    const destination = `张北风电场 ${Date.now() % 100_000}号检修点`;
    await openNew(page, 'vm/useRequest', 'useReason');
    expect(await field(page, 'applicant').inputValue()).toBe('张三');
    await selectDictionary(page, 'purpose', '检修抢修');
    await field(page, 'useReason').fill('18号风机变桨变频器故障抢修');
    await field(page, 'destination').fill(destination);
    await field(page, 'plannedOut').fill('2030-06-03T08:00:00');
    await field(page, 'plannedBack').fill('2030-06-03T07:00:00');
    await field(page, 'passengers').fill('张三、李明');
    await expectRuleMessage(page, '计划出车时间不能晚于计划返回时间');
    await screenshot(page, 'vehicle-request-rule');

    await field(page, 'plannedBack').fill('2030-06-03T17:30:00');
    expect(await clickSave(page, 'vm/useRequest')).toMatchObject({ state: 0 });
    const row = page.locator('tbody tr', { hasText: destination }).first();
    await row.waitFor();
    const [, requestCode] = (await row.innerText()).match(new RegExp(`(YC${compactToday()}\\d{3})[\\s\\S]*草稿`)) ?? [];
    expect(requestCode).toBeDefined();
    // Submitted through its approval model from the record; 高峰, the farm's other 值长 (张三's own request is not his to review), reviews it on to the farm's head.
    await row.dblclick();
    await startWorkflow(page, { nextNode: '值长审核', handler: '高峰', candidates: ['高峰'] });
    const reviewer = await signIn(browser, 'gaofeng', 'Demo@2024');
    await approveTodo(reviewer, requestCode!, { nextNode: '场长审批派车', handler: '王海峰', opinion: '同意用车', shot: 'vehicle-request-reviewed' });
    await reviewer.context().close();

    await page.goto(`${baseUrl()}/vm/useRequest`);
    const sheet = await printRecord(page, page.locator('tbody tr', { hasText: destination }).first());
    expect(await sheet.locator('[data-print-field="destination"] > :last-child').innerText()).toBe(destination);
    expect(await sheet.locator('[data-print-field="useState"] > :last-child').innerText()).toBe('已提交');
    expect(await sheet.locator('[data-print-field="plannedHours"]').count()).toBe(0);
    expect(await sheet.locator('[data-print-signature]').count()).toBe(3);
    await screenshot(page, 'vehicle-request-print');
  });
});
