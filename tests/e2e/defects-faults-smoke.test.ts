import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { clickSave, compactToday, expectRuleMessage, field, findRow, openNew, pickReference, rowTransition } from './family-smoke.ts';
import { expandTreeNode, signIn } from './session.ts';
import { selectDictionary } from './vehicles.ts';
import { downloadBy, readWorkbook } from './workbook-helpers.ts';

/** A wind-farm operator logs a turbine fault (modules/dfFault.json), marks it recovered and exports the list. */
describe('defects and faults smoke', () => {
  let browser: Browser;
  let page: Page;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-e2e-'));

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'zhangsan', 'Demo@2024');
  });
  afterAll(async () => {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const dialog = () => page.getByRole('dialog').last();
  const expand = (name: string) => expandTreeNode(dialog(), name);

  it('adds a fault past its times rule, sees the downtime computed, marks it recovered and exports it', async () => {
    const text = `变桨变频器故障 E2E${Date.now() % 100_000}`;
    await openNew(page, 'df/fault', 'deviceFaultCode');
    await pickReference(page, 'czxxNo', '张北风电场');
    await field(page, 'eqNo').click();
    await dialog().locator('[data-reference-tree] li[role="treeitem"]').first().waitFor();
    await expand('张北风电场');
    await expand('1号集电线路');
    await dialog().locator('[data-reference-tree]').getByRole('button', { name: '2号风机', exact: true }).click();
    await dialog().waitFor({ state: 'hidden' });
    await field(page, 'deviceFaultCode').fill('F0123');
    await field(page, 'faultText').fill(text);
    await selectDictionary(page, 'faultType', '电气');
    await field(page, 'startTime').fill('2026-11-20T03:12:00');
    await field(page, 'endTime').fill('2026-11-19T21:42:00');
    await expectRuleMessage(page, '故障恢复时间不能早于故障开始时间');
    await screenshot(page, 'fault-rule');

    await field(page, 'endTime').fill('2026-11-20T21:42:00');
    // The downtime is the form's own computation, before the server's.
    await expect.poll(() => field(page, 'durationHours').inputValue()).toBe('18.50');
    await field(page, 'lostEnergyKwh').fill('31250.5');
    expect(await clickSave(page, 'df/fault')).toMatchObject({ state: 0 });
    const row = await findRow(page, 'df/fault', 'F0123', text);
    expect(await row.innerText()).toMatch(new RegExp(`GZ${compactToday()}\\d{3}[\\s\\S]*18\\.50[\\s\\S]*未恢复`));
    await rowTransition(page, row, '恢复运行', '已恢复');
    await screenshot(page, 'fault-recovered');

    const exported = await downloadBy(page, () => page.getByRole('button', { name: '导出', exact: true }).click(), dir);
    const sheet = (await readWorkbook(exported)).worksheets[0];
    const texts: string[] = [];
    sheet?.eachRow((sheetRow) => texts.push(sheetRow.values?.toString() ?? ''));
    expect(texts.find((line) => line.includes(text))).toMatch(/2号风机.*F0123.*已恢复/);
  });
});
