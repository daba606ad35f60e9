import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { addField, createModule, grant, openSection, publishAsManager, saveOpenDraft } from './designer-steps.ts';
import { chooseValue, countPrints, field, printSheet, save } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';

const MODULE_ID = 'qaHotWork';
const PATTERN_MESSAGE = '动火证号形如 DH-0001';

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

/**
 * Issue 13: a field's own pattern, a three-column section with its help, a field spanning two
 * columns, a field's help text and an A4 print template with a signature box, made by an analyst
 * in the designer; staff then meet the pattern's message, see the layout and print a record.
 */
describe('designer: pattern, layout and print', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an analyst gives a field a pattern and a help text, spans another, lays the section in three columns and adds a print template', async () => {
    const page = await signIn(browser, 'analyst', 'Demo@2024');
    await createModule(page, MODULE_ID, '动火登记', 'Hot work');
    await openSection(page, '字段');
    const permit = await addField(page, 'permitCode', 'text', '动火证号', 'Permit no.');
    await permit.getByLabel(/^正则表达式/).fill('DH-\\d{4}');
    await permit.getByLabel('不匹配时的提示 中文').fill(PATTERN_MESSAGE);
    await permit.getByLabel('不匹配时的提示 English').fill('Permit numbers look like DH-0001');
    await permit.getByLabel('填写说明 中文').fill('动火证右上角的编号');
    await permit.getByLabel('填写说明 English').fill('The number at the top right of the permit');
    const place = await addField(page, 'location', 'text', '动火地点', 'Location');
    await chooseValue(page, place.getByLabel(/^跨列( |$)/), '2');
    await openSection(page, '表单布局');
    await chooseValue(page, page.getByLabel(/^每行列数( |$)/), '3');
    await page.getByLabel('分区说明 中文').fill('动火前先核对动火证');
    await page.getByLabel('分区说明 English').fill('Check the permit before any hot work');

    await openSection(page, '打印模板');
    await page.getByRole('button', { name: '添加打印模板' }).click();
    await page.getByLabel('打印单标题 中文').fill('动火登记单');
    await page.getByLabel('打印单标题 English').fill('Hot work sheet');
    await page.getByRole('button', { name: '添加签字栏分区' }).click();
    await page.getByLabel('签字人 中文').fill('动火监护人');
    await page.getByLabel('签字人 English').fill('Fire watcher');
    await screenshot(page, 'designer-print-template');

    await grant(page, { 普通用户: ['查看', '新增', '编辑'] });
    await page.getByText('校验通过', { exact: true }).waitFor();
    await saveOpenDraft(page);
    await page.getByText('草稿 v1').waitFor();
    await page.context().close();
  });

  describe('an administrator and staff', () => {
    let staff: Page;
    beforeAll(async () => {
      await publishAsManager(browser, MODULE_ID, '动火登记', '首次发布动火登记');
      staff = await signIn(browser, 'zhangsan', 'Demo@2024');
      await countPrints(staff);
    });

    it('shows the help texts, the three columns and the spanned field, refuses a permit number off the pattern in its own words', async () => {
      await staff.goto(`${baseUrl()}/qa/hotWork`);
      await staff.getByRole('button', { name: '新增', exact: true }).click();
      await field(staff, 'name').fill('2号风机机舱动火');
      await staff.getByText('动火证右上角的编号').waitFor();
      await staff.getByText('动火前先核对动火证').waitFor();
      const [name, permit, place] = await Promise.all(['name', 'permitCode', 'location'].map((field) => box(staff.locator(`[data-field="${field}"]`))));
      // Three columns: name and permit side by side; the location's two columns do not fit beside them.
      expect(Math.abs(name!.y - permit!.y)).toBeLessThan(2);
      expect(name!.x).toBeLessThan(permit!.x);
      expect(place!.y).toBeGreaterThan(permit!.y);
      expect(place!.width).toBeGreaterThan(permit!.width * 1.8);
      await field(staff, 'location').fill('2号风机机舱');
      await field(staff, 'permitCode').fill('DH-12');
      await staff.getByRole('button', { name: '保存', exact: true }).click();
      await staff.getByText(PATTERN_MESSAGE).first().waitFor();
      await screenshot(staff, 'designer-pattern-staff-refused');
      await field(staff, 'permitCode').fill('DH-0012');
      expect(await save(staff, 'qa/hotWork')).toMatchObject({ state: 0 });
    });

    it('prints the record on the analyst’s sheet, with its values and the signature box', async () => {
      await staff.locator('tbody tr', { hasText: '2号风机机舱动火' }).dblclick();
      const sheet = await printSheet(staff);
      for (const text of ['动火登记单', 'DH-0012', '2号风机机舱', '动火监护人']) await sheet.getByText(text).first().waitFor();
      await screenshot(staff, 'designer-print-staff-sheet');
    });
  });
});
