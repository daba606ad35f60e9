/**
 * Steps a staff user takes on a generated record form, shared by the family smoke tests: a
 * reference picked in the table selector, inline grid rows typed in, a life-cycle button of the
 * detail page taken, the record printed.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { acceptConfirm, baseUrl } from './session.ts';

export const field = (page: Page, name: string) => page.locator(`#root_${name}`);

/** Picks the option `label` of a select (the shared Listbox): opens it, clicks the option. */
export async function chooseOption(page: Page, control: Locator, label: string): Promise<void> {
  await control.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Picks the option of `value` in a shared Select, for choices whose shown text a test does not spell (designer codes). */
export async function chooseValue(page: Page, control: Locator, value: string): Promise<void> {
  await control.click();
  await page.getByRole('listbox').locator(`[data-value="${value}"]`).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Opens the module's list and its empty add form, waiting for `firstField`. */
export async function openNew(page: Page, route: string, firstField: string): Promise<void> {
  await page.goto(`${baseUrl()}/${route}`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await field(page, firstField).waitFor();
}

/** Headless Chromium has no print dialog: counts the calls instead (before the page loads). */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { __prints?: number };
      counted.__prints = (counted.__prints ?? 0) + 1;
    };
  });
}

/**
 * Opens the selector of the reference field `field` and double-clicks the row holding `text`,
 * searched for first as a person would (other tests add records that may push it off the first
 * page); the first row without.
 */
export async function pickReference(page: Page, field: string, text?: string): Promise<void> {
  await page.locator(`#root_${field}`).click();
  if (text) return pickInSelector(page, text);
  const dialog = page.getByRole('dialog').last();
  await dialog.locator('tbody tr').first().dblclick();
  await dialog.waitFor({ state: 'hidden' });
}

/** Types `text` in the open selector's search box and asks. */
export async function searchSelector(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await dialog.locator('tbody tr').first().waitFor();
  await dialog.getByPlaceholder(/搜索|请输入/).first().fill(text);
  await dialog.getByRole('button', { name: '查询' }).click();
}

/** In the open selector, searches for `text` and double-clicks the row holding it. */
export async function pickInSelector(page: Page, text: string): Promise<void> {
  await searchSelector(page, text);
  const dialog = page.getByRole('dialog').last();
  await dialog.locator('tbody tr', { hasText: text }).first().dblclick();
  await dialog.waitFor({ state: 'hidden' });
}

/** Picks each of `names` as a chip of the multiple reference `field`, searched by name in its table selector. */
export async function pickMany(page: Page, field: string, names: readonly string[]): Promise<void> {
  const chips = page.locator(`[data-multi-reference="${field}"]`);
  for (const name of names) {
    await chips.getByRole('button', { name: /请选择/ }).click();
    await pickInSelector(page, name);
  }
  await expect.poll(() => chips.locator('[data-chip]').allInnerTexts()).toEqual(names);
}

/** Adds a row to the inline grid of `moduleId` and types `values` into its cells, by field name. */
export async function addGridRow(page: Page, moduleId: string, values: Record<string, string>): Promise<void> {
  const rows = page.locator(`[data-grid="${moduleId}"] tbody tr[data-row]`);
  const count = await rows.count();
  await page.locator(`[data-grid="${moduleId}"]`).getByRole('button', { name: '+ 添加行' }).click();
  await expect.poll(() => rows.count()).toBe(count + 1);
  for (const [field, value] of Object.entries(values)) await rows.nth(count).locator(`[id$="-${field}"]`).fill(value);
}

/** Clicks 保存 and answers the save call's body. */
export async function save(page: Page, apiPath: string): Promise<{ state: number; value?: string; code?: string }> {
  const saved = page.waitForResponse((response) => response.url().includes(`${apiPath}/save.ajax`));
  await page.getByRole('button', { name: '保存', exact: true }).click();
  return (await saved).json();
}

/** The detail page's header, where the life-cycle and print buttons are. */
export function detailHeader(page: Page): Locator {
  return page.locator('header').filter({ has: page.getByRole('button', { name: '关闭', exact: true }) });
}

/** Takes the life-cycle button `label` on the open detail page and waits for the new state in its history. */
export async function takeTransition(page: Page, label: string, toLabel: string): Promise<void> {
  await detailHeader(page).getByRole('button', { name: label, exact: true }).click();
  await acceptConfirm(page, `${label}：将记录变更为${toLabel}？`);
  await page.getByText('操作成功').first().waitFor();
  await page.getByRole('region', { name: '状态记录' }).getByText(toLabel).first().waitFor();
}

/** Opens the print view of the open record and answers its sheet once the browser was asked to print. */
export async function printSheet(page: Page): Promise<Locator> {
  await detailHeader(page).getByRole('button', { name: '打印', exact: true }).click();
  const sheet = page.locator('[data-print-sheet]');
  await sheet.waitFor();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prints?: number }).__prints ?? 0)).toBeGreaterThan(0);
  return sheet;
}
