import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { pickInSelector } from './record-form-steps.ts';
import { chooseOption } from './record-form-steps.ts';
import { acceptConfirm, baseUrl, signIn } from './session.ts';
import { approveTodo, commandBar, openTodo, startWorkflow } from './workflow-steps.ts';

const MEASURES = '[data-grid="wtSafetyMeasure"]';
const DANGERS = '[data-grid="wtDangerControl"]';

/**
 * Work tickets (modules/wtWorkTicket.json) as staff use them: a ticket added with a rule error
 * first, sent for issue and printed; and one ticket walked from draft to archived with its crew
 * picked, signed by its issuer, received and permitted by the duty chief through the issue
 * model (wtWorkTicket_issue) with its measures ticked, then ended and archived by its life
 * cycle, and the printed ticket checked. Each scenario makes its own ticket.
 */
describe('work tickets', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const field = (page: Page, name: string) => page.locator(`#root_${name}`);

  /** Picks a record in the open table selector by searching its text and double-clicking its row. */

  async function pickReference(page: Page, name: string, text: string): Promise<void> {
    await field(page, name).click();
    await pickInSelector(page, text);
    await expect.poll(() => field(page, name).inputValue()).toContain(text);
  }

  async function pickStation(page: Page): Promise<void> {
    await field(page, 'czxxNo').click();
    await pickInSelector(page, '张北风电场');
  }

  async function addCrew(page: Page, names: readonly string[]): Promise<Locator> {
    const crew = page.locator('[data-multi-reference="crew"]');
    for (const name of names) {
      await crew.getByRole('button', { name: /请选择/ }).click();
      await pickInSelector(page, name);
    }
    await expect.poll(() => crew.locator('[data-chip]').allInnerTexts()).toEqual([...names]);
    return crew;
  }

  async function addMeasure(page: Page, text: string): Promise<void> {
    const grid = page.locator(MEASURES);
    const before = await grid.locator('tbody tr [id$="-measure"]').count();
    await grid.getByRole('button', { name: '+ 添加行' }).click();
    await grid.locator('tbody tr').nth(before).locator('[id$="-measure"]').fill(text);
  }

  /** Opens the ticket read-only (a double-click), or for editing through the view's 编辑. */
  async function openTicket(page: Page, content: string, { edit = false } = {}): Promise<void> {
    await page.goto(`${baseUrl()}/wt/workTicket`);
    await page.getByPlaceholder('请输入关键字').nth(1).fill(content);
    await page.getByRole('button', { name: '查询' }).click();
    await page.locator('tbody tr', { hasText: content }).first().dblclick();
    await expect.poll(() => field(page, 'workContent').inputValue()).toBe(content);
    if (edit) await header(page).getByRole('button', { name: '编辑', exact: true }).click();
  }

  const header = (page: Page) => page.locator('header').filter({ has: page.getByRole('button', { name: '关闭', exact: true }) });

  /** Takes a life-cycle step from the detail page's header and waits for the state it leads to. */
  async function step(page: Page, label: string, state: string): Promise<void> {
    await header(page).getByRole('button', { name: label, exact: true }).click();
    await acceptConfirm(page, `${label}：将记录变更为${state}？`);
    await page.getByText('操作成功').first().waitFor();
    await expect.poll(() => field(page, 'ticketState').innerText()).toBe(state);
  }

  /** Saves the open form (the whole record with its rows) and waits for the answer. */
  async function save(page: Page): Promise<void> {
    const saved = page.waitForResponse((response) => response.url().includes('wt/workTicket/save.ajax'));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });
    await page.waitForURL(/\/wt\/workTicket(\?|$)/);
  }

  it('adds a ticket with a rule error first, saves it, sends it for issue and prints it', async () => {
    const page = await signIn(browser, 'zhangsan', 'Demo@2024');
    const content = `#9风机主控柜UPS电池更换 ${Date.now()}`;
    await page.goto(`${baseUrl()}/wt/workTicket`);
    await page.locator('tbody tr').first().waitFor();
    await screenshot(page, 'work-ticket-list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await chooseOption(page, field(page, 'ticketKind'), '电气第二种工作票');
    await pickStation(page);
    await field(page, 'workPlace').fill('#9风机塔底主控柜');
    await field(page, 'workContent').fill(content);
    // 张三 leads by default: the form fills the current employee.
    await expect.poll(() => field(page, 'leader').inputValue()).toBe('张三');
    await addCrew(page, ['马超']);
    await expect.poll(() => field(page, 'crewCount').inputValue()).toBe('1');
    await pickReference(page, 'issuer', '王海峰');
    await field(page, 'plannedStart').fill('2099-05-06T09:00:00');
    await field(page, 'plannedEnd').fill('2099-05-06T08:00:00');
    await addMeasure(page, '#9风机停机，断开UPS输入输出开关');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('计划开始时间不能晚于计划结束时间').first().waitFor();
    await screenshot(page, 'work-ticket-rule-error');

    await field(page, 'plannedEnd').fill('2099-05-06T16:00:00');
    await save(page);
    await openTicket(page, content);
    expect(await field(page, 'ticketCode').inputValue()).toMatch(/^(GZP1|GZP2|FJP|DH1|DH2|XLP)-\d{6}-\d{4}$/);
    await startWorkflow(page, { nextNode: '签发', handler: '王海峰' });
    await expect.poll(() => field(page, 'ticketState').innerText()).toBe('待签发');
    await screenshot(page, 'work-ticket-sent-for-issue');

    await header(page).getByRole('button', { name: '打印', exact: true }).click();
    const sheet = page.locator('[data-print-sheet]');
    await sheet.waitFor();
    expect(await sheet.locator('[data-print-field="workContent"] > :last-child').innerText()).toBe(content);
    expect(await sheet.locator('[data-print-field="ticketState"] > :last-child').innerText()).toBe('待签发');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('walks a ticket from draft to archived with its crew, measures ticked and the printed ticket', async () => {
    const page = await signIn(browser, 'manager', 'Manager@2024');
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const content = `#12风机齿轮箱油滤更换 ${Date.now()}`;
    await page.goto(`${baseUrl()}/wt/workTicket`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await chooseOption(page, field(page, 'ticketKind'), '一级动火工作票');
    // Hot work shows its own section, a fire watcher and the fire-fighting measures; other kinds do not.
    await field(page, 'fireWatcher').waitFor();
    await field(page, 'fireMeasures').waitFor();
    await chooseOption(page, field(page, 'ticketKind'), '风力发电机组工作票');
    await expect.poll(() => field(page, 'fireMeasures').count()).toBe(0);
    await expect.poll(() => field(page, 'fireWatcher').count()).toBe(0);
    await pickStation(page);
    await field(page, 'workPlace').fill('#12风机机舱');
    await field(page, 'workContent').fill(content);
    await pickReference(page, 'leader', '李明');
    const crew = await addCrew(page, ['郭磊', '王五']);
    await expect.poll(() => field(page, 'crewCount').inputValue()).toBe('2');
    await pickReference(page, 'issuer', '王海峰');
    await field(page, 'plannedStart').fill('2099-06-10T08:30:00');
    await field(page, 'plannedEnd').fill('2099-06-10T17:30:00');
    await addMeasure(page, '将#12风机切至维护状态，远程停机并就地锁定');
    await addMeasure(page, '投入高速轴制动器，插入叶轮锁定销');
    const dangers = page.locator(DANGERS);
    await dangers.getByRole('button', { name: '+ 添加行' }).click();
    await dangers.locator('tbody tr').first().locator('[id$="-dangerPoint"]').click();
    await pickInSelector(page, '机舱内油品泄漏滑倒');
    await dangers.locator('tbody tr').first().locator('[id$="-controlMeasure"]').fill('作业前清理机舱底部油污，铺设吸油毡');
    await screenshot(page, 'work-ticket-walk-draft');
    expect(await crew.locator('[data-chip]').count()).toBe(2);
    await save(page);

    await openTicket(page, content);
    const code = await field(page, 'ticketCode').inputValue();
    // The issue model: 王海峰, the issuer the ticket names, signs; 张三 on duty receives it and permits the work.
    await startWorkflow(page, { nextNode: '签发', handler: '王海峰' });
    await approveTodo(page, code, { nextNode: '接票', handler: '张三', opinion: '同意签发' });
    const duty = await signIn(browser, 'zhangsan', 'Demo@2024');
    await approveTodo(duty, code, { nextNode: '许可', handler: '张三', opinion: '已接票' });
    // Permitting, the duty chief ticks every measure with its executor: the grid is the step's editable region.
    await openTodo(duty, code);
    const rows = duty.locator(`${MEASURES} tbody tr`);
    for (let index = 0; index < 2; index += 1) {
      await rows.nth(index).getByRole('switch').click();
      await rows.nth(index).locator('[id$="-executor"]').fill('张三');
    }
    await screenshot(duty, 'work-ticket-walk-measures');
    const saved = duty.waitForResponse((response) => response.url().includes('wt/workTicket/save.ajax'));
    await commandBar(duty).getByRole('button', { name: '保存', exact: true }).or(duty.getByRole('button', { name: '保存', exact: true })).first().click();
    expect(await (await saved).json()).toMatchObject({ state: 0 });
    await approveTodo(duty, code, { nextNode: '结束', opinion: '许可开工' });
    await duty.context().close();

    await openTicket(page, content, { edit: true });
    await expect.poll(() => field(page, 'ticketState').innerText()).toBe('已许可');
    await expect.poll(() => field(page, 'permitter').inputValue()).toBe('张三');
    await step(page, '开工', '工作中');
    await field(page, 'endTime').fill('2099-06-10T16:40:00');
    await field(page, 'endPeople').fill('李明、张三');
    await save(page);
    await openTicket(page, content);
    await step(page, '终结', '已终结');
    await step(page, '归档', '已归档');
    expect(await header(page).getByRole('button', { name: '作废', exact: true }).count()).toBe(0);

    await header(page).getByRole('button', { name: '打印', exact: true }).click();
    const sheet = page.locator('[data-print-sheet]');
    await sheet.waitFor();
    expect(await sheet.locator('h1').innerText()).toBe('工作票');
    expect(await sheet.locator('[data-print-field="crew"] > :last-child').innerText()).toBe('郭磊,王五');
    expect(await sheet.locator('[data-print-field="crewCount"] > :last-child').innerText()).toBe('2');
    const printed = sheet.locator('[data-print-child="wtSafetyMeasure"] tbody tr');
    expect(await printed.count()).toBe(2);
    expect(await printed.first().innerText()).toMatch(/将#12风机切至维护状态.*\s+是\s+张三/);
    expect(await sheet.locator('[data-print-child="wtDangerControl"] tbody tr').first().innerText()).toContain('机舱内油品泄漏滑倒');
    expect(await sheet.locator('[data-print-field="ticketState"] > :last-child').innerText()).toBe('已归档');
    expect(await sheet.locator('[data-print-signature]').count()).toBe(3);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'work-ticket-printed');
    await page.emulateMedia({ media: 'screen' });
    await page.context().close();
  });
});
