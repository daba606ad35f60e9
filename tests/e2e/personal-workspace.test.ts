import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { chooseValue } from './record-form-steps.ts';
import { baseUrl, signIn, unreadBadge } from './session.ts';
import { api, apiToken } from './workflow-steps.ts';

async function inEnglish(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('eop.locale', 'en-US'));
  await page.goto(`${baseUrl()}${path}`);
}

async function inChinese(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('eop.locale', 'zh-CN'));
}

async function openUserCentre(page: Page, section: RegExp): Promise<void> {
  await page.goto(`${baseUrl()}/usercenter`);
  await page.getByRole('button', { name: section }).click();
}

describe('personal workspace: live bell, message centre, lock screen, theme colour (issue 16)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('updates the bell of one browser without a reload when the same user reads messages in another', async () => {
    const watcher = await signIn(browser, 'zhangsan', 'Demo@2024');
    const reader = await signIn(browser, 'zhangsan', 'Demo@2024');
    await watcher.goto(`${baseUrl()}/index`);
    await expect.poll(() => unreadBadge(watcher), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await unreadBadge(watcher);
    // A reload would drop this mark.
    await watcher.evaluate(() => Object.assign(window, { notReloaded: true }));

    await reader.goto(`${baseUrl()}/message/center`);
    await reader.getByRole('table', { name: '消息中心' }).waitFor();
    await screenshot(reader, 'message-centre-zh');
    await chooseValue(reader, reader.getByLabel('消息类型'), 'WORKFLOW_URGENT');
    await expect.poll(async () => (await reader.getByRole('table', { name: '消息中心' }).getByText('加急').count()) > 0).toBe(true);
    await chooseValue(reader, reader.getByLabel('消息类型'), '');
    await reader.getByRole('button', { name: '全部已读' }).click();
    await expect.poll(() => unreadBadge(watcher), { timeout: 10_000, interval: 100 }).toBe(0);
    expect(before).toBeGreaterThan(0);
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // A message opens the record it is about, not the module's list.
    await reader.getByRole('table', { name: '消息中心' }).getByRole('button', { name: /紧急缺陷待处理/ }).click();
    await reader.waitForURL((url) => /form/i.test(url.pathname) || url.searchParams.has('mode'));
    await screenshot(reader, 'message-centre-opened-record');
    await inEnglish(reader, '/message/center');
    await reader.getByRole('table', { name: 'Message centre' }).waitFor();
    await screenshot(reader, 'message-centre-en');
    await inChinese(reader);
  });

  it('locks after the idle time, stays locked across a reload and unlocks with the slider', async () => {
    const page = await signIn(browser, 'wangwu', 'Demo@2024');
    await openUserCentre(page, /个人设置/);
    await chooseValue(page, page.getByLabel('锁屏时间'), '1');
    await page.getByText('操作成功').first().waitFor();
    await screenshot(page, 'user-centre-settings-zh');
    await page.clock.install();
    await page.goto(`${baseUrl()}/index`);
    await page.getByRole('heading', { name: '最近访问' }).waitFor();
    const lock = page.getByRole('dialog', { name: '锁屏' });
    expect(await lock.count()).toBe(0);
    await page.clock.fastForward('01:05');
    await lock.waitFor({ timeout: 10_000 });
    expect(await lock.getByTestId('lock-clock').innerText()).toMatch(/^\d\d:\d\d$/);
    expect(await lock.getByTestId('lock-date').innerText()).toMatch(/月\d+日.*星期/);
    await screenshot(page, 'lock-screen-zh');

    // The server holds the lock too: the page's calls are refused while it is up.
    const counted = page.waitForResponse((response) => response.url().includes('/msg/sysMessage/countMessages.ajax'));
    await page.reload();
    await lock.waitFor();
    expect((await counted).status()).toBe(403);

    const slider = lock.getByRole('slider', { name: '向右滑动解锁' });
    await slider.fill('60');
    await slider.dispatchEvent('mouseup');
    expect(await slider.inputValue()).toBe('0');
    await slider.fill('100');
    await lock.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: '最近访问' }).waitFor();
    expect(await lock.count()).toBe(0);

    await inEnglish(page, '/index');
    await page.locator('nav a[aria-current="page"]').waitFor();
    await page.clock.fastForward('01:05');
    await page.getByRole('dialog', { name: 'Screen locked' }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'lock-screen-en');
    await page.getByRole('dialog', { name: 'Screen locked' }).getByRole('slider').fill('100');
    await page.getByRole('dialog', { name: 'Screen locked' }).waitFor({ state: 'detached' });
    await inChinese(page);
    await openUserCentre(page, /个人设置/);
    await chooseValue(page, page.getByLabel('锁屏时间'), '0');
    await page.getByText('操作成功').first().waitFor();
  });

  it('signs the user out at the fifth wrong unlock password', async () => {
    const admin = await apiToken('admin', 'Admin@2024');
    // 0: every unlock asks for the password, so the test need not wait half an hour.
    expect((await api('system/param/save.ajax', { key: 'screenLock.passwordMinutes', value: '0' }, admin)).state).toBe(0);
    try {
      const page = await signIn(browser, 'zhaoliu', 'Demo@2024');
      await page.goto(`${baseUrl()}/index`);
      await page.getByRole('heading', { name: '最近访问' }).waitFor();
      // The stored flag locks the reloaded page (spec 02 §4).
      await page.evaluate(() => sessionStorage.setItem('isLock', '1'));
      await page.reload();
      const lock = page.getByRole('dialog', { name: '锁屏' });
      const password = lock.getByRole('textbox', { name: '登录密码' });
      await password.waitFor();
      for (const left of [4, 3, 2, 1]) {
        await password.fill('Wrong@2024');
        await lock.getByRole('button', { name: '解锁' }).click();
        await lock.getByRole('alert').filter({ hasText: `还可尝试 ${left} 次` }).waitFor();
      }
      await screenshot(page, 'lock-screen-attempts-zh');
      // A reload does not start the count again: it is kept at the server.
      await page.reload();
      await password.fill('Wrong@2024');
      await lock.getByRole('button', { name: '解锁' }).click();
      await page.waitForURL(/\/login/);
      await page.getByText('解锁密码错误次数过多，已退出登录，请重新登录').first().waitFor();
      await screenshot(page, 'lock-screen-signed-out-zh');
      expect(await page.evaluate(() => sessionStorage.getItem('isLock'))).toBeNull();
    } finally {
      await api('system/param/save.ajax', { key: 'screenLock.passwordMinutes', value: '30' }, admin);
    }
  });

  it('changes the primary colour of buttons and menus at once, and keeps it after a reload', async () => {
    const page = await signIn(browser, 'lisi', 'Demo@2024');
    const primary = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.goto(`${baseUrl()}/index`);
    const menuBefore = await primary('nav a[aria-current="page"]');
    await openUserCentre(page, /个人设置/);
    await page.getByRole('radio', { name: '#0f766e' }).click();
    // At once, before any reload: the dialog's own primary button and the variable.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-600').trim())).toBe('#0f766e');
    await page.getByText('操作成功').first().waitFor();
    await screenshot(page, 'user-centre-theme-zh');
    await page.goto(`${baseUrl()}/index`);
    await page.getByRole('heading', { name: '最近访问' }).waitFor();
    expect(await primary('nav a[aria-current="page"]')).toBe('rgb(15, 118, 110)');
    expect(menuBefore).not.toBe('rgb(15, 118, 110)');
    await page.goto(`${baseUrl()}/usercenter`);
    await page.getByRole('button', { name: /个人设置/ }).click();
    expect(await page.getByRole('button', { name: '保存' }).first().evaluate((element) => getComputedStyle(element).borderColor)).toBe('rgb(15, 118, 110)');
    await page.getByRole('button', { name: /登录日志/ }).click();
    await page.getByRole('table', { name: '登录日志' }).waitFor();
    await screenshot(page, 'user-centre-login-log-zh');
    await page.getByRole('button', { name: /推送设置/ }).click();
    await screenshot(page, 'user-centre-push-zh');
    await inEnglish(page, '/usercenter');
    await page.getByRole('button', { name: /Personal settings/ }).click();
    await screenshot(page, 'user-centre-theme-en');
    await page.getByRole('radio', { name: '#1677ff' }).click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-600').trim())).not.toBe('#0f766e');
    await inChinese(page);
  });
});
