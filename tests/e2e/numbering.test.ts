import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { baseUrl, signIn } from './session.ts';
import { openNewVehicle, saveNewVehicle, selectDictionary } from './vehicles.ts';

/** Today as the server numbers it: both run on this machine, in its time zone. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

/** Numbering and unique keys as a staff user meets them in the demo modules. */
describe('numbered defects and unique plates', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  const field = (name: string) => page.locator(`#root_${name}`);

  /** Opens the reference's selector and double-clicks its first row. */
  const pickFirst = async (name: string) => {
    await field(name).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('tbody tr').first().waitFor();
    await dialog.locator('tbody tr').first().dblclick();
    await dialog.waitFor({ state: 'hidden' });
  };

  it('gives a defect added in the browser the number QX<date><seq>, announced as filled on save', async () => {
    await page.goto(`${baseUrl()}/df/defect`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await field('title').waitFor();
    await expect.poll(() => field('defectCode').getAttribute('placeholder')).toBe('保存时自动生成');
    expect(await field('defectCode').inputValue()).toBe('');
    await screenshot(page, 'numbering-new-defect');
    await field('title').fill('编号E2E 塔筒螺栓松动');
    await pickFirst('czxxNo');
    await selectDictionary(page, 'category', '一般');
    await field('foundBy').fill('张三');
    await field('foundTime').fill('2026-01-05T08:30:00');
    await field('description').fill('定检发现塔筒螺栓松动');
    const saved = page.waitForResponse((response) => response.url().includes('df/defect/save.ajax'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });
    await expect.poll(() => field('defectCode').inputValue(), { timeout: 10_000 }).toMatch(new RegExp(`^QX${today()}\\d{3}$`));
    await screenshot(page, 'numbering-defect-saved');
  });

  it('refuses a second vehicle with a plate the organisation has, naming the plate', async () => {
    const plate = '冀G9U001';
    await openNewVehicle(page);
    await saveNewVehicle(page, plate, '丰田 普拉多');
    await openNewVehicle(page);
    await field('plateNo').fill(plate);
    await field('frameNo').fill('LSVAB2E3F4G5H6J79');
    await selectDictionary(page, 'vehicleType', '越野车');
    await field('brandModel').fill('丰田 霸道');
    await field('purchaseDate').fill('2025-03-18');
    const saved = page.waitForResponse((response) => response.url().includes('vm/vehicle/save.ajax'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({ state: -1, code: 'E_VALIDATION' });
    await page.getByText(`车牌号“${plate}”已存在`).first().waitFor();
    await screenshot(page, 'unique-plate-refused');
  });
});
