/**
 * Steps of the module family smokes (tests/e2e/*-smoke.test.ts): a staff user fills a generic
 * detail form, saves it, opens the saved record from its list, takes a life-cycle step and
 * prints it, each step waiting on what the page shows.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { countPrints, field, printSheet } from './record-form-steps.ts';
import { baseUrl, editRow, signIn } from './session.ts';

export { field, openNew, save as saveForm, takeTransition } from './record-form-steps.ts';

/** A suffix that keeps one run's records apart from another's. */
export const runTag = (): string => Date.now().toString(36).slice(-5).toUpperCase();

/** A browser with a demo staff user signed in, whose prints are counted. */
export async function staffSession(userName: string, password: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchBrowser();
  const page = await signIn(browser, userName, password);
  await countPrints(page);
  return { browser, page };
}

/** Opens the reference's selector and double-clicks its row `index` (0: the first). */
export async function pickRow(page: Page, name: string, index = 0): Promise<void> {
  await field(page, name).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('tbody tr').nth(index).waitFor();
  await dialog.locator('tbody tr').nth(index).dblclick();
  await dialog.waitFor({ state: 'hidden' });
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

/** Searches the list by its first condition and opens the row showing `rowText` for editing. */
export async function openFromList(page: Page, routerPath: string, keyword: string, rowText: string): Promise<void> {
  await page.goto(`${baseUrl()}/${routerPath}`);
  await page.getByPlaceholder('请输入关键字').first().fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('tbody tr', { hasText: rowText }).first();
  await row.waitFor();
  await editRow(row);
  await page.getByRole('button', { name: '关闭', exact: true }).first().waitFor();
}

/** Prints the open record: the sheet shows `title` and the browser's print was asked for once. */
export async function printRecord(page: Page, title: string): Promise<ReturnType<Page['locator']>> {
  const sheet = await printSheet(page);
  expect(await sheet.locator('h1').innerText()).toBe(title);
  return sheet;
}
