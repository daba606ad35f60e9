/**
 * Steps of the workflow e2e test (tests/e2e/workflow.test.ts), also used by others: a record picked through the
 * API, drawing in the designer's React Flow canvas, and the command bar's dialogs.
 */
import forge from 'node-forge';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';
import { baseUrl, editRow } from './session.ts';

/** One API call to the e2e server, or the server at `base` (a second server of a cluster). */
export async function api(path: string, params: Record<string, string>, token?: string, base = baseUrl()): Promise<any> {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new URLSearchParams(params).toString(),
  });
  return response.json();
}

/** Signs in over the API like the login form (RSA-encrypted password) and answers the token. */
export async function apiToken(userName: string, password: string, base = baseUrl()): Promise<string> {
  const pem = (await api('login/publicKey.ajax', {}, undefined, base)).value as string;
  const encrypted = forge.util.encode64(forge.pki.publicKeyFromPem(pem).encrypt(forge.util.encodeUtf8(password), 'RSAES-PKCS1-V1_5'));
  const answer = await api('login/checklogin.ajax', { username: userName, password: encrypted, lang: 'zh-cn' }, undefined, base);
  if (answer.state !== 0) throw new Error(`login of ${userName}: ${answer.msgInfo}`);
  return answer.value.token as string;
}

/**
 * A general defect of the user's organisation that has not entered a workflow yet and is not
 * closed (state 60: the test model's condition line ends closed defects at once).
 */
export async function freshGeneralDefect(userName: string, password: string, base = baseUrl()): Promise<{ key: string; code: string; title: string }> {
  const token = await apiToken(userName, password, base);
  const list = await api('df/defect/tableList.ajax', { condition: 'category:S_EGENERAL|defectState:S_IN10,20,30,40,50,70', pageSize: '50' }, token, base);
  for (const row of list.rows as { pkValue: string; rowDatas: Record<string, string> }[]) {
    const info = await api('system/workflow/initWfCommand.ajax', { moduleId: 'dfDefect', pkValue: row.pkValue }, token, base);
    if (info.value?.state === 'starting') return { key: row.pkValue, code: row.rowDatas.defectCode ?? '', title: row.rowDatas.title ?? '' };
  }
  throw new Error('no general defect without a workflow');
}

/** Starts the demo review model on a record over the API, the team review going to 张三 (U0003). */
export async function startReview(userName: string, password: string, key: string, base = baseUrl()): Promise<void> {
  const token = await apiToken(userName, password, base);
  const payload = { moduleId: 'dfDefect', pkValue: key, oprNo: 0, modelId: 'dfDefect_review', currentNodeId: '', opinion: '', urgentFlag: 'N', nextNodes: [{ nextNodeId: 'teamReview', handleUsers: ['U0003'] }] };
  const answer = await api('system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) }, token, base);
  if (answer.state !== 0) throw new Error(`start of ${key}: ${answer.msgInfo}`);
}

/**
 * Submits the record's workflow over the API as `token`'s user, like the submit dialog left as it
 * opens: the next node's default handlers. `start` starts it by the module's one published model.
 */
export async function submitOverApi(token: string, moduleId: string, pkValue: string, start = false): Promise<void> {
  const currentNodeId = start ? '' : (await api('system/workflow/initWfCommand.ajax', { moduleId, pkValue }, token)).value?.currentNodeId;
  const payload = { moduleId, pkValue, oprNo: start ? 0 : 1, currentNodeId, opinion: '同意', urgentFlag: 'N', nextNodes: [] };
  const answer = await api('system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) }, token);
  if (answer.state !== 0) throw new Error(`submit of ${moduleId} ${pkValue}: ${answer.msgInfo}`);
}

/** Opens a defect's edit form from the defect list, found by its title. */
export async function openDefect(page: Page, defect: { code: string; title: string }): Promise<void> {
  await page.goto(`${baseUrl()}/df/defect`);
  await page.getByPlaceholder('请输入关键字').first().fill(defect.title);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('tbody tr', { hasText: defect.code });
  await row.waitFor();
  await editRow(row);
  await page.getByRole('tab', { name: '表单' }).waitFor();
}

/** The designer's canvas node of a model node id. */
export const canvasNode = (page: Page, id: string): Locator => page.locator(`.react-flow__node[data-id="${id}"]`);

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * Adds a node from the palette (it lands mid-canvas, selected) and drags it to a spot given
 * as fractions of the canvas; answers its canvas element.
 */
export async function placeNode(page: Page, paletteName: string, id: string, at: { x: number; y: number }): Promise<Locator> {
  await page.getByRole('button', { name: paletteName, exact: true }).click();
  const node = canvasNode(page, id);
  await node.waitFor();
  const canvas = await page.getByLabel('设计画布').boundingBox();
  if (!canvas) throw new Error('no canvas');
  await drag(page, await centre(node), { x: canvas.x + canvas.width * at.x, y: canvas.y + canvas.height * at.y });
  return node;
}

type Side = 't' | 'r' | 'b' | 'l';

/** Draws a line between two nodes' handles; the new line comes up selected in the property panel. */
export async function connect(page: Page, from: string, fromSide: Side, to: string, toSide: Side): Promise<void> {
  const handle = (id: string, side: Side) => canvasNode(page, id).locator(`.react-flow__handle[data-handleid="${side}"]`);
  await drag(page, await centre(handle(from, fromSide)), await centre(handle(to, toSide)));
  await page.getByText('连线属性').waitFor();
}

/** Picks people in the employee selector dialog by name. */
export async function pickUsers(page: Page, names: readonly string[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '人员选择' });
  await dialog.waitFor();
  for (const name of names) {
    await dialog.getByPlaceholder('输入姓名搜索').fill(name);
    await dialog.getByRole('button', { name: '查询' }).click();
    await dialog.getByRole('checkbox', { name, exact: true }).check();
  }
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for the answer of a workflow call made by `action` and checks that it succeeded. */
export async function expectCallOk(page: Page, path: string, action: () => Promise<void>): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().includes(path));
  await action();
  const body = await (await answer).json();
  if (body.state !== 0) throw new Error(`${path} answered ${JSON.stringify(body)}`);
}

