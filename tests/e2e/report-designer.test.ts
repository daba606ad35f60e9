import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, takeCspViolations } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { drillFirstCell, exportReportTable } from './report-steps.ts';
import { baseUrl, signIn } from './session.ts';

const REPORT_ID = 'rpE2eDefects';
const TITLE = '分析员缺陷月报';

/**
 * Issue 19: an analyst builds "defects by station and category per month" in the designer without
 * code and submits it, an administrator publishes it with a menu entry, and a manager opens it from
 * that menu, drills into the defect list and exports it; its figures are the demo report's, which
 * the API tests hold equal to a direct count.
 */
describe('report designer', { timeout: 240_000 }, () => {
  let browser: Browser;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-report-designer-'));

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(takeCspViolations()).toEqual([]);
  });

  /** The table's rows as texts, once the report's table shows. */
  const tableRows = async (page: Page) => {
    await page.getByTestId('report-table').waitFor();
    return page.locator('[data-testid="report-table"] tbody tr').allInnerTexts();
  };

  it('lets an analyst build the report from parts with a live preview, save it and submit it', async () => {
    const page = await signIn(browser, 'analyst', 'Demo@2024');
    await page.getByText('系统设置', { exact: true }).first().click();
    await page.getByText('模块设计', { exact: true }).first().click();
    await page.waitForURL(/\/setting\/moduleDesigner/);
    await page.getByRole('button', { name: '报表设计' }).click();
    await page.getByLabel('新报表编号').fill(REPORT_ID);
    await page.getByRole('button', { name: '新建报表' }).click();

    const editor = page.getByRole('region', { name: /^编辑报表/ });
    await chooseValue(page, editor.getByLabel(/^数据来源模块( |$)/), 'dfDefect');
    await editor.getByLabel('中文标题').fill(TITLE);
    await editor.getByLabel('英文标题').fill('Analyst defects per month');
    for (const [index, field, name] of [[1, 'foundTime', 'month'], [2, 'czxxNo', 'station'], [3, 'category', 'category']] as const) {
      await editor.getByRole('button', { name: '添加维度' }).click();
      const dimension = editor.getByRole('group', { name: `维度 ${index}` });
      await chooseValue(page, dimension.getByLabel(/^字段( |$)/), field);
      await dimension.getByLabel('名称').fill(name);
      if (field === 'foundTime') await chooseValue(page, dimension.getByLabel(/^日期分组( |$)/), 'month');
    }
    const measure = editor.getByRole('group', { name: '度量 1' });
    await measure.getByLabel('中文名称').fill('缺陷数');
    await measure.getByLabel('英文名称').fill('Defects');
    await chooseValue(page, editor.getByLabel(/^展示方式( |$)/), 'bar');
    await chooseValue(page, editor.getByLabel(/^横轴( |$)/), 'month');
    await chooseValue(page, editor.getByLabel(/^系列( |$)/), 'category');
    await chooseValue(page, editor.getByLabel(/^上级菜单( |$)/), 'm_defect');

    // The preview runs the unsaved bundle on real data: the chart and the table under it.
    const preview = page.getByTestId('report-preview');
    await preview.locator('[data-testid="report-chart"] canvas').waitFor();
    await expect.poll(async () => preview.locator('[data-testid="report-table"] thead th').allInnerTexts()).toEqual(['发现时间', '场站', '缺陷类别', '缺陷数']);
    await screenshot(page, 'report-designer-preview-zh');

    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText(/草稿已保存为版本 1/).waitFor();
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText(/已通知/).waitFor();
    // An analyst may not publish.
    expect(await page.getByRole('region', { name: '版本' }).getByRole('button', { name: '发布' }).count()).toBe(0);
  });

  it('lets an administrator publish it with its menu entry, and a manager open it from that menu, drill down and export it', async () => {
    const admin = await signIn(browser, 'admin', 'Admin@2024');
    await admin.goto(`${baseUrl()}/setting/moduleDesigner?report=${REPORT_ID}`);
    const versions = admin.getByRole('region', { name: '版本' });
    await versions.getByRole('button', { name: '发布' }).click();
    await admin.getByText('已发布版本 1').waitFor();
    await screenshot(admin, 'report-designer-published-zh');

    const manager = await signIn(browser, 'manager', 'Manager@2024');
    await manager.getByText('缺陷管理', { exact: true }).first().click();
    await manager.getByText(TITLE, { exact: true }).first().click();
    await manager.waitForURL((url) => url.pathname === `/system/jimu/reportMenuView/${REPORT_ID}`);
    await manager.locator('[data-testid="report-chart"] canvas').waitFor();
    const built = await tableRows(manager);
    expect(built.length).toBeGreaterThan(1);
    await screenshot(manager, 'report-designer-opened-by-manager-zh');
    // The same groups and figures as the demo report built from the same parts.
    await manager.goto(`${baseUrl()}/system/jimu/reportMenuView/rpDefectsByStation`);
    expect(await tableRows(manager)).toEqual(built);

    await manager.goto(`${baseUrl()}/system/jimu/reportMenuView/${REPORT_ID}`);
    await drillFirstCell(manager, '/df/defect');
    await manager.goBack();
    await exportReportTable(manager, dir, ['发现时间', '场站', '缺陷类别', '缺陷数']);
  });
});
