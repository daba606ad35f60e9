import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { acceptConfirm, baseUrl, listTotal, signIn } from './session.ts';
import { dataSheet, downloadBy, readWorkbook, setRow } from './workbook-helpers.ts';

/** A few thousand rows: several batches of 1000, so the dialog shows the import part-way. */
const ROWS = 4000;
/** Every this-many-th row lacks its required name and is refused. */
const REFUSE_EVERY = 200;
const REFUSED = ROWS / REFUSE_EVERY;

describe('import progress', () => {
  let browser: Browser;
  let page: Page;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-import-progress-'));
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(async () => {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows the rows read, written and refused while a large import runs, then its result', async () => {
    await page.goto(`${baseUrl()}/ba/station`);
    await expect.poll(() => listTotal(page)).toBeGreaterThan(0);
    const workbook = await readWorkbook(await downloadBy(page, () => page.getByRole('button', { name: '下载模板', exact: true }).click(), dir));
    const sheet = dataSheet(workbook);
    for (let index = 1; index <= ROWS; index += 1) {
      setRow(sheet, index + 1, { 场站编码: `PROG${index}`, 场站名称: index % REFUSE_EVERY === 0 ? null : `进度场站${index}`, 场站类型: '风电', '装机容量(MW)': 10 });
    }
    const file = path.join(dir, 'progress-stations.xlsx');
    await workbook.xlsx.writeFile(file);

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: /导入数据|导入结果/ });
    await dialog.locator('[data-testid="import-file-input"]').setInputFiles(file);
    await dialog.getByRole('button', { name: '上传并导入' }).click();
    await acceptConfirm(page, '文件已上传，是否开始导入数据？');

    // While it runs the dialog shows the counts the server reports; the first look follows the
    // job's id at once, before a file this size is read. How far later looks find the job depends
    // on the machine's speed: tests/api/import-jobs.test.ts proves the counts advance batch by
    // batch, this test that the dialog shows them and then the result.
    const progress = dialog.getByTestId('job-progress');
    await progress.getByText(/^已读取 \d+ 行，已写入 \d+ 行，未通过 \d+ 行$/).waitFor({ timeout: 120_000 });
    await screenshot(page, 'import-progress-running');

    await dialog.getByText(`成功导入 ${ROWS - REFUSED} 条，失败 ${REFUSED} 条（详情请下载文件查看）`).waitFor({ timeout: 300_000 });
    await expect.poll(() => dialog.getByRole('button', { name: '导入异常数据' }).count()).toBe(1);
    await screenshot(page, 'import-progress-result');
  }, 600_000);
});
