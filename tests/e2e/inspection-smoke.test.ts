import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseOption, countPrints, pickReference } from './record-form-steps.ts';
import { acceptConfirm, baseUrl, signIn } from './session.ts';
import { api, apiToken } from './workflow-steps.ts';

const detailHeader = (page: Page) => page.locator('header').filter({ has: page.getByRole('button', { name: '关闭', exact: true }) });

/**
 * Inspection and overhaul smoke (modules/ip*, modules/oh*): a staff member records an
 * inspection whose abnormal item must be explained first, submits it and finds the defect it
 * raised on the printed record; an administrator releases a process card after a revision the
 * pattern refuses, and prints it.
 */
describe('inspection and overhaul smoke', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('records an inspection with an abnormal item, explained after the refusal, and submits it to raise the defect', async () => {
    const page = await signIn(browser, 'zhangsan', 'Demo@2024');
    await countPrints(page);
    const token = await apiToken('zhangsan', 'Demo@2024');
    await page.goto(`${baseUrl()}/ip/record`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await pickReference(page, 'czxxNo', '风电场');
    await pickReference(page, 'cardNo', '风机塔筒及基础巡检');
    // Ends in the minute it started: the start's now() default stops at the minute its picker shows.
    await page.locator('#root_endTime').fill(await page.locator('#root_startTime').inputValue());

    const grid = page.locator('[data-grid="ipRecordItem"]');
    const row = (index: number) => grid.locator('tbody tr').nth(index);
    await page.getByRole('button', { name: '+ 添加行' }).click();
    await page.getByRole('button', { name: '+ 添加行' }).click();
    await row(0).locator('[id$="-itemName"]').fill('塔筒法兰螺栓');
    await chooseOption(page, row(0).locator('[id$="-result"]'), '异常');
    await row(0).locator('[id$="-measuredValue"]').fill('3');
    await row(1).locator('[id$="-itemName"]').fill('爬梯及防坠导轨');

    // An abnormal item without its explanation is refused, the message in its cell.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await row(0).getByRole('alert').filter({ hasText: '异常说明' }).waitFor();
    await screenshot(page, 'inspection-remark-required');
    await row(0).locator('[id$="-remark"]').fill('第二节法兰 2 颗螺栓标记线错位');
    const saved = page.waitForResponse((response) => response.url().includes('ip/record/save.ajax'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const answer = await (await saved).json();
    expect(answer).toMatchObject({ state: 0 });
    const key = answer.value as string;
    const stored = (await api('ip/record/find.ajax', { pkValue: key }, token)).recorder;
    expect([stored.itemCount, stored.abnormalCount, stored.inspector]).toEqual([2, 1, '张三']);

    await page.locator('tbody tr', { hasText: stored.recordCode }).first().dblclick();
    await detailHeader(page).getByRole('button', { name: '提交', exact: true }).click();
    await acceptConfirm(page, '提交：将记录变更为已提交？');
    await page.getByText('操作成功').first().waitFor();
    await expect.poll(async () => (await api('ip/record/find.ajax', { pkValue: key }, token)).recorder.recordState).toBe('20');
    const items = (await api('ip/record/find.ajax', { pkValue: key }, token)).recorder._children.ipRecordItem;
    expect(items[1].defectNo).toBeNull();
    const defect = (await api('df/defect/find.ajax', { pkValue: items[0].defectNo }, token)).recorder;
    expect(defect).toMatchObject({ title: '巡检异常：塔筒法兰螺栓', defectState: '10', foundBy: '张三' });

    await page.getByRole('button', { name: '打印', exact: true }).click();
    const sheet = page.locator('[data-print-sheet]');
    await sheet.waitFor();
    await expect.poll(() => sheet.locator('[data-print-child="ipRecordItem"]').innerText()).toContain(defect.defectCode);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prints?: number }).__prints)).toBe(1);
    await screenshot(page, 'inspection-printed');
    await page.context().close();
  });

  it('releases a process card after its revision is corrected, and prints it with its hold points', async () => {
    const page = await signIn(browser, 'manager', 'Manager@2024');
    await countPrints(page);
    await page.goto(`${baseUrl()}/oh/processCard`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const name = `风机偏航刹车片更换-${Date.now()}`;
    await page.locator('#root_cardName').fill(name);
    await page.locator('#root_revision').fill('a1');
    await chooseOption(page, page.locator('#root_equipmentType'), '风机');
    const grid = page.locator('[data-grid="ohProcessStep"]');
    await page.getByRole('button', { name: '+ 添加行' }).click();
    await grid.locator('tbody tr').first().locator('[id$="-stepName"]').fill('拆除旧刹车片');
    await grid.locator('tbody tr').first().locator('[id$="-standard"]').fill('刹车片剩余厚度记录');
    const holdPoint = grid.locator('tbody tr').first().getByRole('switch');
    await holdPoint.click();
    await expect.poll(() => holdPoint.getAttribute('aria-checked')).toBe('true');

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('版次形如 A、B1').first().waitFor();
    await screenshot(page, 'process-card-revision-refused');
    await page.locator('#root_revision').fill('B');
    const saved = page.waitForResponse((response) => response.url().includes('oh/processCard/save.ajax'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });

    await page.getByPlaceholder('请输入关键字').first().fill(name);
    await page.getByRole('button', { name: '查询' }).click();
    await page.locator('tbody tr', { hasText: name }).first().dblclick();
    await detailHeader(page).getByRole('button', { name: '发布', exact: true }).click();
    await acceptConfirm(page, '发布：将记录变更为已发布？');
    await page.getByText('操作成功').first().waitFor();
    await detailHeader(page).getByRole('button', { name: '修订', exact: true }).waitFor();

    await page.getByRole('button', { name: '打印', exact: true }).click();
    const sheet = page.locator('[data-print-sheet]');
    await sheet.waitFor();
    expect(await sheet.locator('[data-print-field="cardName"] > :last-child').innerText()).toBe(name);
    expect(await sheet.locator('[data-print-field="holdPoints"] > :last-child').innerText()).toBe('1');
    await expect.poll(() => sheet.locator('[data-print-child="ohProcessStep"]').innerText()).toContain('拆除旧刹车片');
    await screenshot(page, 'process-card-printed');
    await page.context().close();
  });
});
