/** Steps of an analyst in the module designer, shared by the designer e2e files. */
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { baseUrl, signIn } from './session.ts';

/** Opens the designer and makes a new module there; its designer is open once this returns. */
export async function createModule(page: Page, moduleId: string, zh: string, en: string): Promise<void> {
  await page.goto(`${baseUrl()}/setting/moduleDesigner`);
  await page.getByRole('button', { name: '新建模块' }).click();
  const dialog = page.getByRole('form', { name: '新建模块' });
  await dialog.getByLabel('模块标识').fill(moduleId);
  await dialog.getByLabel('模块名称 中文').fill(zh);
  await dialog.getByLabel('模块名称 English').fill(en);
  await dialog.getByRole('button', { name: '创建' }).click();
  await page.getByRole('heading', { name: zh }).waitFor();
}

export function editorOf(page: Page): Locator {
  return page.locator('section', { hasText: '字段设置' }).last();
}

export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: '设计项' }).getByRole('button', { name, exact: true }).click();
}

/** Adds a field: its name first, then its labels (the order that lost the Chinese label, issue 17). */
export async function addField(page: Page, name: string, type: string, zh: string, en: string): Promise<Locator> {
  await page.getByRole('button', { name: '添加字段' }).click();
  const editor = editorOf(page);
  const input = editor.getByLabel('字段名');
  await input.fill(name);
  await editor.getByLabel('显示名称 中文').click();
  await editor.getByLabel('显示名称 中文').fill(zh);
  await editor.getByLabel('显示名称 English').fill(en);
  await chooseValue(page, editor.getByLabel(/^类型( |$)/), type);
  if (type === 'decimal') {
    await editor.getByLabel('总位数').fill('12');
    await editor.getByLabel('小数位数').fill('2');
  }
  return editor;
}

export async function expression(editor: Locator, label: string, text: string): Promise<void> {
  const input = editor.getByLabel(label, { exact: true });
  await input.fill(text);
  await input.press('Enter');
}

/** An administrator publishes the module's first draft (v1) from its designer's 版本 tab, reading the migration plan first. */
/** Saves the draft open in the designer by its 保存草稿 button; answers the save's response, whose answer succeeded. */
export async function saveOpenDraft(page: Page): Promise<Response> {
  const saved = page.waitForResponse((response) => response.url().includes('moduleDesign/saveDraft.ajax'));
  await page.getByRole('button', { name: '保存草稿' }).click();
  const response = await saved;
  expect(await response.json()).toMatchObject({ state: 0 });
  return response;
}

export async function publishFirstDraft(page: Page, moduleId: string, heading: string, note: string, shot?: string): Promise<void> {
  await page.goto(`${baseUrl()}/setting/moduleDesigner?moduleId=${moduleId}`);
  await publishOpenedDraft(page, heading, note, shot);
}

/** Publishes version 1 of the module as the demo administrator (manager), in a session of its own. */
export async function publishAsManager(browser: Browser, moduleId: string, heading: string, note: string): Promise<void> {
  const admin = await signIn(browser, 'manager', 'Manager@2024');
  await publishFirstDraft(admin, moduleId, heading, note);
  await admin.context().close();
}

/** Publishes version 1 of the module open in the designer under `heading`, from its 版本 tab. */
export async function publishOpenedDraft(page: Page, heading: string, note: string, shot?: string): Promise<void> {
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('tab', { name: '版本' }).click();
  await page.locator('tr[data-version="1"]').getByRole('button', { name: '发布' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('迁移计划').waitFor();
  await dialog.getByLabel('变更说明').fill(note);
  if (shot) await screenshot(page, shot);
  const answered = page.waitForResponse((response) => response.url().includes('moduleDesign/publish.ajax'));
  await dialog.getByRole('button', { name: '发布', exact: true }).click();
  expect(await (await answered).json()).toMatchObject({ state: 0 });
}

/** Ticks menu grants in the 菜单 section: per role name, the operations by their column heading (查看, 新增, …). */
export async function grant(page: Page, grants: Record<string, readonly string[]>): Promise<void> {
  await openSection(page, '菜单');
  const table = page.getByRole('table', { name: '角色操作权限' });
  for (const [role, operations] of Object.entries(grants)) for (const operation of operations) await table.getByLabel(`${role} ${operation}`, { exact: true }).check();
}
