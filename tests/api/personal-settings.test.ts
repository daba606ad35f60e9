import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../server/routes/message-routes.ts';
import { sha256Hex } from '../../server/auth/secrets.ts';
import { call, demoPassword, grantsChanged, login, publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';

const INFO = 'login/currentUserInfo.ajax';
const LOCK = 'system/user/lockScreen.ajax';
const UNLOCK = 'system/user/unlockScreen.ajax';
const SETTINGS = 'system/user/savePersonalSettings.ajax';

describe('lock screen and personal settings (issue 16)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const info = async (token: string) => (await call(test.app, token, INFO, {}, 'GET')).body.value;

  it('keeps the lock on the session: other calls are refused until the slider unlocks a short lock', async () => {
    const token = await login(test.app, 'zhangsan');
    const other = await login(test.app, 'zhangsan');
    expect(await info(token)).toMatchObject({ lockTime: 0, screenLocked: false, unlockNeedsPassword: false });
    expect((await call(test.app, token, LOCK)).body).toMatchObject({ state: 0, value: { locked: true, passwordRequired: false } });
    expect(await info(token)).toMatchObject({ screenLocked: true, unlockNeedsPassword: false });
    const refused = await call(test.app, token, 'msg/sysMessage/countMessages.ajax', {}, 'GET');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ state: -1, code: 'E_SCREEN_LOCKED', msgInfo: '屏幕已锁定，请先解锁' });
    // Another session of the same user is not locked.
    expect((await call(test.app, other, 'msg/sysMessage/countMessages.ajax', {}, 'GET')).body.state).toBe(0);
    expect((await call(test.app, token, UNLOCK)).body).toMatchObject({ state: 0, value: { locked: false } });
    expect((await call(test.app, token, 'msg/sysMessage/countMessages.ajax', {}, 'GET')).body.state).toBe(0);
  });

  it('asks for the password once the lock has lasted the parameter’s minutes, and refuses a wrong one', async () => {
    const token = await login(test.app, 'wangwu');
    await call(test.app, token, LOCK);
    // The lock went up 31 minutes ago (the default asks for the password after 30).
    await test.app.database.db.updateTable('sys_screen_lock').set({ locked_at: new Date(Date.now() - 31 * 60_000) }).where('token_hash', '=', sha256Hex(token)).execute();
    // A direct write: the session cache has to hear of it like any revoking write.
    await grantsChanged(test.app);
    expect(await info(token)).toMatchObject({ screenLocked: true, unlockNeedsPassword: true });
    expect((await call(test.app, token, UNLOCK)).body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: '锁屏时间较长，请输入登录密码解锁' });
    const key = await publicKey(test.app);
    expect((await call(test.app, token, UNLOCK, { password: rsaEncrypt(key, 'Wrong@2024') })).body).toMatchObject({ state: -1, msgInfo: '密码错误，无法解锁，还可尝试 4 次' });
    expect(await info(token)).toMatchObject({ screenLocked: true });
    expect((await call(test.app, token, UNLOCK, { password: rsaEncrypt(key, demoPassword('wangwu')) })).body.state).toBe(0);
    expect(await info(token)).toMatchObject({ screenLocked: false, unlockNeedsPassword: false });
  });

  it('ends the session at the fifth wrong password, counted on the server whatever the client sends', async () => {
    const token = await login(test.app, 'zhangsan');
    const other = await login(test.app, 'zhangsan');
    await call(test.app, token, LOCK);
    await test.app.database.db.updateTable('sys_screen_lock').set({ locked_at: new Date(Date.now() - 31 * 60_000) }).where('token_hash', '=', sha256Hex(token)).execute();
    await grantsChanged(test.app);
    const key = await publicKey(test.app);
    const wrong = () => call(test.app, token, UNLOCK, { password: rsaEncrypt(key, 'Wrong@2024') });
    for (const left of [4, 3, 2]) expect((await wrong()).body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: `密码错误，无法解锁，还可尝试 ${left} 次` });
    // A reload locks again: the lock's count goes on.
    await call(test.app, token, LOCK);
    expect((await wrong()).body.msgInfo).toBe('密码错误，无法解锁，还可尝试 1 次');
    const last = await wrong();
    expect(last.status).toBe(401);
    expect(last.body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED', msgInfo: '解锁密码连续输错 5 次，已退出登录，请重新登录' });
    // Even the right password no longer opens it: the session is over.
    expect((await call(test.app, token, UNLOCK, { password: rsaEncrypt(key, demoPassword('zhangsan')) })).body.code).toBe('E_TOKEN_EXPIRED');
    expect((await call(test.app, token, INFO, {}, 'GET')).body.code).toBe('E_TOKEN_EXPIRED');
    // The user's other session goes on.
    expect((await call(test.app, other, INFO, {}, 'GET')).body.state).toBe(0);
  });

  it('gives a new lock a fresh count once the right password unlocked it', async () => {
    const token = await login(test.app, 'wangwu');
    const key = await publicKey(test.app);
    const lockLong = async () => {
      await call(test.app, token, LOCK);
      await test.app.database.db.updateTable('sys_screen_lock').set({ locked_at: new Date(Date.now() - 31 * 60_000) }).where('token_hash', '=', sha256Hex(token)).execute();
      await grantsChanged(test.app);
    };
    await lockLong();
    for (let i = 0; i < 4; i++) await call(test.app, token, UNLOCK, { password: rsaEncrypt(key, 'Wrong@2024') });
    expect((await call(test.app, token, UNLOCK, { password: rsaEncrypt(key, demoPassword('wangwu')) })).body.state).toBe(0);
    await lockLong();
    expect((await call(test.app, token, UNLOCK, { password: rsaEncrypt(key, 'Wrong@2024') })).body.msgInfo).toBe('密码错误，无法解锁，还可尝试 4 次');
  });

  it('saves lock time, theme colour and push settings, and refuses bad values without changing anything', async () => {
    const token = await login(test.app, 'lisi');
    const saved = await call(test.app, token, SETTINGS, { lockTime: 5, theme: '#0F766E', pushMuted: 'WORKFLOW' });
    expect(saved.body).toMatchObject({ state: 0 });
    expect(await info(token)).toMatchObject({ lockTime: 5, userTheme: '#0f766e', pushMuted: ['WORKFLOW'] });
    for (const bad of [{ lockTime: -1 }, { lockTime: 1441 }, { theme: 'red' }, { theme: '#12345' }, { pushMuted: 'WORKFLOW,NOPE' }]) {
      const refused = await call(test.app, token, SETTINGS, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.state).toBe(-1);
    }
    expect(await info(token)).toMatchObject({ lockTime: 5, userTheme: '#0f766e', pushMuted: ['WORKFLOW'] });
  });

  it('delivers no message of a type the receiver muted', async () => {
    const lisi = await login(test.app, 'lisi');
    const zhaoliu = await login(test.app, 'zhaoliu');
    await call(test.app, lisi, SETTINGS, { pushMuted: 'WORKFLOW' });
    const count = async (token: string) => (await call(test.app, token, 'msg/sysMessage/countMessages.ajax', {}, 'GET')).body.value.totalNum;
    const [lisiBefore, zhaoliuBefore] = [await count(lisi), await count(zhaoliu)];
    await sendMessage(test.app.database.db, { receivers: ['U0004', 'U0006'], msgtype: 'WORKFLOW', title: '巡检记录待审核' });
    await sendMessage(test.app.database.db, { receivers: ['U0004'], msgtype: 'WORKFLOW_URGENT', title: '紧急：逆变器停机' });
    expect(await count(lisi)).toBe(lisiBefore + 1);
    expect(await count(zhaoliu)).toBe(zhaoliuBefore + 1);
  });

  it('lists the user’s own sign-ins, newest first', async () => {
    const token = await login(test.app, 'zhaoliu');
    await login(test.app, 'zhaoliu');
    const { body } = await call(test.app, token, 'system/user/myLoginLog.ajax', { pageSize: 50 });
    expect(body.state).toBe(0);
    expect(body.param.totalCount).toBeGreaterThanOrEqual(2);
    expect(body.value[0]).toMatchObject({ result: 'success', loginAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    const times = body.value.map((row: { loginAt: string }) => row.loginAt);
    expect([...times].sort().reverse()).toEqual(times);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from sys_login_log where user_id = 'U0006'`.execute(test.app.database.db);
    expect(body.param.totalCount).toBe(rows[0]?.n);
    expect((await call(test.app, token, 'system/user/myLoginLog.ajax', { pageSize: 51 })).status).toBe(400);
  });
});
