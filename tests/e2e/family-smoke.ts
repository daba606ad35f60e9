/**
 * Steps of the business family smokes (vehicles and ships, defects and faults, emergency): a
 * staff user adds a record through the generated form, meets a rule, saves it, moves it along
 * its life cycle from the list's row actions and prints or exports it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { acceptConfirm, baseUrl } from './session.ts';

export { countPrints, field, openNew, pickReference, save as clickSave } from './record-form-steps.ts';

/** A save the form refuses in the browser or the server refuses: the rule's message shows at the field. */
export async function expectRuleMessage(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByText(message).first().waitFor();
}

/** Searches the list by its first keyword box and answers the row holding `text`. */
export async function findRow(page: Page, route: string, keyword: string, text: string) {
  if (!page.url().endsWith(`/${route}`)) await page.goto(`${baseUrl()}/${route}`);
  await page.getByPlaceholder('请输入关键字').first().fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('tbody tr', { hasText: text }).first();
  await row.waitFor();
  return row;
}

/** Takes a life-cycle transition from the row's actions and waits for the row to show the new state. */
export async function rowTransition(page: Page, row: ReturnType<Page['locator']>, action: string, state: string): Promise<void> {
  await row.getByRole('button', { name: action, exact: true }).click();
  await acceptConfirm(page, `${action}：将记录变更为${state}？`);
  await expect.poll(() => row.innerText()).toContain(state);
}

/** Opens the record of the row, prints it and answers the sheet, once the browser was asked to print. */
export async function printRecord(page: Page, row: ReturnType<Page['locator']>) {
  await row.dblclick();
  await page.getByRole('button', { name: '打印', exact: true }).click();
  const sheet = page.locator('[data-print-sheet]');
  await sheet.waitFor();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints?: number }).__prints)).toBe(1);
  return sheet;
}

/** Today as the server numbers it: both run on this machine, in its time zone. */
export function compactToday(): string {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}
