import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { acceptConfirm, baseUrl, columnTexts, signIn } from './session.ts';

/** The system administration screens (issue 15 items 5-12): each opens from the admin menu and does one action. */
describe('system administration screens', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signIn(browser);
  });
  afterAll(() => browser.close());

  const open = async (menu: string) => {
    const nav = page.getByRole('navigation', { name: 'menu' });
    const item = nav.getByText(menu, { exact: true });
    if (!(await item.isVisible())) await nav.getByText('系统设置', { exact: true }).click();
    await item.click();
    await page.getByRole('heading', { name: menu }).waitFor();
  };
  const toast = (text: string | RegExp) => page.getByText(text).first().waitFor();

  it('adds a dictionary item that lists at once', async () => {
    await open('字典管理');
    await page.getByRole('button', { name: 'stationType' }).click();
    await page.getByRole('button', { name: '新增字典项' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('值').fill('HYDRO');
    await dialog.getByLabel('中文名称').fill('水电');
    await dialog.getByLabel('英文名称').fill('Hydro');
    await dialog.getByLabel('标签颜色（#rrggbb）').fill('#2563eb');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByRole('table', { name: '字典项' }).getByText('水电 / Hydro').waitFor();
    await screenshot(page, 'system-dict');
  });

  it('switches a system parameter and lists the logs of that write', async () => {
    await open('系统参数');
    const registration = page.getByRole('checkbox', { name: '允许自助注册' });
    // The box shows the value in force: it turns once the server saved and the list was read again.
    const before = await registration.isChecked();
    await registration.click();
    await toast('保存成功');
    await expect.poll(() => registration.isChecked()).toBe(!before);
    await screenshot(page, 'system-params');
    await registration.click();
    await expect.poll(() => registration.isChecked()).toBe(before);

    await open('日志管理');
    await page.getByRole('button', { name: '操作日志' }).click();
    await page.locator('input[placeholder="模块"]').fill('sysParam');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => [...new Set(await columnTexts(page, '模块'))]).toEqual(['sysParam']);
    expect((await columnTexts(page, '记录主键'))[0]).toBe('register.enabled');
    await screenshot(page, 'system-logs');

    // With no SMS gateway, an operator reads a texted code in the outbox.
    await page.request.post(`${baseUrl()}/api/login/sendSmsCode.ajax`, { form: { mobile: '13500000401', purpose: 'register' } });
    await page.getByRole('button', { name: '短信发件箱' }).click();
    await page.locator('input[placeholder="手机号"]').fill('13500000401');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => (await columnTexts(page, '短信内容'))[0] ?? '').toMatch(/验证码为 \d{6}/);
    await screenshot(page, 'system-sms-outbox');
  });

  it('signs another user out of every session', async () => {
    const other = await signIn(browser, 'zhangsan', 'Demo@2024');
    await open('在线用户');
    const row = page.getByRole('row').filter({ hasText: 'zhangsan' });
    await row.first().waitFor();
    await row.first().getByRole('button', { name: '强制下线' }).click();
    await acceptConfirm(page, /确定强制/);
    await toast(/已强制下线/);
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(0);
    await screenshot(page, 'system-online');
    // The other browser's next navigation finds its session ended.
    await other.reload();
    const relogin = other.getByRole('button', { name: '重新登录' });
    await expect.poll(async () => other.url().includes('/login') || (await relogin.isVisible()), { timeout: 30_000 }).toBe(true);
    await screenshot(other, 'system-online-signed-out');
    await other.context().close();
  });

  it('runs a scheduled task now and shows its history', async () => {
    await open('定时任务');
    const row = page.getByRole('row').filter({ hasText: 'logs.purge' });
    await row.getByRole('button', { name: '立即执行' }).click();
    await toast('任务已执行');
    await row.getByRole('button', { name: '执行历史' }).click();
    await page.getByRole('dialog').getByText('成功').first().waitFor();
    await screenshot(page, 'system-tasks');
    await page.keyboard.press('Escape');
  });

  it('changes a task’s cron, is told why a pattern is refused, and sees the next run follow it', async () => {
    await open('定时任务');
    const row = page.getByRole('row').filter({ hasText: 'jobs.pruneHistory' });
    await row.getByRole('button', { name: '修改周期' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cron 表达式').fill('*/5 * * * * *');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast('Cron 表达式「*/5 * * * * *」无效：须为五段（分 时 日 月 周）且之后还会执行');
    await dialog.getByLabel('Cron 表达式').fill('7 5 * * *');
    await screenshot(page, 'system-task-cron');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe('7 5 * * *');
    expect(await row.textContent()).toMatch(/ 05:07:00/);
    await row.getByRole('button', { name: '修改周期' }).click();
    await dialog.getByLabel('Cron 表达式').fill('');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).not.toBe('7 5 * * *');
  });

  it('monitors the server and reloads every cache', async () => {
    await open('服务监控');
    await page.getByText('在线', { exact: true }).first().waitFor();
    await page.getByText('Node 堆内存').first().waitFor();
    await screenshot(page, 'system-monitor');
    await open('缓存管理');
    await page.getByRole('button', { name: '全部重新加载' }).click();
    await toast('已通知所有服务器重新加载缓存');
    await screenshot(page, 'system-cache');
  });

  it('issues an interface key shown once', async () => {
    await open('接口配置');
    await page.getByRole('button', { name: '生成密钥' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill('SCADA 接口');
    await dialog.getByRole('button', { name: '生成密钥' }).click();
    const key = await page.getByTestId('issued-uakey').innerText();
    expect(key.length).toBeGreaterThan(20);
    await screenshot(page, 'system-uakey');
    await page.getByRole('button', { name: '我已复制' }).click();
    await page.getByRole('table', { name: '接口配置' }).getByText('SCADA 接口').waitFor();
  });
});
