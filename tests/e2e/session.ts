import type { Browser, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

/** Signs in through the real login form (of the e2e server, or the server at `base`) and waits for the shell's menu. */
export async function signIn(browser: Browser, userName = 'admin', password = 'Admin@2024', base = baseUrl()): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await submitLogin(page, userName, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** Fills the login form shown and sends it with Enter. */
export async function submitLogin(page: Page, userName: string, password: string): Promise<void> {
  // The form shows the captcha field until captcha.ajax says whether it is on: pressing Enter
  // before that answer fails the field's required check and never leaves the page.
  await page.waitForLoadState('networkidle');
  await page.locator('input[autocomplete="username"]').fill(userName);
  await page.locator('input[type="password"]').fill(password);
  await page.keyboard.press('Enter');
}

/** The header bell's unread badge as a number (0 when it is hidden). */
export async function unreadBadge(page: Page): Promise<number> {
  const badge = page.locator('header').getByLabel(/条未读|unread/);
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.first().innerText()).replace('+', ''));
}

/** Answers the open confirm dialog that shows `message` with its confirm button. */
export async function acceptConfirm(page: Page, message: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: message });
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('button', { name: /^(确定|Confirm)$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The text of every body row's cell in the column headed `header`. */
export async function columnTexts(page: Page, header: string | RegExp): Promise<string[]> {
  // Header cells also hold sort arrows (▲▼) and spacing: compare the label they start with.
  const headers = (await page.locator('thead th').allInnerTexts()).map((text) => text.replace(/[\s▲▼]+/g, ''));
  const index = headers.findIndex((text) => (typeof header === 'string' ? text === header : header.test(text)));
  if (index < 0) throw new Error(`no column headed ${header} in ${headers.join(' | ')}`);
  return page.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
}

/** Waits for the list's rows (the pager reads 共 0 条 until they arrive), then reads its total. */
export async function listTotal(page: Page): Promise<number> {
  await page.locator('tbody tr input[type="checkbox"]').first().waitFor();
  const pager = page.getByText(/共 \d+ 条/).first();
  return Number((await pager.innerText()).match(/共 (\d+) 条/)?.[1]);
}

/** Opens a node of a tree picker in `dialog` by its row's chevron (a row holds its node's name only; its li holds the subtree too). */
export async function expandTreeNode(dialog: Locator, name: string): Promise<void> {
  await dialog
    .locator('li[role="treeitem"] > div')
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) })
    .first()
    .locator('button')
    .first()
    .click();
}

/** Opens a list row in its edit form by the row's 编辑 action: a double-click only views it. */
export async function editRow(row: Locator): Promise<void> {
  await row.getByRole('button', { name: /^编辑 / }).click();
}
