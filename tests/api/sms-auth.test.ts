import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginCall, publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';

// Demo employees' mobiles (server/seed/system-data.ts): zhangsan E102, lisi E202, wangwu E103.
const ZHANGSAN = '13900020002';
const LISI = '13700030002';
const WANGWU = '13900020003';
const UNKNOWN = '13600000009';

describe('SMS login, registration and password reset', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const db = () => test.app.database.db;
  const send = (mobile: string, purpose: string, lang = 'zh-cn') => call(test.app, null, 'login/sendSmsCode.ajax', { mobile, purpose, lang });
  const outbox = (mobile: string) => db().selectFrom('sys_sms_outbox').select(['text']).where('mobile', '=', mobile).orderBy('created_at', 'desc').execute();

  /** Sends a code and reads it back from the outbox, as an operator would. */
  async function codeFor(mobile: string, purpose: string): Promise<string> {
    const { body } = await send(mobile, purpose);
    expect(body).toMatchObject({ state: 0, msgInfo: '验证码已发送' });
    const [latest] = await outbox(mobile);
    const code = latest?.text.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no code texted to ${mobile}`);
    return code;
  }

  /** Lets a test send again at once instead of waiting out the 60 s limit. */
  async function forgetRecentCodes(mobile: string): Promise<void> {
    await db().updateTable('sys_sms_code').set({ created_at: new Date(Date.now() - 61_000) }).where('mobile', '=', mobile).execute();
  }

  const smsLogin = (mobile: string, code: string) => call(test.app, null, 'login/checklogin.ajax', { username: mobile, code, validCodeType: 'sms', lang: 'zh-cn' });

  it('texts a 6-digit code to a registered mobile, stores only its hash, and signs in with it', async () => {
    const code = await codeFor(ZHANGSAN, 'login');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await db().selectFrom('sys_sms_code').selectAll().where('mobile', '=', ZHANGSAN).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);
    const { body } = await smsLogin(ZHANGSAN, code);
    expect(body).toMatchObject({ state: 0, msgInfo: '登录成功', value: { token: expect.any(String), token_expires_in: 2, auth_mode: 'token', uakey: expect.any(String) } });
    const info = await call(test.app, body.value.token, 'login/currentUserInfo.ajax');
    expect(info.body.currentUserName).toBe('zhangsan');
    // A code opens one login only.
    expect((await smsLogin(ZHANGSAN, code)).body).toMatchObject({ state: -1, code: 'E_SMS_CODE' });
  });

  it('refuses a second code within 60 s, with a translated message', async () => {
    await forgetRecentCodes(ZHANGSAN);
    await codeFor(ZHANGSAN, 'login');
    const zh = await send(ZHANGSAN, 'login');
    expect(zh.status).toBe(429);
    expect(zh.body).toMatchObject({ state: -1, code: 'E_SMS_TOO_SOON', msgInfo: '验证码发送过于频繁，请 60 秒后再试' });
    expect((await send(ZHANGSAN, 'login', 'en_US')).body.msgInfo).toBe('Codes are sent at most once a minute; please try again in 60 seconds');
    // Another purpose has its own limit.
    expect((await send(ZHANGSAN, 'reset')).body.state).toBe(0);
  });

  it('refuses a wrong code, and every code after five wrong attempts', async () => {
    await forgetRecentCodes(WANGWU);
    const code = await codeFor(WANGWU, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await smsLogin(WANGWU, wrong);
    expect(first.body).toMatchObject({ state: -1, code: 'E_SMS_CODE', msgInfo: '短信验证码错误或已失效，请重新获取' });
    for (let attempt = 0; attempt < 4; attempt += 1) await smsLogin(WANGWU, wrong);
    expect((await smsLogin(WANGWU, code)).body).toMatchObject({ state: -1, code: 'E_SMS_CODE' });
  });

  it('accepts the right code after fewer than five wrong ones', async () => {
    await forgetRecentCodes(WANGWU);
    const code = await codeFor(WANGWU, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt += 1) await smsLogin(WANGWU, wrong);
    expect((await smsLogin(WANGWU, code)).body.state).toBe(0);
  });

  it('refuses an expired code', async () => {
    await forgetRecentCodes(WANGWU);
    const code = await codeFor(WANGWU, 'login');
    await db().updateTable('sys_sms_code').set({ expires_at: new Date(Date.now() - 1000) }).where('mobile', '=', WANGWU).execute();
    expect((await smsLogin(WANGWU, code)).body).toMatchObject({ state: -1, code: 'E_SMS_CODE' });
  });

  it('answers an unknown mobile like a known one, texts nothing, and signs nobody in', async () => {
    const known = await send(LISI, 'login');
    const unknown = await send(UNKNOWN, 'login');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(UNKNOWN)).toHaveLength(0);
    // The same limit applies, so the refusal does not tell the numbers apart either.
    expect((await send(UNKNOWN, 'login')).body).toEqual((await send(LISI, 'login')).body);
    expect((await send(UNKNOWN, 'reset')).body).toEqual((await send(LISI, 'reset')).body);
    expect((await smsLogin(UNKNOWN, '123456')).body).toMatchObject({ state: -1, code: 'E_SMS_CODE' });
  });

  it('refuses a mobile that fails the phone format and an unknown purpose', async () => {
    const { status, body } = await send('12345', 'login');
    expect(status).toBe(400);
    expect(body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: '请输入正确的手机号码' });
    expect((await send(ZHANGSAN, 'other')).body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
  });

  it('accepts the +86 form of a mobile as the same number', async () => {
    await forgetRecentCodes(ZHANGSAN);
    const { body } = await send(`+86${ZHANGSAN}`, 'login');
    expect(body.state).toBe(0);
    const text = (await outbox(ZHANGSAN))[0]?.text ?? '';
    expect((await smsLogin(`86${ZHANGSAN}`, text.match(/\d{6}/)?.[0] ?? '')).body.state).toBe(0);
  });

  describe('registration', () => {
    const NEW_MOBILE = '13500000001';
    const register = async (fields: Record<string, string>) =>
      call(test.app, null, 'system/user/register.ajax', { realName: '测试用户', lang: 'zh-cn', ...fields, password: rsaEncrypt(await publicKey(test.app), fields.password ?? 'Register1') });

    it('creates a user who, once an administrator approved it, logs in by password and by SMS', async () => {
      const code = await codeFor(NEW_MOBILE, 'register');
      const { body } = await register({ username: 'newuser01', mobile: NEW_MOBILE, smsCode: code, password: 'Register1' });
      expect(body).toMatchObject({ state: 0, msgInfo: '注册成功，账号须经管理员审核通过后才能登录' });
      expect((await loginCall(test.app, 'newuser01', 'Register1')).body.code).toBe('E_ACCOUNT_PENDING');
      const pendingCode = await codeFor(NEW_MOBILE, 'login');
      expect((await smsLogin(NEW_MOBILE, pendingCode)).body.code).toBe('E_ACCOUNT_PENDING');
      const stored = await db().selectFrom('sys_user').select('user_id').where('user_name', '=', 'newuser01').executeTakeFirstOrThrow();
      const admin = (await loginCall(test.app, 'admin')).body.value.token as string;
      expect((await call(test.app, admin, 'system/user/approve.ajax', { userId: stored.user_id })).body.state).toBe(0);
      const login = await loginCall(test.app, 'newuser01', 'Register1');
      expect(login.body.state).toBe(0);
      const info = await call(test.app, login.body.value.token, 'login/currentUserInfo.ajax');
      expect(info.body).toMatchObject({ currentUserName: 'newuser01', currentUserRealName: '测试用户', defaultOrgNo: 'ORG01', userRoleIds: [] });
      await forgetRecentCodes(NEW_MOBILE);
      const smsCode = await codeFor(NEW_MOBILE, 'login');
      expect((await smsLogin(NEW_MOBILE, smsCode)).body.state).toBe(0);
    });

    it('refuses a taken user name (whatever its case) before spending the code', async () => {
      const code = await codeFor('13500000002', 'register');
      const taken = await register({ username: 'ZhangSan', mobile: '13500000002', smsCode: code });
      expect(taken.body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: '用户名“ZhangSan”已被使用，请换一个' });
      expect((await register({ username: 'newuser02', mobile: '13500000002', smsCode: code })).body.state).toBe(0);
    });

    it('refuses a mobile that already has an account, a weak password, a bad name and a wrong code', async () => {
      await forgetRecentCodes(LISI);
      const code = await codeFor(LISI, 'register');
      expect((await register({ username: 'weakpass', mobile: LISI, smsCode: code, password: 'short' })).body).toMatchObject({ code: 'E_VALIDATION', msgInfo: '密码长度为 8 到 32 位，须包含小写字母、大写字母、数字、符号中的至少 3 类' });
      expect((await register({ username: 'weakpass', mobile: LISI, smsCode: code, password: 'WeakPass2025' })).body).toMatchObject({ code: 'E_VALIDATION', msgInfo: '密码不能包含用户名' });
      expect((await register({ username: 'bad_name', mobile: LISI, smsCode: code })).body).toMatchObject({ code: 'E_VALIDATION', msgInfo: '用户名为4-32位字母或数字' });
      expect((await register({ username: 'secondlisi', mobile: LISI, smsCode: code === '000000' ? '111111' : '000000' })).body.code).toBe('E_SMS_CODE');
      expect((await register({ username: 'secondlisi', mobile: LISI, smsCode: code })).body).toMatchObject({ code: 'E_VALIDATION', msgInfo: '该手机号已注册，请直接登录或找回密码' });
    });
  });

  it('tells the sign-up screens the password policy without a sign-in', async () => {
    const { body } = await call(test.app, null, 'login/passwordPolicy.ajax', {}, 'GET');
    expect(body).toMatchObject({ state: 0, value: { minLength: 8, maxLength: 32, classes: 3 } });
  });

  describe('password reset', () => {
    const reset = async (mobile: string, smsCode: string, password: string) =>
      call(test.app, null, 'system/user/resetPassword.ajax', { mobile, smsCode, password: rsaEncrypt(await publicKey(test.app), password), lang: 'zh-cn' });

    it('sets the new password, ends the sessions and lifts the failed-login lock', async () => {
      const before = (await loginCall(test.app, 'lisi')).body.value.token as string;
      for (let attempt = 0; attempt < 5; attempt += 1) await loginCall(test.app, 'lisi', 'wrong-password9');
      expect((await loginCall(test.app, 'lisi')).body.code).toBe('E_LOGIN_LOCKED');
      await forgetRecentCodes(LISI);
      let code = await codeFor(LISI, 'reset');
      expect((await reset(LISI, code, 'weak')).body.code).toBe('E_VALIDATION');
      expect((await reset(LISI, code, 'Lisi-2025x')).body).toMatchObject({ code: 'E_VALIDATION', msgInfo: '密码不能包含用户名' });
      await forgetRecentCodes(LISI);
      code = await codeFor(LISI, 'reset');
      const { body } = await reset(LISI, code, 'Renewed2025');
      expect(body).toMatchObject({ state: 0, msgInfo: '密码已重置，请使用新密码登录' });
      expect((await call(test.app, before, 'login/currentUserInfo.ajax')).status).toBe(401);
      expect((await loginCall(test.app, 'lisi')).body).toMatchObject({ state: -1, code: 'E_LOGIN_FAILED' });
      expect((await loginCall(test.app, 'lisi', 'Renewed2025')).body.state).toBe(0);
      const stored = await db().selectFrom('sys_user').select('password_hash').where('user_name', '=', 'lisi').executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('does not take a login code for a reset', async () => {
      await forgetRecentCodes(WANGWU);
      const code = await codeFor(WANGWU, 'login');
      expect((await reset(WANGWU, code, 'Renewed2025')).body.code).toBe('E_SMS_CODE');
    });
  });
});
