import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { listTotal } from './session.ts';
import { dataSheet, downloadBy, headerLabels, readWorkbook } from './workbook-helpers.ts';

/**
 * Steps on an open report page (src/screens/report/): drilling from the first figure of its table
 * into the source list and back, and exporting the table it shows.
 */

/** Clicks the table's first figure: the source list opens with exactly that many records. */
export async function drillFirstCell(page: Page, listPath: string): Promise<void> {
  const cell = page.locator('[data-testid="report-table"] tbody button').first();
  const expected = Number(await cell.innerText());
  expect(expected).toBeGreaterThan(0);
  await cell.click();
  await page.waitForURL((url) => url.pathname === listPath && url.searchParams.has('drill'));
  expect(await listTotal(page)).toBe(expected);
  await page.getByRole('status').filter({ hasText: '正在显示报表单元格对应的记录' }).waitFor();
}

/** Exports the table to Excel: its header is `headers` and it holds the rows the page shows. */
export async function exportReportTable(page: Page, dir: string, headers: string[]): Promise<void> {
  await page.getByTestId('report-table').waitFor();
  const rows = await page.locator('[data-testid="report-table"] tbody tr').count();
  const file = await downloadBy(page, () => page.getByRole('button', { name: '导出Excel' }).click(), dir);
  const sheet = dataSheet(await readWorkbook(file));
  expect(headerLabels(sheet)).toEqual(headers);
  expect(sheet.rowCount).toBe(1 + rows);
}
