import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseOption } from './record-form-steps.ts';
import { acceptConfirm, baseUrl, signIn } from './session.ts';
import { canvasNode, commandBar, connect, expectCallOk, freshGeneralDefect, openDefect, openTodo, openWorkflowMenu, pickUsers, placeNode, startReview } from './workflow-steps.ts';

const MODEL = '缺陷快速审核';
const COSIGN_NODE = '班组会签';
const REVIEW_NODE = '专工验收';
const MODEL_EN = 'Quick defect review';
const COSIGN_NODE_EN = 'Team countersign';

/**
 * The workflow end to end (spec 02): an administrator designs and publishes a model with a
 * countersign node and a condition line; the manager starts it on a defect; the shift leader
 * edits his step's fields, adds a countersigner and approves with a notification; the
 * specialist returns it once; it is resubmitted and finished; the log and diagram show the way.
 */
describe('workflow', () => {
  let browser: Browser;
  let defect: { key: string; code: string; title: string };
  const pages = new Map<string, Page>();

  const as = async (user: string, password: string): Promise<Page> => {
    const open = pages.get(user);
    if (open) return open;
    const page = await signIn(browser, user, password);
    pages.set(user, page);
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    defect = await freshGeneralDefect('manager', 'Manager@2024');
  });
  afterAll(() => browser.close());

  it('designs and publishes a model with a countersign node and a condition line', async () => {
    const page = await as('admin', 'Admin@2024');
    await openWorkflowMenu(page, '流程设计');
    await page.waitForURL(/\/workflow\/designer/);
    await chooseOption(page, page.getByLabel('业务模块'), '缺陷管理');
    await page.getByLabel('模型名称（中文）').fill(MODEL);
    await page.getByLabel('模型名称（英文）').fill(MODEL_EN);

    await placeNode(page, '开始节点', 'start1', { x: 0.12, y: 0.5 });
    await placeNode(page, '任务节点', 'task2', { x: 0.38, y: 0.5 });
    await page.getByLabel('节点名称（中文）').fill(COSIGN_NODE);
    await page.getByLabel('节点名称（英文）').fill(COSIGN_NODE_EN);
    await page.getByRole('button', { name: '指定人员' }).click();
    await pickUsers(page, ['张三']);
    for (const flag of ['会签（全部处理人处理后才流转）', '允许加签', '允许退回', '允许退回发起人']) await page.getByLabel(flag, { exact: true }).check();
    for (const field of ['责任班组 teamNo', '计划结束 plannedEnd']) await page.getByRole('checkbox', { name: field }).check();

    await placeNode(page, '任务节点', 'task3', { x: 0.6, y: 0.25 });
    await page.getByLabel('节点名称（中文）').fill(REVIEW_NODE);
    await page.getByLabel('部门', { exact: true }).fill('D0102');
    await page.keyboard.press('Enter');
    await page.getByLabel('允许退回', { exact: true }).check();
    // The maintenance worker who reports a defect does not accept it himself.
    await page.getByLabel('排除发起人', { exact: true }).check();
    await placeNode(page, '结束节点', 'end4', { x: 0.85, y: 0.5 });

    await connect(page, 'start1', 'r', 'task2', 'l');
    await connect(page, 'task2', 't', 'task3', 'l');
    await page.getByLabel('连线名称（中文）').fill('同意');
    await page.getByLabel('连线名称（英文）').fill('Agree');
    await connect(page, 'task2', 'r', 'end4', 'l');
    await page.getByLabel('连线名称（中文）').fill('已关闭直接结束');
    await page.getByLabel('流转条件').fill('getValStr("defectState") == "60"');
    await connect(page, 'task3', 'r', 'end4', 't');
    await screenshot(page, 'workflow-01-designer');

    await expectCallOk(page, 'publishModel.ajax', () => page.getByRole('button', { name: '发布', exact: true }).click());
    await page.getByLabel(/^流程模型/).click();
    await expect.poll(() => page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/缺陷审核流程.*已发布/), expect.stringMatching(new RegExp(`${MODEL}.*已发布`))]));
    await page.keyboard.press('Escape');
    await expect.poll(() => canvasNode(page, 'task2').getAttribute('class')).not.toContain('ring-red-500');
  });

  it('keeps the step’s 排除发起人 once published, after a reload', async () => {
    const page = await as('admin', 'Admin@2024');
    await page.reload();
    await page.getByLabel(/^流程模型/).click();
    await page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${MODEL}`) }).click();
    await canvasNode(page, 'task3').click();
    await expect.poll(() => page.getByLabel('节点名称（中文）').inputValue()).toBe(REVIEW_NODE);
    const exclude = page.getByLabel('排除发起人', { exact: true });
    await expect.poll(() => exclude.isChecked()).toBe(true);
    // Its help text is the checkbox's description.
    const help = await exclude.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${help ?? ''}"]`).innerText()).toContain('发起人不会');
    await screenshot(page, 'workflow-01-designer-exclude-starter');
  });

  it('lets the manager start the workflow on a defect, choosing the model', async () => {
    const page = await as('manager', 'Manager@2024');
    await openDefect(page, defect);
    await commandBar(page).getByRole('button', { name: '启动流程' }).click();

    const choice = page.getByRole('dialog', { name: '选择流程' });
    await choice.getByLabel(MODEL).check();
    await screenshot(page, 'workflow-02-choose-model');
    await choice.getByRole('button', { name: '确定' }).click();
    const submit = page.getByRole('dialog', { name: '启动流程' });
    await submit.getByText(`下一环节：${COSIGN_NODE}`).waitFor();
    const zhangsan = submit.getByRole('group', { name: COSIGN_NODE }).getByRole('checkbox', { name: '张三' });
    await expect.poll(() => zhangsan.isChecked()).toBe(true);
    await expect.poll(() => zhangsan.isDisabled()).toBe(true);
    await screenshot(page, 'workflow-03-start-submit');
    await expectCallOk(page, 'submitWorkflow.ajax', () => submit.getByRole('button', { name: '提交', exact: true }).click());
    await commandBar(page).getByText(`流程处理中 · ${COSIGN_NODE}`).waitFor();
  });

  it('opens the task for the shift leader with only his step’s fields editable, and keeps workflow mode after saving', async () => {
    const page = await as('zhangsan', 'Demo@2024');
    await openTodo(page, defect.title);
    await page.getByRole('heading', { name: '缺陷管理-流程处理' }).waitFor();
    await page.getByRole('tab', { name: MODEL }).waitFor();
    await expect.poll(() => page.locator('#root_plannedEnd').isEditable()).toBe(true);
    await expect.poll(() => page.locator('#root_title').isEditable()).toBe(false);
    await expect.poll(() => page.locator('#root_description').isEditable()).toBe(false);
    await page.locator('#root_plannedEnd').fill('2031-06-30');
    await screenshot(page, 'workflow-04-handler-form');
    await expectCallOk(page, 'df/defect/save.ajax', () => page.getByRole('button', { name: '保存', exact: true }).click());
    await page.getByRole('tab', { name: MODEL }).waitFor();
    expect(page.url()).toContain('mode=workflow');
    await expect.poll(() => page.locator('#root_plannedEnd').inputValue()).toBe('2031-06-30');
    await expect.poll(() => page.locator('#root_title').isEditable()).toBe(false);
  });

  it('adds a countersigner, then approves with a notification', async () => {
    const page = await as('zhangsan', 'Demo@2024');
    await commandBar(page).getByRole('button', { name: '加签' }).click();
    const countersign = page.getByRole('dialog', { name: '加签' });
    await countersign.getByRole('group', { name: '加签人员' }).getByRole('button', { name: '+ 添加人员' }).click();
    await pickUsers(page, ['王五']);
    await expectCallOk(page, 'countersignWorkflow.ajax', () => countersign.getByRole('button', { name: '提交', exact: true }).click());

    await commandBar(page).getByRole('button', { name: '提交', exact: true }).click();
    const submit = page.getByRole('dialog', { name: '提交' });
    await submit.getByText(`当前环节：${COSIGN_NODE}`).waitFor();
    await submit.getByRole('group', { name: '知会人员' }).getByRole('button', { name: '+ 添加人员' }).click();
    await pickUsers(page, ['王海峰']);
    await submit.getByRole('textbox').first().fill('同意，请王五会签');
    await screenshot(page, 'workflow-05-approve-with-notify');
    await expectCallOk(page, 'submitWorkflow.ajax', () => submit.getByRole('button', { name: '提交', exact: true }).click());
    // The countersign node waits for 王五: 张三 has nothing left to do here.
    await expect.poll(() => commandBar(page).getByRole('button', { name: '提交', exact: true }).count()).toBe(0);
  });

  it('lets the countersigner complete the node, and the specialist return it once', async () => {
    const page = await as('wangwu', 'Demo@2024');
    await openTodo(page, defect.title);
    await commandBar(page).getByRole('button', { name: '提交', exact: true }).click();
    const submit = page.getByRole('dialog', { name: '提交' });
    await submit.getByText(`下一环节：${REVIEW_NODE}`).waitFor();
    await expect.poll(() => submit.getByRole('group', { name: REVIEW_NODE }).getByRole('checkbox', { name: '王五' }).isChecked()).toBe(true);
    await expectCallOk(page, 'submitWorkflow.ajax', () => submit.getByRole('button', { name: '提交', exact: true }).click());

    await commandBar(page).getByText(`流程处理中 · ${REVIEW_NODE}`).waitFor();
    // The send-back variants share one menu of the bar.
    await commandBar(page).getByRole('button', { name: '退回', exact: true }).click();
    await page.getByRole('menuitem', { name: '退回指定环节' }).click();
    const fallback = page.getByRole('dialog', { name: '退回' });
    await fallback.locator('tbody tr', { hasText: '张三' }).click();
    await fallback.getByRole('textbox').first().fill('计划结束日期需重新确认');
    await screenshot(page, 'workflow-06-fallback');
    await expectCallOk(page, 'fallBack.ajax', () => fallback.getByRole('button', { name: '提交', exact: true }).click());
    await commandBar(page).getByText(`流程处理中 · ${COSIGN_NODE}`).waitFor();
  });

  it('lets the notified manager confirm the notification', async () => {
    const page = await as('manager', 'Manager@2024');
    await openTodo(page, defect.title);
    await expectCallOk(page, 'submitNotify.ajax', () => commandBar(page).getByRole('button', { name: '知会确认' }).click());
    await expect.poll(() => commandBar(page).getByRole('button', { name: '知会确认' }).count()).toBe(0);
  });

  it('is resubmitted by the shift leader and finished by the specialist', async () => {
    const zhangsan = await as('zhangsan', 'Demo@2024');
    await openTodo(zhangsan, defect.title);
    await commandBar(zhangsan).getByRole('button', { name: '提交', exact: true }).click();
    const resubmit = zhangsan.getByRole('dialog', { name: '提交' });
    await resubmit.getByText(`下一环节：${REVIEW_NODE}`).waitFor();
    await expectCallOk(zhangsan, 'submitWorkflow.ajax', () => resubmit.getByRole('button', { name: '提交', exact: true }).click());

    const wangwu = await as('wangwu', 'Demo@2024');
    await openTodo(wangwu, defect.title);
    await commandBar(wangwu).getByRole('button', { name: '提交', exact: true }).click();
    const finish = wangwu.getByRole('dialog', { name: '提交' });
    await finish.getByText('下一环节：结束节点').waitFor();
    await expectCallOk(wangwu, 'submitWorkflow.ajax', () => finish.getByRole('button', { name: '提交', exact: true }).click());
    await commandBar(wangwu).getByText('流程已结束').waitFor();
    await expect.poll(() => wangwu.getByRole('button', { name: '保存', exact: true }).count()).toBe(0);
  });

  it('shows the handling log and the way through the diagram', async () => {
    const page = await as('wangwu', 'Demo@2024');
    await commandBar(page).getByRole('button', { name: '流程日志' }).click();
    const log = page.getByRole('list', { name: '流程日志' });
    await log.getByText('流程结束').waitFor();
    for (const text of [COSIGN_NODE, REVIEW_NODE, '会签', '同意，请王五会签', '计划结束日期需重新确认']) await log.getByText(text).first().waitFor();
    await expect.poll(() => log.locator('[data-handle-state="30"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'workflow-07-handling-log');
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: MODEL }).click();
    const mark = (id: string) => page.locator(`.react-flow__node[data-id="${id}"] [data-mark]`).getAttribute('data-mark');
    await expect.poll(() => mark('task2')).toBe('passed');
    await expect.poll(() => mark('task3')).toBe('passed');
    await expect.poll(() => mark('end4')).toBe('passed');
    const stroke = (id: string) => page.locator(`[data-testid="rf__edge-${id}"] path.react-flow__edge-path`).first().getAttribute('style');
    // Passed lines are drawn green (#10b981); the condition line to the end was not taken.
    await expect.poll(() => stroke('line2')).toContain('rgb(16, 185, 129)');
    await expect.poll(() => stroke('line3')).not.toContain('rgb(16, 185, 129)');
    await screenshot(page, 'workflow-08-diagram');
  });

  it('answers a stale tab\'s recall in its own words and reloads that tab\'s command bar', async () => {
    const stale = await freshGeneralDefect('manager', 'Manager@2024');
    await startReview('manager', 'Manager@2024', stale.key);
    const first = await as('manager', 'Manager@2024');
    const second = await signIn(browser, 'manager', 'Manager@2024');
    for (const page of [first, second]) {
      await openDefect(page, stale);
      await commandBar(page).getByRole('button', { name: '撤回' }).waitFor();
    }
    await commandBar(first).getByRole('button', { name: '结束流程' }).click();
    await expectCallOk(first, 'forceEndWorkflow.ajax', () => acceptConfirm(first, '确定强制结束该流程吗？所有待办将被清除。'));
    await commandBar(first).getByText('流程已结束').waitFor();

    // The second tab still offers the recall of the instance the first one ended.
    await commandBar(second).getByRole('button', { name: '撤回' }).click();
    const answer = second.waitForResponse((response) => response.url().includes('recallWorkflow.ajax'));
    await acceptConfirm(second, '确定撤回该流程吗？');
    expect(await (await answer).json()).toMatchObject({ state: -1, msgInfo: '流程已结束，不能撤回' });
    await second.getByText('流程已结束，不能撤回').waitFor();
    await commandBar(second).getByText('流程已结束').waitFor();
    await expect.poll(() => commandBar(second).getByRole('button', { name: '撤回' }).count()).toBe(0);
    await screenshot(second, 'workflow-09-stale-tab');
    await second.context().close();
  });

  it('names the model and its steps in English after the switch: task list, command bar, submit dialog and diagram', async () => {
    const page = await as('zhangsan', 'Demo@2024');
    await page.goto(`${baseUrl()}/index`);
    await openWorkflowMenu(page, '任务中心');
    await page.waitForURL(/\/workflow\/tasks/);
    await page.locator('tbody tr', { hasText: '值长审核' }).first().waitFor();
    await page.getByRole('button', { name: /简体中文/ }).click();
    await page.getByText('English', { exact: true }).click();
    // The open list asks again in English, without a reload: the seeded requisition step has an English name.
    const row = page.locator('tbody tr', { hasText: 'Shift leader review' }).first();
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr', { hasText: '值长审核' }).count()).toBe(0);
    await screenshot(page, 'workflow-10-tasks-en');

    await row.click();
    await page.waitForURL(/mode=workflow/);
    const bar = page.getByRole('toolbar', { name: 'Workflow commands' });
    await bar.getByText('In process · Shift leader review').waitFor();
    // One primary action; the send-back variants under one menu.
    await expect.poll(() => bar.locator('button.bg-primary-600').allInnerTexts()).toEqual(['Submit']);
    await bar.getByRole('button', { name: 'Send back', exact: true }).click();
    await expect.poll(async () => (await page.getByRole('menuitem').allInnerTexts()).every((text) => text.startsWith('Send back to '))).toBe(true);
    await page.getByRole('menuitem', { name: 'Send back to starter' }).click();
    const back = page.getByRole('dialog', { name: 'Send back to starter' });
    await expect.poll(() => back.getByRole('textbox').first().inputValue()).toBe('');
    await back.getByRole('button', { name: 'Common opinions' }).waitFor();
    await back.getByRole('button', { name: 'Back', exact: true }).click();

    await bar.getByRole('button', { name: 'Submit', exact: true }).click();
    const submit = page.getByRole('dialog', { name: 'Submit' });
    await submit.getByText('Current step: Shift leader review').waitFor();
    await submit.getByText(/^Next step: Manager approval/).waitFor();
    await expect.poll(() => submit.getByRole('textbox').first().inputValue()).toBe('');
    await submit.getByRole('button', { name: 'Common opinions' }).waitFor();
    await screenshot(page, 'workflow-11-submit-en');
    await submit.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('button', { name: /English/ }).click();
    await page.getByText('简体中文', { exact: true }).click();
    await commandBar(page).getByText('流程处理中 · 值长审核').waitFor();

    // The model drawn above carries English names too: the defect's diagram tab and nodes read them after the switch.
    const manager = await as('manager', 'Manager@2024');
    await openDefect(manager, defect);
    await manager.getByRole('tab', { name: MODEL }).click();
    await manager.locator('.react-flow__node[data-id="task2"]', { hasText: COSIGN_NODE }).waitFor();
    await manager.getByRole('button', { name: /简体中文/ }).click();
    await manager.getByText('English', { exact: true }).click();
    await manager.getByRole('tab', { name: MODEL_EN }).waitFor();
    await manager.locator('.react-flow__node[data-id="task2"]', { hasText: COSIGN_NODE_EN }).waitFor();
    // Line labels are drawn in React Flow's label layer, apart from the edges.
    await manager.locator('.react-flow__edgelabel-renderer').getByText('Agree', { exact: true }).waitFor();
    // A node or line left without an English name reads its Chinese one.
    await manager.locator('.react-flow__node[data-id="task3"]', { hasText: REVIEW_NODE }).waitFor();
    await manager.locator('.react-flow__edgelabel-renderer').getByText('已关闭直接结束', { exact: true }).waitFor();
    await screenshot(manager, 'workflow-12-diagram-en');
    await manager.getByRole('button', { name: /English/ }).click();
    await manager.getByText('简体中文', { exact: true }).click();
    await manager.getByRole('tab', { name: MODEL }).waitFor();
  });
});
