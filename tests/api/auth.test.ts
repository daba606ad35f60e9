import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginCall, rsaEncrypt, publicKey, startTestApp, type TestApp } from './harness.ts';

describe('login/checklogin.ajax', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  /** Lets the time of a name's lock run out, as the clock would. */
  async function expireLock(userName: string): Promise<void> {
    await test.app.database.db.updateTable('sys_login_lock').set({ locked_until: new Date(Date.now() - 1000) }).where('name_key', '=', userName).execute();
  }

  it('tells the login form that no captcha is wanted when the captcha is off', async () => {
    const { body } = await call(test.app, null, 'login/captcha.ajax', {}, 'GET');
    expect(body).toMatchObject({ state: 0, value: { enabled: false } });
    expect(body.value.uuId).toBeUndefined();
  });

  it('answers the public key as PEM', async () => {
    expect(await publicKey(test.app)).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('signs in with the RSA-encrypted password and answers token data as value and at the top level', async () => {
    const { status, body } = await loginCall(test.app, 'zhangsan');
    expect(status).toBe(200);
    expect(body.state).toBe(0);
    expect(body.value).toEqual({ token: expect.any(String), token_expires_in: 2, auth_mode: 'token', uakey: expect.any(String) });
    expect(body.token).toBe(body.value.token);
    expect(body.uakey).toBe(body.value.uakey);
    expect(body.encryptedApis).toContain('system/user/changePassword.ajax');
  });

  it('stretches the token to 24 hours with remember me', async () => {
    const { body } = await loginCall(test.app, 'zhangsan', undefined, { rememberMe: '1' });
    expect(body.value.token_expires_in).toBe(24);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const wrong = await loginCall(test.app, 'zhangsan', 'not-the-password1');
    const unknown = await loginCall(test.app, 'nobody', 'not-the-password1');
    for (const { body } of [wrong, unknown]) {
      expect(body).toMatchObject({ state: -1, code: 'E_LOGIN_FAILED', msgInfo: '用户名或密码错误' });
      expect(body.value).toBeUndefined();
    }
  });

  it('answers in English for lang=en_US', async () => {
    const { body } = await loginCall(test.app, 'zhangsan', 'not-the-password1', { lang: 'en_US' });
    expect(body.msgInfo).toBe('Wrong user name or password');
  });

  it('refuses a password that was not RSA-encrypted', async () => {
    const { body } = await call(test.app, null, 'login/checklogin.ajax', { username: 'zhangsan', password: 'Demo@2024' });
    expect(body).toMatchObject({ state: -1, code: 'E_LOGIN_FAILED' });
  });

  it('answers SQL fragments in the user name like any unknown user', async () => {
    const pem = await publicKey(test.app);
    for (const username of ["admin' or '1'='1", "admin'--", 'x; drop table sys_user;']) {
      const { body } = await call(test.app, null, 'login/checklogin.ajax', { username, password: rsaEncrypt(pem, "' or 1=1 --") });
      expect(body).toMatchObject({ state: -1, code: 'E_LOGIN_FAILED' });
    }
    expect((await loginCall(test.app, 'admin')).body.state).toBe(0);
  });

  it('refuses a login without the required parameters', async () => {
    const { status, body } = await call(test.app, null, 'login/checklogin.ajax', { username: 'zhangsan' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
  });

  it('locks a name for 15 minutes after five failed logins, even for the right password, and lets it in once the time is over', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await loginCall(test.app, 'zhaoliu', 'wrong-password9')).body.code);
    expect(answers).toEqual(['E_LOGIN_FAILED', 'E_LOGIN_FAILED', 'E_LOGIN_FAILED', 'E_LOGIN_FAILED', 'E_LOGIN_LOCKED']);
    expect((await loginCall(test.app, 'zhaoliu')).body).toMatchObject({ state: -1, code: 'E_LOGIN_LOCKED', msgInfo: '登录失败次数过多，请 15 分钟后再试' });
    expect((await loginCall(test.app, 'zhaoliu', undefined, { lang: 'en_US' })).body.msgInfo).toBe('Too many failed sign-ins; please try again in 15 minutes');
    await expireLock('zhaoliu');
    expect((await loginCall(test.app, 'zhaoliu')).body.state).toBe(0);
  });

  it('answers an unknown name and a locked real one alike', async () => {
    const real = [];
    const unknown = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      real.push((await loginCall(test.app, 'wangwu', 'wrong-password9')).body);
      unknown.push((await loginCall(test.app, 'nobody-here', 'wrong-password9')).body);
    }
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toMatchObject({ code: 'E_LOGIN_LOCKED' });
    await expireLock('wangwu');
  });

  it('doubles the lock each time it comes again without a successful login', async () => {
    for (const minutes of [15, 30, 60]) {
      for (let attempt = 0; attempt < 5; attempt += 1) await loginCall(test.app, 'analyst', 'wrong-password9');
      expect((await loginCall(test.app, 'analyst')).body.msgInfo).toBe(`登录失败次数过多，请 ${minutes} 分钟后再试`);
      await expireLock('analyst');
    }
    expect((await loginCall(test.app, 'analyst')).body.state).toBe(0);
    for (let attempt = 0; attempt < 5; attempt += 1) await loginCall(test.app, 'analyst', 'wrong-password9');
    expect((await loginCall(test.app, 'analyst')).body.msgInfo).toBe('登录失败次数过多，请 15 分钟后再试');
  });

  it('lets an administrator unlock a locked name at once', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await loginCall(test.app, 'zhangsan', 'wrong-password9');
    expect((await loginCall(test.app, 'zhangsan')).body.code).toBe('E_LOGIN_LOCKED');
    const manager = await login(test.app, 'manager');
    expect((await call(test.app, manager, 'system/user/unlock.ajax', { userId: 'U0003' })).body.state).toBe(0);
    expect((await loginCall(test.app, 'zhangsan')).body.state).toBe(0);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await loginCall(test.app, 'lisi', 'wrong-password9');
    expect((await loginCall(test.app, 'lisi')).body.state).toBe(0);
    expect((await loginCall(test.app, 'lisi', 'wrong-password9')).body.code).toBe('E_LOGIN_FAILED');
    expect((await loginCall(test.app, 'lisi')).body.state).toBe(0);
  });
});
