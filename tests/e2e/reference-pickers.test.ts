import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { pickInSelector, searchSelector } from './record-form-steps.ts';
import { expandTreeNode, signIn } from './session.ts';
import { api, apiToken } from './workflow-steps.ts';

const PATROL = JSON.parse(fs.readFileSync(new URL('../fixtures/patrol/ptPatrol.json', import.meta.url), 'utf8')) as { moduleId: string };

/** Publishes the patrol fixture as an analyst drafts it and a manager publishes it, through the designer's calls. */
async function publishPatrol(): Promise<void> {
  const analyst = await apiToken('analyst', 'Demo@2024');
  const manager = await apiToken('manager', 'Manager@2024');
  const saved = await api('system/moduleDesign/saveDraft.ajax', { moduleId: PATROL.moduleId, bundle: JSON.stringify(PATROL), revision: '-1', note: 'e2e' }, analyst);
  if (saved.state !== 0) throw new Error(`saveDraft: ${JSON.stringify(saved)}`);
  const published = await api('system/moduleDesign/publish.ajax', { moduleId: PATROL.moduleId, revision: String(saved.value.revision), publishedVersion: '0', note: 'e2e' }, manager);
  if (published.state !== 0) throw new Error(`publish: ${JSON.stringify(published)}`);
}

/**
 * Reference pickers (issue 13, item 8) on a module of the test's own: the main unit picked in
 * the equipment tree of the chosen station (system nodes shown but not pickable), the units
 * visited as chips of a multi-reference, and the list searched by them.
 */
describe('reference pickers', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await publishPatrol();
    browser = await launchBrowser();
    page = await signIn(browser, 'manager', 'Manager@2024');
  });
  afterAll(() => browser.close());

  const dialog = () => page.getByRole('dialog').last();
  const expand = (name: string) => expandTreeNode(dialog(), name);

  /** Picks a record in the table selector by searching its name and double-clicking its row. */

  it('picks the main unit in the tree of the chosen station and the units visited as chips', async () => {
    await page.goto(`${page.url().split('/').slice(0, 3).join('/')}/pt/patrol`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.locator('#root_title').fill('风机例行巡视');
    await page.locator('#root_czxxNo').click();
    // Any wind farm: other e2e files add stations of their own, in no set order.
    await searchSelector(page, '风电场');
    const station = (await dialog().locator('tbody tr', { hasText: '风电场' }).first().innerText()).split('\t').find((cell) => cell.includes('风电场')) ?? '';
    expect(station).toMatch(/风电场/);
    await dialog().locator('tbody tr', { hasText: station }).first().dblclick();
    await dialog().waitFor({ state: 'hidden' });

    await page.locator('#root_eqNo').click();
    const tree = dialog().locator('[data-reference-tree]');
    await tree.locator('li[role="treeitem"]').first().waitFor();
    const top = await tree.locator(':scope > ul > li[role="treeitem"]').allInnerTexts();
    expect(top).toEqual([expect.stringContaining(station)]);
    // The station node is a system node: shown to reach the units, not pickable.
    await expect.poll(() => tree.locator('button[disabled]', { hasText: station }).count()).toBe(1);
    await expand(station);
    await expand('1号集电线路');
    await tree.getByRole('button', { name: '2号风机', exact: true }).click();
    await dialog().waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('#root_eqNo').inputValue()).toBe('2号风机');

    const visited = page.locator('[data-multi-reference="visitedEq"]');
    for (const name of ['3号风机', '3号箱变', '4号风机']) {
      await visited.getByRole('button', { name: /请选择/ }).click();
      await pickInSelector(page, name);
    }
    await visited.getByRole('button', { name: /3号箱变/ }).click();
    await expect.poll(() => visited.locator('[data-chip]').allInnerTexts()).toEqual(['3号风机', '4号风机']);
    await screenshot(page, 'reference-pickers-form');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.locator('tbody tr', { hasText: '风机例行巡视' }).first().waitFor();
    expect(await page.locator('tbody tr', { hasText: '风机例行巡视' }).first().innerText()).toContain('3号风机,4号风机');
  });

  it('searches the list by a unit visited, picked in the search panel', async () => {
    // Pages of other open tabs stay in the document, hidden: the visible panel is this list's.
    const search = page.locator('[data-reference-search="visitedEq"]:visible');
    await search.getByRole('button', { name: /请选择/ }).click();
    await pickInSelector(page, '5号风机');
    await page.getByRole('button', { name: '查询', exact: true }).first().click();
    await expect.poll(() => page.locator('tbody tr', { hasText: '风机例行巡视' }).count()).toBe(0);
    // One unit at a time (eq): the chip is cleared before another is picked.
    await search.getByRole('button', { name: /5号风机/ }).click();
    await search.getByRole('button', { name: /请选择/ }).click();
    await pickInSelector(page, '4号风机');
    await page.getByRole('button', { name: '查询', exact: true }).first().click();
    await expect.poll(() => page.locator('tbody tr', { hasText: '风机例行巡视' }).count()).toBe(1);
    await screenshot(page, 'reference-pickers-search');
  });
});
