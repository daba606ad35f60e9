import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { acceptConfirm, baseUrl, columnTexts, listTotal, signIn, submitLogin } from './session.ts';
import { openNewVehicle, saveNewVehicle, searchPlate } from './vehicles.ts';

/** The generic list page on the vehicle module, as staff use it every day. */
describe('module list page', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  /** Each scenario starts on the vehicle list of its own, whatever the one before left open. */
  const openList = async () => {
    await page.goto(`${baseUrl()}/vm/vehicle`);
    await page.locator('tbody tr').first().waitFor();
  };

  it('opens a module from the menu', async () => {
    await page.getByText('车辆船舶', { exact: true }).first().click();
    await page.getByText('车辆台账', { exact: true }).first().click();
    await page.waitForURL(/\/vm\/vehicle/);
    await expect.poll(() => listTotal(page)).toBeGreaterThan(20);
    await expect.poll(() => page.title()).toMatch(/^车辆台账/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(20);
    await screenshot(page, 'list-vehicles-zh');
  });

  it('searches with the condition codes and shows the total', async () => {
    await openList();
    const totalBefore = await listTotal(page);
    await page.getByPlaceholder('请输入关键字').first().fill('冀G9');
    const answer = page.waitForResponse((response) => response.url().includes('tableList.ajax'));
    await page.getByRole('button', { name: '查询' }).click();
    expect((await (await answer).json()).totalRows).toBeLessThan(totalBefore);
    await page.locator('tbody tr').first().waitFor();
    const plates = await columnTexts(page, '车牌号');
    expect(plates.length).toBeGreaterThan(0);
    for (const plate of plates) expect(plate).toContain('冀G9');
    await screenshot(page, 'list-search');
    await page.getByRole('button', { name: '重置' }).click();
  });

  it('pages and sorts on the server', async () => {
    await openList();
    const firstPage = await columnTexts(page, '车牌号');
    // A long plate or name is cut short in its cell; the tooltip shows it whole.
    const plateCell = (plate: string) => page.locator('tbody tr').first().locator('td', { hasText: plate });
    await plateCell(firstPage[0]!).hover();
    expect(await plateCell(firstPage[0]!).getAttribute('title')).toBe(firstPage[0]);
    const secondPage = page.waitForResponse((response) => response.url().includes('tableList.ajax'));
    await page.getByRole('button', { name: '2', exact: true }).click();
    await secondPage;
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => columnTexts(page, '车牌号')).not.toEqual(firstPage);
    // The rows drawn for page 1 now show page 2: a cell's tooltip is the text it shows now.
    const secondPlate = (await columnTexts(page, '车牌号'))[0]!;
    await plateCell(secondPlate).hover();
    expect(await plateCell(secondPlate).getAttribute('title')).toBe(secondPlate);

    const sorted = page.waitForResponse((response) => response.url().includes('tableList.ajax'));
    await page.locator('thead th', { hasText: '座位数' }).click();
    await sorted;
    await page.locator('tbody tr').first().waitFor();
    const seats = (await columnTexts(page, '座位数')).map(Number);
    expect([...seats].sort((a, b) => a - b)).toEqual(seats);
    await screenshot(page, 'list-sorted');
  });

  it('warns when deleting with nothing selected, then deletes after the confirm', async () => {
    const plate = '冀G9E2D1';
    await openNewVehicle(page);
    await saveNewVehicle(page, plate, '五菱 宏光');
    await searchPlate(page, plate);
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByText('请选择记录').first().waitFor();
    await page.locator('tbody tr', { hasText: plate }).locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await acceptConfirm(page, `确定删除“${plate}”吗？`);
    await page.locator('tbody tr', { hasText: plate }).waitFor({ state: 'detached' });
    await screenshot(page, 'list-deleted');
  });

  it('keeps column settings per user after a reload', async () => {
    await openList();
    await page.getByRole('button', { name: '列设置' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await screenshot(page, 'list-column-settings');
    await dialog.getByLabel('显示 品牌型号').uncheck();
    // A wider plate column and the small table size are kept as well as the hidden column.
    await dialog.getByLabel('宽度 车牌号', { exact: true }).fill('260');
    await dialog.getByRole('radio', { name: '小', exact: true }).check();
    await screenshot(page, 'list-column-settings-changed');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.locator('thead th').allInnerTexts()).not.toContain('品牌型号');
    await expect.poll(() => columnWidth(page, '车牌号')).toBe('260px');
    await expect.poll(() => page.locator('tbody tr').first().locator('td').last().getAttribute('class')).toMatch(/\btext-xs\b/);
    await screenshot(page, 'list-column-settings-kept');
    await page.getByRole('button', { name: '列设置' }).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('宽度 车牌号', { exact: true }).inputValue()).toBe('260');
    await expect.poll(() => page.getByRole('dialog').getByRole('radio', { name: '小', exact: true }).isChecked()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: '恢复默认' }).click();
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect((await page.locator('thead th').allInnerTexts()).map((text) => text.trim())).toContain('品牌型号');
    await expect.poll(() => columnWidth(page, '车牌号')).not.toBe('260px');
    await expect.poll(() => page.locator('tbody tr').first().locator('td').last().getAttribute('class')).not.toMatch(/\btext-xs\b/);
  });

  it('drag-sorts the rows, keeps the order and shows it after a reload', async () => {
    await openList();
    await page.getByRole('button', { name: '拖拽排序' }).click();
    const rows = page.locator('tbody tr');
    const before = await columnTexts(page, '车牌号');
    await rows.nth(0).dragTo(rows.nth(2));
    const moved = await columnTexts(page, '车牌号');
    expect(moved).not.toEqual(before);
    const saved = page.waitForResponse((response) => response.url().includes('tableListSort.ajax'));
    await page.getByRole('button', { name: '保存排序' }).click();
    expect((await (await saved).json()).state).toBe(0);
    await screenshot(page, 'list-drag-sorted');

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'list-drag-sorted-reloaded');
    await expect.poll(() => columnTexts(page, '车牌号')).toEqual(moved);
  });

  it('switches the language at run time without a reload', async () => {
    await openList();
    await page.getByRole('button', { name: /简体中文/ }).click();
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).waitFor();
    await expect.poll(() => page.locator('thead th').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/Plate number/)]));
    // Dictionary labels come from the server in the new language too.
    await page.waitForFunction(() => /Pickup|SUV|Van|Service truck|Crane/.test(document.querySelector('tbody')?.textContent ?? ''));
    await screenshot(page, 'list-vehicles-en');
    await page.getByRole('button', { name: /English/ }).click();
    await page.getByText('简体中文', { exact: true }).click();
    await page.getByRole('button', { name: '新增', exact: true }).waitFor();
  });

  it('asks to log in again when the server answers 401, then returns to a working page', async () => {
    await openList();
    // The next list call goes out without its credentials: the real server refuses it.
    await page.route('**/tableList.ajax*', async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete('access_token');
      const headers = { ...route.request().headers() };
      delete headers.authorization;
      const body = new URLSearchParams(route.request().postData() ?? '');
      body.delete('access_token');
      await route.continue({ url: url.toString(), headers, postData: body.toString() });
    });
    await page.getByRole('button', { name: '刷新' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: /重新登录|log in again/ });
    await dialog.waitFor();
    await screenshot(page, 'relogin-401');
    await dialog.getByRole('button').filter({ hasText: /重新登录|登录|Log in|确定/ }).first().click();
    await page.waitForURL(/\/login/);
    await page.unroute('**/tableList.ajax*');
    // The login page remembers where the user was.
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/vm\/vehicle/);
    await screenshot(page, 'relogin-login-page');

    const listed = page.waitForResponse((response) => response.url().includes('vm/vehicle/tableList.ajax'));
    await submitLogin(page, 'admin', 'Admin@2024');
    await page.waitForURL(/\/vm\/vehicle/);
    expect((await (await listed).json()).totalRows).toBeGreaterThan(0);
    await expect.poll(() => listTotal(page)).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // A working page: the list answers a refresh with the new session.
    const refreshed = page.waitForResponse((response) => response.url().includes('vm/vehicle/tableList.ajax'));
    await page.getByRole('button', { name: '刷新' }).click();
    expect((await refreshed).status()).toBe(200);
    await screenshot(page, 'relogin-back-on-list');
  });
});

/** The width the table gives the column headed `header` (its <col>, as column settings set it). */
async function columnWidth(page: Page, header: string): Promise<string> {
  return page.evaluate((label) => {
    const headers = [...document.querySelectorAll('thead th')];
    const index = headers.findIndex((th) => (th.textContent ?? '').replace(/[\s▲▼]+/g, '') === label);
    const col = document.querySelectorAll('colgroup col')[index] as HTMLElement | undefined;
    return col?.style.width ?? '';
  }, header);
}
