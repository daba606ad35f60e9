import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthSettings } from '../../server/auth/auth-settings.ts';
import { call, login, loginCall, publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';

const INFO = 'login/currentUserInfo.ajax';

describe('self-registration waits for approval; administrators approve, lock and unlock', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const db = () => test.app.database.db;

  /** Registers through the real call, the SMS code read back from the outbox. */
  async function register(userName: string, mobile: string, app = test.app): Promise<{ status: number; body: any }> {
    await call(app, null, 'login/sendSmsCode.ajax', { mobile, purpose: 'register' });
    const [sent] = await app.database.db.selectFrom('sys_sms_outbox').select('text').where('mobile', '=', mobile).orderBy('created_at', 'desc').execute();
    const smsCode = sent?.text.match(/\d{6}/)?.[0] ?? '';
    const password = rsaEncrypt(await publicKey(app), 'Register1');
    return call(app, null, 'system/user/register.ajax', { username: userName, realName: '新同事', mobile, smsCode, password, lang: 'zh-cn' });
  }

  const userId = async (userName: string) => (await db().selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow()).user_id as string;
  const act = (token: string, action: 'approve' | 'lock' | 'unlock', id: string, lang = 'zh-cn') => call(test.app, token, `system/user/${action}.ajax`, { userId: id, lang });

  it('registers an account that waits for approval, holds no role and lives in the root organisation', async () => {
    const { body } = await register('pending01', '13500000101');
    expect(body).toMatchObject({ state: 0, msgInfo: '注册成功，账号须经管理员审核通过后才能登录', value: { pending: true } });
    const stored = await db().selectFrom('sys_user').select(['state', 'current_org_no', 'user_id']).where('user_name', '=', 'pending01').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ state: 2, current_org_no: 'ORG01' });
    expect(await db().selectFrom('sys_user_role').selectAll().where('user_id', '=', stored.user_id).execute()).toEqual([]);
  });

  it('refuses a pending account with its own message, in both languages, only for the right password', async () => {
    await register('pending02', '13500000102');
    expect((await loginCall(test.app, 'pending02', 'Register1')).body).toMatchObject({ state: -1, code: 'E_ACCOUNT_PENDING', msgInfo: '账号正在等待管理员审核，审核通过后即可登录' });
    expect((await loginCall(test.app, 'pending02', 'Register1', { lang: 'en_US' })).body.msgInfo).toBe("Your account is waiting for an administrator's approval; you can sign in once it is approved");
    expect((await loginCall(test.app, 'pending02', 'Wrong-pass1')).body.code).toBe('E_LOGIN_FAILED');
  });

  it('lets an administrator of the account organisation approve it; the account then signs in with no module grant', async () => {
    await register('pending03', '13500000103');
    const id = await userId('pending03');
    const [manager, zhangsan] = [await login(test.app, 'manager'), await login(test.app, 'zhangsan')];
    expect((await act(zhangsan, 'approve', id)).body).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
    expect((await act(manager, 'approve', id)).body).toMatchObject({ state: 0, msgInfo: '账号已审核通过' });
    expect((await act(manager, 'approve', id)).body).toMatchObject({ state: -1, msgInfo: '该账号不在待审核状态' });
    const token = await login(test.app, 'pending03', 'Register1');
    const { body } = await call(test.app, token, INFO, { moduleId: 'vmVehicle' });
    expect(body.value).toMatchObject({ currentUserName: 'pending03', userRoleIds: [], isModuleOprLimit: true, moduleOprs: [] });
    const audit = await db().selectFrom('sys_user_audit').select(['action', 'actor_id']).where('user_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'approve', actor_id: 'U0002' }]);
  });

  it('keeps administrators to their organisations and away from super administrators', async () => {
    const manager = await login(test.app, 'manager');
    // lisi works in the PV station, which the manager does not administer.
    expect((await act(manager, 'lock', 'U0004')).body).toMatchObject({ state: -1, code: 'E_OTHER_ORG' });
    expect((await act(manager, 'lock', 'U0001')).body).toMatchObject({ state: -1, code: 'E_FORBIDDEN' });
    expect((await act(manager, 'lock', 'U0002')).body).toMatchObject({ state: -1, msgInfo: '不能停用自己的账号' });
    expect((await act(manager, 'lock', 'nobody')).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
  });

  it("ends every token and uakey of an account an administrator locks, and lets it in again once unlocked", async () => {
    const admin = await login(test.app, 'admin');
    const answer = (await loginCall(test.app, 'wangwu')).body;
    const fromKey = (await call(test.app, null, 'api/getToken', { uakey: answer.uakey })).body.access_token as string;
    expect((await act(admin, 'lock', 'U0005')).body).toMatchObject({ state: 0, msgInfo: '账号已停用' });
    for (const token of [answer.token, fromKey]) expect((await call(test.app, token, INFO)).status).toBe(401);
    expect((await call(test.app, null, 'api/getToken', { uakey: answer.uakey })).body.code).toBe(401);
    expect((await loginCall(test.app, 'wangwu')).body).toMatchObject({ state: -1, code: 'E_ACCOUNT_LOCKED' });
    expect((await act(admin, 'unlock', 'U0005', 'en_US')).body).toMatchObject({ state: 0, msgInfo: 'Account unlocked' });
    expect((await loginCall(test.app, 'wangwu')).body.state).toBe(0);
  });

  it('gives a registration the role and organisation the settings name', async () => {
    const placed = await startTestApp({ auth: { ...readAuthSettings({ RATE_LIMIT: 'off', REGISTER_ROLE: 'user', REGISTER_ORG: 'ORG0102' }) } });
    try {
      expect((await register('placed01', '13500000104', placed.app)).body.state).toBe(0);
      const stored = await placed.app.database.db.selectFrom('sys_user as u').innerJoin('sys_user_role as r', 'r.user_id', 'u.user_id').select(['u.current_org_no', 'r.role_id']).where('u.user_name', '=', 'placed01').execute();
      expect(stored).toEqual([{ current_org_no: 'ORG0102', role_id: 'user' }]);
    } finally {
      await placed.close();
    }
  });
});
