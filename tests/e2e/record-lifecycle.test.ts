import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { acceptConfirm, baseUrl, signIn } from './session.ts';
import { api, apiToken } from './workflow-steps.ts';

interface DefectRow {
  pkValue: string;
  rowDatas: Record<string, string>;
}

/** A staff user moves defects through their life cycle (modules/dfDefect.json `lifecycle`) from the detail page and from the list. */
describe('record life cycle buttons', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'zhangsan', 'Demo@2024');
    token = await apiToken('zhangsan', 'Demo@2024');
  });
  afterAll(() => browser.close());

  /**
   * Confirmed defects of 张三's organisation that may be dispatched (a team is set), with unique
   * codes, and that no workflow holds: earlier e2e files start the review on demo defects, and a
   * running workflow moves a record's state itself, so it offers no life-cycle buttons.
   */
  async function confirmedDefects(): Promise<DefectRow[]> {
    const list = await api('df/defect/tableList.ajax', { condition: 'defectState:S_E20', pageSize: '100' }, token);
    const candidates = (list.rows as DefectRow[]).filter((row) => row.rowDatas.teamNo && row.rowDatas.defectCode);
    const free = await Promise.all(
      candidates.map(async (row) => ['noWorkflow', 'starting'].includes((await api('system/workflow/initWfCommand.ajax', { moduleId: 'dfDefect', pkValue: row.pkValue }, token)).value?.state)),
    );
    return candidates.filter((_, index) => free[index]);
  }

  async function searchDefect(defect: DefectRow): Promise<void> {
    await page.goto(`${baseUrl()}/df/defect`);
    await page.getByPlaceholder('请输入关键字').first().fill(defect.rowDatas.title ?? '');
    await page.getByRole('button', { name: '查询' }).click();
    await page.locator('tbody tr', { hasText: defect.rowDatas.defectCode }).first().waitFor();
  }

  const stateOf = async (key: string) => (await api('df/defect/find.ajax', { pkValue: key }, token)).recorder.defectState as string;

  it('dispatches a defect from its detail page and shows the new state and the history', async () => {
    const [defect] = await confirmedDefects();
    if (!defect) throw new Error('no confirmed defect with a team');
    await searchDefect(defect);
    await page.locator('tbody tr', { hasText: defect.rowDatas.defectCode }).first().dblclick();
    const header = page.locator('header').filter({ has: page.getByRole('button', { name: '关闭', exact: true }) });
    await header.getByRole('button', { name: '派工', exact: true }).click();
    await acceptConfirm(page, '派工：将记录变更为已派工？');
    await page.getByText('操作成功').first().waitFor();
    const history = page.getByRole('region', { name: '状态记录' });
    await history.getByText('已派工').first().waitFor();
    await expect.poll(() => history.locator('tbody tr').first().innerText()).toMatch(/派工\s+已确认\s+已派工\s+张三/);
    // Dispatched: the state offers elimination now, not dispatch.
    await header.getByRole('button', { name: '消缺', exact: true }).waitFor();
    expect(await header.getByRole('button', { name: '派工', exact: true }).count()).toBe(0);
    expect(await stateOf(defect.pkValue)).toBe('30');
    await screenshot(page, 'lifecycle-detail-dispatched');
  });

  it('dispatches a defect from the list row actions and shows its new state in the row', async () => {
    const defect = (await confirmedDefects())[0];
    if (!defect) throw new Error('no second confirmed defect with a team');
    await searchDefect(defect);
    const row = page.locator('tbody tr', { hasText: defect.rowDatas.defectCode }).first();
    await row.getByRole('button', { name: '派工', exact: true }).click();
    await acceptConfirm(page, '派工：将记录变更为已派工？');
    await expect.poll(() => row.innerText()).toContain('已派工');
    await row.getByRole('button', { name: '消缺', exact: true }).waitFor();
    expect(await stateOf(defect.pkValue)).toBe('30');
    await screenshot(page, 'lifecycle-list-dispatched');
  });
});
