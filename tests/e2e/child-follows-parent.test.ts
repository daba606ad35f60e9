import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { signIn } from './session.ts';
import { commandBar, freshGeneralDefect, openTodo, startReview } from './workflow-steps.ts';

/**
 * Issue 13 'Child writes follow the parent', in the browser: a defect whose review waits on
 * 张三 offers its requester no writes of its handling records (the server would refuse them),
 * while 张三, who it waits on, may add them.
 */
describe('child list rows follow their parent', () => {
  let browser: Browser;
  let defect: { key: string; code: string; title: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    defect = await freshGeneralDefect('manager', 'Manager@2024');
    await startReview('manager', 'Manager@2024', defect.key);
  });
  afterAll(() => browser.close());

  /** The handling records list under the open defect, once the workflow told the page where the user stands. */
  async function handlingRecords(page: Page): Promise<Locator> {
    await commandBar(page).getByText(/流程处理中/).waitFor();
    const list = page.locator('section', { has: page.getByRole('heading', { name: '处理记录' }) }).last();
    await list.getByText(/共 \d+ 条/).first().waitFor();
    return list;
  }

  let workflowUrl = '';

  it('lets the reviewer it waits on add one', async () => {
    const reviewer = await signIn(browser, 'zhangsan', 'Demo@2024');
    await openTodo(reviewer, defect.title);
    workflowUrl = reviewer.url();
    const list = await handlingRecords(reviewer);
    await list.getByRole('button', { name: '新增', exact: true }).waitFor();
    await screenshot(reviewer, 'child-follows-parent-reviewer');
    await reviewer.context().close();
  });

  it('offers the requester, on the same workflow page, no new handling record while the review waits on someone else', async () => {
    const requester = await signIn(browser, 'manager', 'Manager@2024');
    await requester.goto(workflowUrl);
    const list = await handlingRecords(requester);
    expect(await list.getByRole('button', { name: '新增', exact: true }).count()).toBe(0);
    expect(await requester.getByRole('button', { name: '保存', exact: true }).count()).toBe(0);
    await screenshot(requester, 'child-follows-parent-requester');
    await requester.context().close();
  });
});
