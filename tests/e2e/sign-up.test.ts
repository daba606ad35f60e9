import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaCodeHash } from '../../server/auth/captcha.ts';
import { rsaEncrypt } from '../api/harness.ts';
import { freePort, waitForHttp } from '../support/net.ts';
import { postgresAnswers } from '../support/postgres.ts';
import { launchBrowser, screenshot } from './browser.ts';

const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CAPTCHA = 'ab12';

/**
 * The sign-up screens with the captcha on, as production runs them: a server of its own on a
 * fresh PostgreSQL database, which the test reads for the texted codes (the SMS outbox) and
 * where it sets the captchas shown to a code it knows.
 */
describe.skipIf(!(await postgresAnswers(POSTGRES)))('sign-up screens with the captcha on', () => {
  const name = `auth_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  let db: pg.Client;
  let server: ChildProcess;
  let base = '';
  let browser: Browser;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES);
    url.pathname = `/${name}`;
    const port = await freePort();
    server = spawn(process.execPath, ['server/index.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: '', CLIENT_DIR: 'dist', DATABASE_URL: url.toString(), LOGIN_CAPTCHA: 'on', SEED_DEMO: 'on', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/login`, server, 150_000);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  async function open(path: string, locale: 'zh-CN' | 'en-US'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale });
    await context.addInitScript((value) => localStorage.setItem('eop.locale', value), locale);
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    return page;
  }

  /** Every captcha shown so far now reads CAPTCHA. */
  const knowCaptchas = () => db.query('update sys_captcha set code_hash = $1 where used = false', [captchaCodeHash(CAPTCHA)]);

  async function textedCode(mobile: string): Promise<string> {
    const { rows } = await db.query<{ text: string }>('select text from sys_sms_outbox where mobile = $1 order by created_at desc limit 1', [mobile]);
    return rows[0]?.text.match(/\d{6}/)?.[0] ?? '';
  }

  async function signIn(page: Page, userName: string, password: string): Promise<void> {
    await knowCaptchas();
    await page.locator('input[autocomplete="username"]').fill(userName);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole('textbox', { name: /^(验证码|Verification code)$/ }).first().fill(CAPTCHA);
    await page.keyboard.press('Enter');
  }

  /** Signs in through the login form of `locale` and waits for the refusal `message`. */
  async function expectRefusal(locale: 'zh-CN' | 'en-US', userName: string, password: string, message: string, shot: string): Promise<Page> {
    const page = await open('/login', locale);
    await signIn(page, userName, password);
    await page.getByText(message).first().waitFor();
    await screenshot(page, shot);
    return page;
  }

  it('registers with the captcha and the texted code, then tells the account waits for approval (zh-CN)', async () => {
    const page = await open('/user_register', 'zh-CN');
    await page.locator('input[autocomplete="username"]').fill('newcomer01');
    await page.locator('input[autocomplete="name"]').fill('新同事');
    await page.locator('input[type="tel"]').fill('13500000201');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请先输入图形验证码，再获取短信验证码').waitFor();
    await screenshot(page, 'register-captcha-zh');
    await knowCaptchas();
    await page.locator('input[name="smsCaptcha"]').fill(CAPTCHA);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送').first().waitFor();
    await page.locator('input[autocomplete="one-time-code"]').fill(await textedCode('13500000201'));
    const passwords = page.locator('input[type="password"]');
    await passwords.nth(0).fill('Newcomer01x');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByText('密码不能包含用户名').waitFor();
    await passwords.nth(0).fill('Arrival2025');
    await passwords.nth(1).fill('Arrival2025');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '正在等待管理员审核' }).waitFor();
    await screenshot(page, 'register-pending-zh');

    await expectRefusal('zh-CN', 'newcomer01', 'Arrival2025', '账号正在等待管理员审核，审核通过后即可登录', 'login-pending-zh');
    await expectRefusal('en-US', 'newcomer01', 'Arrival2025', "Your account is waiting for an administrator's approval; you can sign in once it is approved", 'login-pending-en');
  });

  it('shows the time lock of a name in both languages, and the SMS forms with their captcha (en-US)', async () => {
    const pem = ((await (await fetch(`${base}/api/login/publicKey.ajax`)).json()) as { value: string }).value;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await db.query('insert into sys_captcha (uu_id, code_hash, expires_at, used) values ($1, $2, now() + interval \'5 minutes\', false)', [`lock-${attempt}`, captchaCodeHash(CAPTCHA)]);
      const form = new URLSearchParams({ username: 'ghost', password: rsaEncrypt(pem, 'Wrong-pass1'), uuId: `lock-${attempt}`, code: CAPTCHA });
      await fetch(`${base}/api/login/checklogin.ajax`, { method: 'POST', body: form });
    }
    await expectRefusal('zh-CN', 'ghost', 'Wrong-pass1', '登录失败次数过多，请 15 分钟后再试', 'login-locked-zh');
    const page = await expectRefusal('en-US', 'ghost', 'Wrong-pass1', 'Too many failed sign-ins; please try again in 15 minutes', 'login-locked-en');

    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.locator('input[name="smsCaptcha"]').waitFor();
    await screenshot(page, 'login-sms-captcha-en');
    const reset = await open('/reset_password', 'en-US');
    await expect.poll(() => reset.locator('input[name="smsCaptcha"]').count()).toBe(1);
    await screenshot(reset, 'reset-password-captcha-en');
    const zhReset = await open('/login', 'zh-CN');
    await zhReset.getByRole('tab', { name: '手机号登录' }).click();
    await zhReset.locator('input[name="smsCaptcha"]').waitFor();
    await screenshot(zhReset, 'login-sms-captcha-zh');
  });
});
