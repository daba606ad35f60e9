import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, takeCspViolations } from './browser.ts';
import { drillFirstCell, exportReportTable } from './report-steps.ts';
import { signIn } from './session.ts';

const REPORT = '/system/jimu/reportMenuView/rpDefectsByStation';

/** Issue 19: a manager opens the demo defects report, drills from a cell into the defect list, exports the table. */
describe('reports', { timeout: 180_000 }, () => {
  let browser: Browser;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'manager', 'Manager@2024');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-reports-'));
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(takeCspViolations()).toEqual([]);
  });

  it('opens the report from its menu entry with its chart and table', async () => {
    await page.getByText('缺陷管理', { exact: true }).first().click();
    await page.getByText('各场站缺陷月度统计', { exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === REPORT);
    await page.getByTestId('report-table').waitFor();
    await page.locator('[data-testid="report-chart"] canvas').waitFor();
    expect(await page.locator('[data-testid="report-table"] thead th').allInnerTexts()).toEqual(['月份', '场站', '缺陷类别', '缺陷数']);
    await screenshot(page, 'report-defects-zh');
  });

  it('drills from a cell into the defect list of exactly its records', async () => {
    await drillFirstCell(page, '/df/defect');
    await screenshot(page, 'report-defects-drilled');
    await page.goBack();
    await page.getByTestId('report-table').waitFor();
  });

  it('narrows by the defect list’s search conditions and exports the table it shows', async () => {
    await page.getByRole('search').getByRole('button', { name: '查询' }).click();
    await exportReportTable(page, dir, ['月份', '场站', '缺陷类别', '缺陷数']);
  });

  it('shows the report in English', async () => {
    await page.getByRole('button', { name: /简体中文/ }).click();
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Export to Excel' }).waitFor();
    await expect.poll(() => page.locator('[data-testid="report-table"] thead th').allInnerTexts()).toEqual(['Month', 'Station', 'Category', 'Defects']);
    await screenshot(page, 'report-defects-en');
  });
});
