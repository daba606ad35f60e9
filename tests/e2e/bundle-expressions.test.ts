import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';

const MODULE_ID = 'vmVehicle';

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: '设计项' }).getByRole('button', { name, exact: true }).click();
}

/** Adds a field in the designer's field section; answers its editor for further settings. */
async function addField(page: Page, name: string, type: string, zh: string): Promise<Locator> {
  await page.getByRole('button', { name: '添加字段' }).click();
  const editor = page.locator('section', { hasText: '字段设置' }).last();
  const input = editor.getByLabel('字段名');
  await input.fill(name);
  await input.press('Enter');
  await chooseValue(page, editor.getByLabel(/^类型( |$)/), type);
  await editor.getByLabel('显示名称 中文').fill(zh);
  await editor.getByLabel('显示名称 English').fill(name);
  if (type === 'decimal') {
    await editor.getByLabel('总位数').fill('12');
    await editor.getByLabel('小数位数').fill('2');
  }
  return editor;
}

/** An analyst adds a computed field and a condition in the designer; staff see both work as they type. */
describe('bundle expressions in the designer and the form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an analyst writes a computed field and a visibleWhen, checked as typed, and saves the draft', async () => {
    const page = await signIn(browser, 'analyst', 'Demo@2024');
    await page.goto(`${baseUrl()}/setting/moduleDesigner?moduleId=${MODULE_ID}`);
    await page.getByRole('heading', { name: '车辆台账' }).waitFor();
    await openSection(page, '字段');
    await addField(page, 'fuelLitres', 'decimal', '加油量(升)');
    await addField(page, 'fuelPrice', 'decimal', '油价(元/升)');
    const amount = await addField(page, 'fuelCost', 'decimal', '油费(元)');
    const compute = amount.getByLabel('计算公式');
    await compute.fill('fuelLitres * fuelPrise');
    // The message shows at its place while typing, and the text is not taken into the bundle.
    const problem = amount.getByRole('alert').filter({ hasText: '模块没有字段 fuelPrise（第 14 个字符）' });
    await problem.waitFor();
    await expect.poll(() => problem.locator('mark').innerText()).toBe('f');
    await screenshot(page, 'expressions-designer-problem');
    await compute.fill('fuelLitres * fuelPrice');
    await compute.press('Enter');
    await problem.waitFor({ state: 'detached' });
    const reason = await addField(page, 'fuelNote', 'text', '大额加油说明');
    const visibleWhen = reason.getByLabel('显示条件');
    await visibleWhen.fill('fuelCost > 1000');
    await visibleWhen.press('Enter');
    await page.getByText('校验通过', { exact: true }).waitFor();
    await screenshot(page, 'expressions-designer-done');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText(/草稿 v\d+/).waitFor();
    await page.context().close();
  });

  it('an administrator publishes; staff see the cost follow the typing and the note appear above 1000', async () => {
    const admin = await signIn(browser, 'manager', 'Manager@2024');
    await admin.goto(`${baseUrl()}/setting/moduleDesigner?moduleId=${MODULE_ID}`);
    await admin.getByRole('heading', { name: '车辆台账' }).waitFor();
    await admin.getByRole('tab', { name: '版本' }).click();
    await admin.locator('tr', { hasText: '草稿' }).getByRole('button', { name: '发布' }).first().click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('迁移计划').waitFor();
    await dialog.getByLabel('变更说明').fill('油费自动计算');
    const published = admin.waitForResponse((response) => response.url().includes('moduleDesign/publish.ajax'));
    await dialog.getByRole('button', { name: '发布', exact: true }).click();
    expect(await (await published).json()).toMatchObject({ state: 0 });
    await admin.context().close();

    const staff = await signIn(browser, 'zhangsan', 'Demo@2024');
    await staff.goto(`${baseUrl()}/vm/vehicle`);
    await staff.getByRole('button', { name: '新增', exact: true }).click();
    await staff.locator('#root_fuelLitres').waitFor();
    await expect.poll(() => staff.locator('#root_fuelNote').count()).toBe(0);
    await staff.locator('#root_fuelLitres').fill('40');
    await staff.locator('#root_fuelPrice').fill('7.85');
    await expect.poll(() => staff.locator('#root_fuelCost').inputValue()).toBe('314.00');
    expect(await staff.locator('#root_fuelCost').getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => staff.locator('#root_fuelNote').count()).toBe(0);
    await staff.locator('#root_fuelLitres').fill('400');
    await expect.poll(() => staff.locator('#root_fuelCost').inputValue()).toBe('3140.00');
    await staff.locator('#root_fuelNote').waitFor();
    await screenshot(staff, 'expressions-staff-form');
    await staff.context().close();
  });
});
