import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { clickSave, countPrints, expectRuleMessage, field, findRow, openNew, pickReference, printRecord, rowTransition } from './family-smoke.ts';
import { signIn } from './session.ts';
import { chooseOption } from './record-form-steps.ts';
import { selectDictionary } from './vehicles.ts';

const GRID = '[data-grid="emDrillParticipant"]';

/** The wind farm's safety head publishes an on-site procedure (modules/emPlan.json), then holds and prints a drill of it (emDrill). */
describe('emergency smoke', () => {
  let browser: Browser;
  let page: Page;
  const planName = `风机机舱火灾现场处置方案 E2E${Date.now() % 100_000}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser, 'manager', 'Manager@2024');
    await countPrints(page);
  });
  afterAll(() => browser.close());

  it('adds a plan past its validity rule and publishes it from the list', async () => {
    await openNew(page, 'em/plan', 'planName');
    await field(page, 'planName').fill(planName);
    await selectDictionary(page, 'planLevel', '现场处置方案');
    await selectDictionary(page, 'planType', '事故灾难');
    expect(await field(page, 'version').inputValue()).toBe('V1.0');
    await field(page, 'effectiveDate').fill('2026-12-01');
    await field(page, 'expiryDate').fill('2026-11-01');
    await expectRuleMessage(page, '失效日期必须晚于生效日期');
    await screenshot(page, 'emergency-plan-rule');
    await field(page, 'expiryDate').fill('2029-12-01');
    expect(await clickSave(page, 'em/plan')).toMatchObject({ state: 0 });
    const row = await findRow(page, 'em/plan', planName, planName);
    await rowTransition(page, row, '发布', '已发布');
    await screenshot(page, 'emergency-plan-published');
  });

  it('adds a drill of the plan with its participants, holds it and prints the drill record', async () => {
    const drillName = `${planName.replace('现场处置方案', '')}实战演练`;
    await openNew(page, 'em/drill', 'drillName');
    await field(page, 'drillName').fill(drillName);
    await pickReference(page, 'planNo', planName);
    await selectDictionary(page, 'drillType', '实战演练');
    await field(page, 'drillDate').fill('2026-11-26');
    await field(page, 'location').fill('12号风机');
    await field(page, 'scenario').fill('12号风机机舱变流器柜冒烟起火，机舱内 2 名检修人员紧急撤离');
    await expectRuleMessage(page, '参演人员至少需要 1 行');
    for (const [index, [name, role]] of [['王海峰', '指挥'], ['张三', '救援'], ['李明', '医疗']].entries()) {
      await page.getByRole('button', { name: '+ 添加行' }).click();
      const gridRow = page.locator(`${GRID} tbody tr`).nth(index);
      await gridRow.locator('input[type="text"]').first().fill(name ?? '');
      await chooseOption(page, gridRow.locator('button[aria-haspopup="listbox"]').first(), role ?? '');
    }
    await screenshot(page, 'emergency-drill-form');
    expect(await clickSave(page, 'em/drill')).toMatchObject({ state: 0 });
    const row = await findRow(page, 'em/drill', drillName, drillName);
    // The participants are counted by the server from the rows saved: 12号风机 is the location before the count.
    expect(await row.innerText()).toMatch(/12号风机\s+3\s[\s\S]*计划/);
    await rowTransition(page, row, '实施完成', '已实施');

    const sheet = await printRecord(page, row);
    expect(await sheet.locator('[data-print-field="planNo"] > :last-child').innerText()).toBe(planName);
    expect(await sheet.locator('[data-print-child="emDrillParticipant"] tbody tr td:nth-child(1)').allInnerTexts()).toEqual(['王海峰', '张三', '李明']);
    await screenshot(page, 'emergency-drill-print');
  });
});
