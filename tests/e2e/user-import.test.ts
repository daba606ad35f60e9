import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.ts';
import { acceptConfirm, baseUrl, signIn, submitLogin } from './session.ts';
import { dataSheet, downloadBy, readWorkbook, setRow } from './workbook-helpers.ts';

/** Issue 15: an administrator imports accounts from the user screen; an imported user must change the first password. */
describe('user import', () => {
  let browser: Browser;
  let admin: Page;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-user-import-'));
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await signIn(browser);
  });
  afterAll(async () => {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports two users with a refused row, hands out their first passwords once, and holds a new user to the password change', async () => {
    await admin.goto(`${baseUrl()}/setting/user`);
    await admin.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = admin.getByRole('dialog').filter({ hasText: /导入数据|导入结果/ });
    const workbook = await readWorkbook(await downloadBy(admin, () => dialog.getByRole('button', { name: '下载模板', exact: true }).click(), dir));
    const sheet = dataSheet(workbook);
    const columns = { org: '组织（编码或名称）', depart: '部门（编码或名称）', post: '岗位（编码或名称）', roles: '角色（编码或名称，多个用逗号分隔）' };
    setRow(sheet, 2, { 用户名: 'e2eimport1', 姓名: '导入测试一', [columns.org]: '张北风电场', [columns.depart]: '设备检修部', [columns.post]: '检修工', [columns.roles]: '普通用户' });
    setRow(sheet, 3, { 用户名: 'e2eimport2', 姓名: '导入测试二', [columns.org]: 'ORG0101', [columns.depart]: 'D0101', [columns.roles]: 'user' });
    setRow(sheet, 4, { 用户名: 'e2eimport3', 姓名: '导入测试三', [columns.org]: '没有这个组织' });
    const file = path.join(dir, 'users.xlsx');
    await workbook.xlsx.writeFile(file);
    // The user template has no overwrite: an account that exists is refused.
    expect(await dialog.getByText('覆盖已有数据').count()).toBe(0);

    await dialog.locator('[data-testid="import-file-input"]').setInputFiles(file);
    await dialog.getByRole('button', { name: '上传并导入' }).click();
    await acceptConfirm(admin, '文件已上传，是否开始导入数据？');
    await dialog.getByText('成功导入 2 条，失败 1 条（详情请下载文件查看）').waitFor({ timeout: 120_000 });
    await screenshot(admin, 'user-import-result');

    const passwords = fs.readFileSync(await downloadBy(admin, () => dialog.getByRole('button', { name: '下载初始密码' }).click(), dir), 'utf8');
    await dialog.getByRole('button', { name: '初始密码已下载' }).waitFor();
    const rows = passwords.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([['用户名', '姓名'], ['e2eimport1', '导入测试一'], ['e2eimport2', '导入测试二']]);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await admin.getByRole('row').filter({ hasText: 'e2eimport1' }).getByText('设备检修部').waitFor();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const user = await context.newPage();
    await user.goto(`${baseUrl()}/login`);
    await submitLogin(user, 'e2eimport1', rows[1]?.[2] ?? '');
    await user.waitForURL(/\/change_password/);
    await screenshot(user, 'user-import-first-sign-in');
    await context.close();
  }, 300_000);
});
