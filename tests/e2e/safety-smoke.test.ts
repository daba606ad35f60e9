import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.ts';
import { field, openFromList, openNew, pickRow, printRecord, runTag, saveForm, saveRefused, staffSession, takeTransition } from './module-smoke.ts';
import { selectDictionary } from './vehicles.ts';

const pad = (value: number) => String(value).padStart(2, '0');
function day(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A wind-farm staff member registers a hidden danger, starts its rectification and prints the notice. */
describe('safety smoke', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await staffSession('zhangsan', 'Demo@2024'));
  });
  afterAll(() => browser.close());

  it('registers a hidden danger after a deadline error, moves it to rectifying and prints it', async () => {
    const title = `风机爬梯防坠器锈蚀 ${runTag()}`;
    await openNew(page, 'sa/hiddenDanger', 'title');
    await expect.poll(() => field(page, 'dangerCode').getAttribute('placeholder')).toBe('保存时自动生成');
    await field(page, 'title').fill(title);
    await pickRow(page, 'czxxNo');
    await selectDictionary(page, 'source', '日常巡检');
    await field(page, 'description').fill('12号风机塔筒爬梯防坠导轨锈蚀，制动块动作不灵活。');
    await field(page, 'deadline').fill(day(-3));
    await saveRefused(page, 'sa/hiddenDanger', '整改期限不能早于发现时间');
    await screenshot(page, 'safety-danger-deadline-refused');

    await field(page, 'deadline').fill(day(7));
    await field(page, 'measure').fill('更换防坠器，导轨除锈防腐。');
    await field(page, 'responsible').fill('王五');
    expect(await saveForm(page, 'sa/hiddenDanger')).toMatchObject({ state: 0 });

    await openFromList(page, 'sa/hiddenDanger', title, title);
    expect(await field(page, 'dangerCode').inputValue()).toMatch(/^YH\d{11}$/);
    await takeTransition(page, '开始整改', '整改中');
    await screenshot(page, 'safety-danger-rectifying');
    const sheet = await printRecord(page, '隐患整改通知单');
    expect(await sheet.locator('[data-print-field="title"] > :last-child').innerText()).toBe(title);
    expect(await sheet.locator('[data-print-field="dangerState"] > :last-child').innerText()).toBe('整改中');
    await screenshot(page, 'safety-danger-print');
  });
});
