import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { baseUrl, editRow, signIn } from './session.ts';
import { chooseOption, field, openNew, save } from './record-form-steps.ts';

const STATION = '地图编辑测试场站';

/**
 * The map coordinate editor on a station's form, with no tile server (the e2e server sets no
 * MAP_TILE_URL): the coordinate grid, the organisation's stations underneath, a polygon drawn by
 * clicks and a right-click, a point placed by a click and corrected by typing, saved and reopened.
 */
describe('map coordinate editor', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  async function openEditor(fieldLabel: string): Promise<{ dialog: Locator; map: Locator }> {
    await page.getByRole('button', { name: `在地图上编辑${fieldLabel}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `地理坐标编辑 · ${fieldLabel}` });
    await dialog.waitFor();
    const map = dialog.locator('.geo-map');
    // The grid's labels show once the map has its size and the context call answered.
    await map.locator('.geo-grid-label > span').first().waitFor();
    return { dialog, map };
  }

  /** A point of the map's box, as fractions of its width and height. */
  async function at(map: Locator, x: number, y: number): Promise<[number, number]> {
    const box = (await map.boundingBox())!;
    return [box.x + box.width * x, box.y + box.height * y];
  }

  const valueOf = (dialog: Locator) => dialog.locator('output').innerText();

  it('draws a polygon and places a point on a new station, and shows them again after saving', async () => {
    await openNew(page, 'ba/station', 'stationCode');
    await field(page, 'stationCode').fill('MAPE2E01');
    await field(page, 'czxxNam').fill(STATION);
    await chooseOption(page, field(page, 'stationType'), '风电');
    await field(page, 'capacityMw').fill('12');

    const outline = await openEditor('场站边界');
    await outline.dialog.getByRole('button', { name: '绘制', exact: true }).click();
    const vertices: [number, number][] = [[0.3, 0.3], [0.6, 0.28], [0.65, 0.6], [0.35, 0.65]];
    for (const [x, y] of vertices) {
      const [px, py] = await at(outline.map, x, y);
      await page.mouse.click(px, py);
    }
    const [endX, endY] = await at(outline.map, 0.5, 0.8);
    await page.mouse.click(endX, endY, { button: 'right' });
    await outline.dialog.getByRole('button', { name: '绘制', exact: true }).waitFor();
    const polygon = await valueOf(outline.dialog);
    // Four vertices, each rounded to at most 6 decimals.
    expect(polygon).toMatch(/^\[(\[-?\d+(\.\d{1,6})?,-?\d+(\.\d{1,6})?\],?){4}\]$/);
    expect(await outline.dialog.getByLabel(/^第 \d 点经度$/).count()).toBe(4);
    await expect.poll(() => outline.map.locator('path[stroke="#ad2b26"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'map-editor-polygon-zh');
    await outline.dialog.getByRole('button', { name: '确定', exact: true }).click();
    await outline.dialog.waitFor({ state: 'hidden' });
    expect(await field(page, 'outline').inputValue()).toBe(polygon);

    const location = await openEditor('地理位置');
    await location.dialog.getByRole('button', { name: '绘制', exact: true }).click();
    const [pointX, pointY] = await at(location.map, 0.5, 0.5);
    await page.mouse.click(pointX, pointY);
    await location.map.locator('.geo-pin[style*="#ad2b26"]').waitFor();
    const placed = JSON.parse(await valueOf(location.dialog)) as [number, number];
    // Typed coordinates move the pin and are rounded to 6 decimals as well.
    await location.dialog.getByLabel('第 1 点经度').fill('114.7000004');
    await expect.poll(() => valueOf(location.dialog)).toBe(`[114.7,${placed[1]}]`);
    await location.dialog.getByRole('button', { name: '确定', exact: true }).click();
    await location.dialog.waitFor({ state: 'hidden' });
    expect(await field(page, 'location').inputValue()).toBe(`[114.7,${placed[1]}]`);

    expect((await save(page, 'ba/station')).state).toBe(0);
    await page.waitForURL(/\/ba\/station(\?|$)/);
    const row = page.locator('tbody tr', { hasText: STATION });
    await row.dblclick();
    const preview = page.locator('.geo-map[aria-label="场站边界地图"]');
    await preview.waitFor();
    await expect.poll(() => preview.locator('path[stroke="#ad2b26"]').count()).toBe(1);
    await page.locator('.geo-map[aria-label="地理位置地图"] .geo-pin[style*="#ad2b26"]').waitFor();
    expect(await field(page, 'outline').inputValue()).toBe(polygon);
    expect(await page.getByRole('button', { name: '在地图上编辑场站边界' }).count()).toBe(0);
    await screenshot(page, 'map-editor-detail-view-zh');

    await page.goto(`${baseUrl()}/ba/station`);
    await editRow(page.locator('tbody tr', { hasText: STATION }).first());
    await expect.poll(() => field(page, 'outline').inputValue()).toBe(polygon);
    expect(await field(page, 'location').inputValue()).toBe(`[114.7,${placed[1]}]`);
    const reopened = await openEditor('场站边界');
    expect(await valueOf(reopened.dialog)).toBe(polygon);
    expect(await reopened.dialog.getByLabel(/^第 \d 点经度$/).count()).toBe(4);
    await reopened.dialog.getByRole('button', { name: '取消', exact: true }).click();
  });

  it('shows the editor in English, the grid labelled in degrees', async () => {
    await page.evaluate(() => localStorage.setItem('eop.locale', 'en-US'));
    await page.goto(`${baseUrl()}/ba/station`);
    await page.locator('tbody tr', { hasText: STATION }).first().getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('button', { name: 'Edit Station outline on the map' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Geographic coordinate editor · Station outline' });
    await dialog.waitFor();
    await dialog.locator('.geo-grid-label > span').first().waitFor();
    expect(await dialog.locator('.geo-grid-label > span').first().innerText()).toMatch(/^\d+(\.\d+)?°[NESW]?$/);
    await dialog.getByText('Click Draw to start').waitFor();
    await screenshot(page, 'map-editor-polygon-en');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.evaluate(() => localStorage.setItem('eop.locale', 'zh-CN'));
  });
});
