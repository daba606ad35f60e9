/**
 * Steps of the module family smokes (tests/e2e/*-smoke.test.ts): a staff user fills a generic
 * detail form, saves it, opens the saved record from its list, takes a life-cycle step and
 * prints it, each step waiting on what the page shows.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { acceptConfirm, baseUrl, signIn } from './session.ts';

export const field = (page: Page, name: string) => page.locator(`#root_${name}`);

/** A suffix that keeps one run's records apart from another's. */
export const runTag = (): string => Date.now().toString(36).slice(-5).toUpperCase();

/** Headless Chromium has no print dialog: window.print counts its calls instead. */
async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { __prints?: number };
      counted.__prints = (counted.__prints ?? 0) + 1;
    };
  });
}

/** A browser with a demo staff user signed in, whose prints are counted. */
export async function staffSession(userName: string, password: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const page = await signIn(browser, userName, password);
  await countPrints(page);
  return { browser, page };
}

/** Opens a module's list and its empty add form. */
export async function openNew(page: Page, routerPath: string, firstField: string): Promise<void> {
  await page.goto(`${baseUrl()}/${routerPath}`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await field(page, firstField).waitFor();
}

/** Opens the reference's selector and double-clicks its row `index` (0: the first). */
export async function pickRow(page: Page, name: string, index = 0): Promise<void> {
  await field(page, name).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('tbody tr').nth(index).waitFor();
  await dialog.locator('tbody tr').nth(index).dblclick();
  await dialog.waitFor({ state: 'hidden' });
}

/** Saves the open form and answers the server's reply. */
export async function saveForm(page: Page, apiPath: string): Promise<{ state: number; value?: string }> {
  const saved = page.waitForResponse((response) => response.url().includes(`${apiPath}/save.ajax`));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  return (await saved).json();
}

/** Clicks save on a form that breaks a record rule: the browser shows the rule's message and sends nothing. */
export async function saveRefused(page: Page, apiPath: string, message: string): Promise<void> {
  let sent = false;
  const watch = (request: { url(): string }) => {
    if (request.url().includes(`${apiPath}/save.ajax`)) sent = true;
  };
  page.on('request', watch);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText(message).first().waitFor();
  page.off('request', watch);
  expect(sent).toBe(false);
}

/** Searches the list by its first condition and opens the row showing `rowText`. */
export async function openFromList(page: Page, routerPath: string, keyword: string, rowText: string): Promise<void> {
  await page.goto(`${baseUrl()}/${routerPath}`);
  await page.getByPlaceholder('请输入关键字').first().fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('tbody tr', { hasText: rowText }).first();
  await row.waitFor();
  await row.dblclick();
  await page.getByRole('button', { name: '关闭', exact: true }).first().waitFor();
}

/** Takes a life-cycle step from the detail page's header and waits for the new state's label. */
export async function takeStep(page: Page, label: string, confirm: string, stateLabel: string): Promise<void> {
  const header = page.locator('header').filter({ has: page.getByRole('button', { name: '关闭', exact: true }) });
  await header.getByRole('button', { name: label, exact: true }).click();
  await acceptConfirm(page, confirm);
  await page.getByText('操作成功').first().waitFor();
  await page.getByRole('region', { name: '状态记录' }).getByText(stateLabel).first().waitFor();
}

/** Prints the open record: the sheet shows `title` and the browser's print was asked for once. */
export async function printRecord(page: Page, title: string): Promise<ReturnType<Page['locator']>> {
  await page.getByRole('button', { name: '打印', exact: true }).click();
  const sheet = page.locator('[data-print-sheet]');
  await sheet.waitFor();
  expect(await sheet.locator('h1').innerText()).toBe(title);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints?: number }).__prints)).toBe(1);
  return sheet;
}