/** The detail page's command bar. */
export const commandBar = (page: Page): Locator => page.getByRole('toolbar', { name: '流程操作' });

/** Follows a side-menu entry of the 流程中心 folder, opening the folder when it is closed. */
export async function openWorkflowMenu(page: Page, entry: '任务中心' | '流程设计' | '流程监控'): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'menu' });
  const link = nav.getByRole('link', { name: entry });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: '流程中心' }).click();
  await link.click();
}

/** Opens the user's to-do of a record from the task centre, reached through the side menu. */
export async function openTodo(page: Page, title: string): Promise<void> {
  await page.goto(`${baseUrl()}/index`);
  await openWorkflowMenu(page, '任务中心');
  await page.waitForURL(/\/workflow\/tasks/);
  const row = page.locator('tbody tr', { hasText: title }).first();
  await row.waitFor();
  await row.click();
  await page.waitForURL(/mode=workflow/);
  await commandBar(page).waitFor();
}

/** A step of a record's workflow: the node it goes to, whom to tick there (none for the end), the opinion and a screenshot of the filled dialog. */
export interface WorkflowStep {
  nextNode: string;
  handler?: string;
  /** Every candidate the dialog offers at the next node, when the test checks who the node's handler rules found. */
  candidates?: readonly string[];
  opinion?: string;
  shot?: string;
}

/** Fills the open submit dialog and sends the record on (a single candidate comes ticked already). */
async function sendOn(page: Page, dialogName: string, step: WorkflowStep): Promise<void> {
  const submit = page.getByRole('dialog', { name: dialogName });
  await submit.getByText(`下一环节：${step.nextNode}`).waitFor();
  if (step.candidates) expect((await submit.getByRole('group', { name: step.nextNode }).locator('label').allInnerTexts()).map((name) => name.trim())).toEqual(step.candidates);
  if (step.handler) await submit.getByRole('group', { name: step.nextNode }).getByRole('checkbox', { name: step.handler }).check();
  // The opinion box opens empty; review steps need one.
  await submit.getByRole('textbox').first().fill(step.opinion ?? '同意');
  if (step.shot) await screenshot(page, step.shot);
  await expectCallOk(page, 'submitWorkflow.ajax', () => submit.getByRole('button', { name: '提交', exact: true }).click());
  await commandBar(page).getByText(step.handler ? `流程处理中 · ${step.nextNode}` : '流程已结束').waitFor();
}

/** Starts the workflow of the record open on `page` by its module's one published model, as its requester would. */
export async function startWorkflow(page: Page, step: WorkflowStep): Promise<void> {
  await commandBar(page).getByRole('button', { name: '启动流程' }).click();
  await sendOn(page, '启动流程', step);
}

/** Takes the user's to-do of the record titled `title` from the task centre and approves it on. */
export async function approveTodo(page: Page, title: string, step: WorkflowStep): Promise<void> {
  await openTodo(page, title);
  await commandBar(page).getByRole('button', { name: '提交', exact: true }).click();
  await sendOn(page, '提交', step);
}
