import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { signIn } from './session.ts';
import { api, apiToken } from './workflow-steps.ts';

/** A tile's number as the page shows it (grouped digits). */
async function tileNumber(page: Page, testId: string): Promise<number> {
  const tile = page.getByTestId(testId);
  await tile.waitFor();
  return Number((await tile.locator('.font-mono').innerText()).replaceAll(',', ''));
}

/** The figure as the server answers it to the same user: a measure summed over its rows. */
async function figureTotal(token: string, figureId: string, measure: string, params: Record<string, string> = {}): Promise<number> {
  const answer = await api('system/cockpit/figure.ajax', { figureId, ...params }, token);
  if (answer.state !== 0) throw new Error(answer.msgInfo);
  return (answer.value.answer.rows as { values: Record<string, number> }[]).reduce((sum, row) => sum + Number(row.values[measure] ?? 0), 0);
}

/** The cockpit window: the organisation's figures as tiles and drawn charts, narrowed by a station, in both languages. */
async function showsRealFigures(popup: Page): Promise<void> {
  const token = await apiToken('admin', 'Admin@2024');
  await popup.getByRole('heading', { name: '领导驾驶舱' }).waitFor();
  expect(await tileNumber(popup, 'tile-stations-stations')).toBe(await figureTotal(token, 'stations', 'stations'));
  expect(await tileNumber(popup, 'tile-stations-stations')).toBeGreaterThan(0);
  expect(await tileNumber(popup, 'tile-openAlarms-alarms')).toBe(await figureTotal(token, 'openAlarms', 'alarms'));
  expect(await tileNumber(popup, 'tile-defectsByState-defects')).toBe(await figureTotal(token, 'defectsByState', 'defects'));
  // Every chart panel draws its figure on a canvas.
  const charts = popup.locator('[data-testid^="chart-"]');
  expect(await charts.count()).toBe(6);
  for (const chart of await charts.all()) await chart.locator('canvas').first().waitFor({ timeout: 15_000 });
  await screenshot(popup, 'cockpit-zh');

  const station = popup.getByRole('button', { name: /^场站 / });
  await station.click();
  const first = await popup.getByRole('listbox').locator('[data-value]').nth(1).getAttribute('data-value');
  await popup.keyboard.press('Escape');
  await chooseValue(popup, station, first ?? '');
  await expect.poll(() => tileNumber(popup, 'tile-stations-stations')).toBe(1);
  expect(await tileNumber(popup, 'tile-defectsByState-defects')).toBe(await figureTotal(token, 'defectsByState', 'defects', { station: first ?? '' }));

  await popup.evaluate(() => localStorage.setItem('eop.locale', 'en-US'));
  await popup.reload();
  await popup.getByRole('heading', { name: 'Leadership cockpit' }).waitFor();
  for (const chart of await charts.all()) await chart.locator('canvas').first().waitFor({ timeout: 15_000 });
  await screenshot(popup, 'cockpit-en');
  await popup.evaluate(() => localStorage.setItem('eop.locale', 'zh-CN'));
}

/** Spec 01 §2: the cockpit entry opens the gotoView page in a new window, now by a one-time code. */
describe('cockpit link', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  it('opens the cockpit through gotoView with a one-time code: no uakey or token in any URL, the code opens once, the figures are real', async () => {
    const requested: string[] = [];
    page.context().on('request', (request: Request) => requested.push(request.url()));
    const entry = page.locator('header').getByRole('button', { name: '领导驾驶舱' });
    await entry.waitFor();
    const [popup] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
    await popup.waitForURL(/\/cockpit\?moduleId=cockpit&inIframe=true$/);
    const gotoView = requested.find((url) => url.includes('/api/gotoView?'));
    expect(gotoView).toMatch(/\/api\/gotoView\?target=cockpit&moduleId=cockpit&inIframe=true&code=[\w-]{43}$/);
    expect(requested.filter((url) => /[?&/](access_token|uakey)[=/]|ssoToken/.test(url))).toEqual([]);
    // The code was spent: the same link now refuses.
    const again = await page.request.get(gotoView as string, { maxRedirects: 0 });
    expect((await again.json()).code).toBe('E_UNAUTHENTICATED');
    await showsRealFigures(popup);
  });
});
