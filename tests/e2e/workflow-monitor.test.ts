import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { signIn } from './session.ts';
import { api, apiToken, expectCallOk, freshGeneralDefect, openWorkflowMenu, pickUsers, startReview } from './workflow-steps.ts';

type Defect = { key: string; code: string; title: string };

/** Where a defect's workflow stands, over the API: its current node and handlers. */
async function standing(token: string, key: string): Promise<{ node: string; users: string[] }> {
  const info = await api('system/workflow/initWfCommand.ajax', { moduleId: 'dfDefect', pkValue: key }, token);
  return { node: info.value.currentNodeId, users: Object.keys(info.value.currentUsers ?? {}) };
}

async function switchLanguage(page: Page, to: 'English' | '简体中文'): Promise<void> {
  await page.getByRole('button', { name: to === 'English' ? /简体中文/ : /English/ }).click();
  await page.getByText(to, { exact: true }).click();
}

/**
 * The workflow monitor and batch approval (issue 19 parts 4 and 5): the manager finds 张三's
 * team reviews in the monitor and gives the newest to 王五; 张三 approves three of his to-dos
 * in one batch and reads the result.
 */
describe('workflow monitor and batch approval', () => {
  let browser: Browser;
  let managerToken: string;
  const batch: Defect[] = [];
  let reassigned: Defect;

  beforeAll(async () => {
    browser = await launchBrowser();
    managerToken = await apiToken('manager', 'Manager@2024');
    // Started in this order: the batch's three first, the one to reassign last (the newest task).
    for (let index = 0; index < 4; index += 1) {
      const defect = await freshGeneralDefect('manager', 'Manager@2024');
      await startReview('manager', 'Manager@2024', defect.key);
      if (index < 3) batch.push(defect);
      else reassigned = defect;
    }
  });
  afterAll(() => browser.close());

  it('lets the manager filter the running workflows and reassign a task', async () => {
    const page = await signIn(browser, 'manager', 'Manager@2024');
    await openWorkflowMenu(page, '流程监控');
    await page.waitForURL(/\/workflow\/monitor/);
    await page.getByRole('table', { name: '运行中的流程' }).waitFor();
    await page.getByLabel('处理人').fill('张三');
    await page.getByLabel('环节').fill('班组长审核');
    await page.getByRole('button', { name: '查询' }).click();
    // Newest waiting first: the reassigned defect's review.
    await page.getByRole('button', { name: /已等待/ }).click();
    const first = page.locator('tbody tr').first();
    await expect.poll(() => first.innerText()).toContain(reassigned.title);
    for (const text of await page.locator('tbody tr').allInnerTexts()) expect(text).toContain('班组长审核 · 张三');
    await screenshot(page, 'workflow-monitor-zh');

    await first.getByRole('button', { name: /转办/ }).click();
    const dialog = page.getByRole('dialog', { name: '转办任务' });
    await dialog.getByRole('button', { name: '选择人员' }).click();
    await pickUsers(page, ['王五']);
    await dialog.getByLabel('转办原因').fill('张三休假，由王五代审');
    await screenshot(page, 'workflow-monitor-reassign-zh');
    await expectCallOk(page, 'reassignTask.ajax', () => dialog.getByRole('button', { name: '确定' }).click());
    await dialog.waitFor({ state: 'hidden' });
    expect(await standing(managerToken, reassigned.key)).toEqual({ node: 'teamReview', users: ['U0005'] });
    // Filtered on 张三, the reassigned review leaves the list.
    await expect.poll(() => page.locator('tbody').innerText()).not.toContain(reassigned.title);

    // The audit keeps it: from whom to whom, by whom and why, found by the reason.
    await page.getByRole('tab', { name: '转办记录' }).click();
    const audit = page.getByRole('form', { name: '筛选转办记录' });
    await audit.getByLabel('转办原因').fill('休假');
    await audit.getByRole('button', { name: '查询' }).click();
    const entry = page.getByRole('table', { name: '转办记录' }).locator('tbody tr').first();
    await expect.poll(() => entry.innerText()).toContain(reassigned.title);
    expect(await entry.innerText()).toContain('张三 → 王五');
    expect(await entry.innerText()).toContain('张三休假，由王五代审');
    await screenshot(page, 'workflow-monitor-audit-zh');

    await page.getByRole('tab', { name: '任务分布' }).click();
    await page.getByRole('table', { name: '任务分布' }).waitFor();
    await expect.poll(() => page.locator('tbody').innerText()).toContain('王五');

    await switchLanguage(page, 'English');
    await page.getByRole('tab', { name: 'Model versions' }).click();
    await page.getByRole('table', { name: 'Model versions' }).waitFor();
    await screenshot(page, 'workflow-monitor-versions-en');
    await page.getByRole('tab', { name: 'Running workflows' }).click();
    await page.getByRole('table', { name: 'Running workflows' }).waitFor();
    await screenshot(page, 'workflow-monitor-en');
  });

  it('lets 张三 approve three to-dos in one batch and shows which passed', async () => {
    const page = await signIn(browser, 'zhangsan', 'Demo@2024');
    await openWorkflowMenu(page, '任务中心');
    await page.waitForURL(/\/workflow\/tasks/);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    // Newest first: the three reviews started for the batch head the to-do list.
    for (let index = 0; index < 3; index += 1) await rows.nth(index).getByRole('checkbox').check();
    await page.getByText('已选 3 条').waitFor();
    await page.getByRole('button', { name: '批量审批' }).click();
    const dialog = page.getByRole('dialog', { name: '批量审批（3 条）' });
    await dialog.getByLabel('处理意见').fill('同意，按计划处理');
    await screenshot(page, 'workflow-batch-dialog-zh');
    await expectCallOk(page, 'batchSubmit.ajax', () => dialog.getByRole('button', { name: '审批通过' }).click());
    const result = page.getByRole('dialog', { name: '批量审批结果' });
    await expect.poll(() => result.getByRole('status').innerText()).toBe('通过 3 条，未通过 0 条');
    const passed = await result.getByRole('region', { name: '已通过' }).innerText();
    for (const defect of batch) expect(passed).toContain(defect.title);
    await screenshot(page, 'workflow-batch-result-zh');
    await result.getByRole('button', { name: '关闭' }).click();
    for (const defect of batch) expect((await standing(managerToken, defect.key)).node).toBe('specialistReview');

    await switchLanguage(page, 'English');
    await page.getByRole('button', { name: 'Batch approve' }).waitFor();
    await rows.first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Batch approve' }).click();
    await page.getByRole('dialog', { name: 'Batch approval (1 selected)' }).waitFor();
    await screenshot(page, 'workflow-batch-dialog-en');
  });
});
