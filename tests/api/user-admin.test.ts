import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, WIND_ORG } from './module-helpers.ts';

// Generous limits: the app starts with the demo data, slow on a machine shared with other suites.
describe('user and organisation administration', { timeout: 300_000 }, () => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    admin = await login(test.app, 'admin');
  }, 600_000);
  afterAll(() => test.close());

  it('adds an account that must change its password before any other call', async () => {
    const password = rsaEncrypt(await publicKey(test.app), 'First-pass1');
    const added = await call(test.app, admin, 'system/user/save.ajax', { userName: 'newcomer', password, realName: '新人', orgNo: WIND_ORG, departNo: 'D0102', postNo: 'P0104', roleIds: 'user' });
    expect(added.body.state).toBe(0);
    const listed = await call(test.app, admin, 'system/user/list.ajax', { departNo: 'D0102', keyword: 'newcomer' });
    expect(listed.body.value).toMatchObject({ totalRows: 1, rows: [{ userName: 'newcomer', departName: '设备检修部', roleIds: ['user'] }] });
    const token = await login(test.app, 'newcomer', 'First-pass1');
    expect((await call(test.app, token, 'login/currentUserInfo.ajax')).body.value.mustChangePassword).toBe(true);
    expectRefusal(await call(test.app, token, 'vm/vehicle/tableList.ajax'), 'E_PASSWORD_CHANGE_REQUIRED');
    const key = await publicKey(test.app);
    const changed = await call(test.app, token, 'system/user/changePassword.ajax', { oldPassword: rsaEncrypt(key, 'First-pass1'), newPassword: rsaEncrypt(key, 'Second-pass2') });
    expect(changed.body.state).toBe(0);
    expect((await call(test.app, token, 'vm/vehicle/tableList.ajax')).body.code).toBe(200);
  });

  it('lists the holders of a role', async () => {
    const holders = async (roleId: string) => (await call(test.app, admin, 'system/user/list.ajax', { roleId, pageSize: '200' })).body.value.rows as { userName: string; roleIds: string[] }[];
    const [zhangsan] = (await call(test.app, admin, 'system/user/list.ajax', { keyword: 'zhangsan' })).body.value.rows as { roleIds: string[] }[];
    const role = zhangsan!.roleIds[0]!;
    const found = await holders(role);
    expect(found.map((row) => row.userName)).toContain('zhangsan');
    expect(found.every((row) => row.roleIds.includes(role))).toBe(true);
    expect(found.length).toBeLessThan((await call(test.app, admin, 'system/user/list.ajax', { pageSize: '200' })).body.value.rows.length);
    expect(await holders('noSuchRole')).toEqual([]);
  });

  it('resets a password to be changed at the next sign-in, ending the sessions', async () => {
    const wangwu = await login(test.app, 'wangwu');
    const reset = await call(test.app, admin, 'system/user/adminResetPassword.ajax', { userId: 'U0005', password: rsaEncrypt(await publicKey(test.app), 'Reset-pass3') });
    expect(reset.body).toMatchObject({ state: 0, msgInfo: '密码已重置，用户下次登录须修改密码' });
    expect((await call(test.app, wangwu, 'login/currentUserInfo.ajax')).status).toBe(401);
    const again = await login(test.app, 'wangwu', 'Reset-pass3');
    expectRefusal(await call(test.app, again, 'vm/vehicle/tableList.ajax', { lang: 'en_US' }), 'E_PASSWORD_CHANGE_REQUIRED');
  });

  it('holds an administrator’s new and reset passwords to the policy as edited in the system parameters', async () => {
    await call(test.app, admin, 'system/param/save.ajax', { key: 'password.minLength', value: '14' });
    try {
      const key = await publicKey(test.app);
      const added = await call(test.app, admin, 'system/user/save.ajax', { userName: 'shortpass', password: rsaEncrypt(key, 'First-pass1'), realName: '短密码', orgNo: WIND_ORG, departNo: 'D0102', roleIds: 'user' });
      expectRefusal(added, 'E_VALIDATION', 400);
      expect(added.body.msgInfo).toContain('14');
      const reset = await call(test.app, admin, 'system/user/adminResetPassword.ajax', { userId: 'U0005', password: rsaEncrypt(key, 'Reset-pass3') });
      expectRefusal(reset, 'E_VALIDATION', 400);
      expect((await call(test.app, admin, 'system/user/save.ajax', { userName: 'longpass', password: rsaEncrypt(key, 'Long-enough-pass4'), realName: '长密码', orgNo: WIND_ORG, departNo: 'D0102', roleIds: 'user' })).body.state).toBe(0);
    } finally {
      await call(test.app, admin, 'system/param/save.ajax', { key: 'password.minLength', value: '' });
    }
  });

  it('exports the accounts the filter finds as CSV in the reader\'s language, for holders of the export grant only', async () => {
    const exported = (token: string, query: string) => test.app.inject({ method: 'GET', url: `/api/system/user/export.ajax?${query}`, headers: { authorization: `Bearer ${token}` } });
    const csv = await exported(admin, `departNo=D0102&lang=zh-cn`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('用户名,姓名,手机号,所属组织,部门,岗位,角色,状态,创建时间');
    // wangwu works in 设备检修部 (D0102); the PV station's lisi does not.
    expect(lines.some((line) => line.startsWith('wangwu,王五,') && line.includes(',设备检修部,') && line.includes(',正常,'))).toBe(true);
    expect(lines.some((line) => line.startsWith('lisi,'))).toBe(false);
    const english = await exported(admin, `keyword=wangwu&lang=en_US`);
    expect(english.body).toContain('User name,Name,Mobile,Organisation,Department,Post,Roles,State,Created');
    expect(english.body).toMatch(/wangwu,.*,Active,/);
    // The administrator role holds the grant; a user does not.
    expect((await exported(await login(test.app, 'manager'), 'keyword=wangwu')).statusCode).toBe(200);
    const refused = await exported(await login(test.app, 'zhaoliu'), 'keyword=wangwu');
    expect(refused.json()).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
  });

  it('refuses to delete an organisation node still in use, with the counts', async () => {
    const refused = await call(test.app, admin, 'system/orgNode/delete.ajax', { level: 'depart', key: 'D0102' });
    expect(refused.body).toMatchObject({ state: -1, code: 'E_CONFLICT' });
    expect(refused.body.msgInfo).toMatch(/人员/);
    expect((await call(test.app, admin, 'system/orgNode/save.ajax', { level: 'depart', key: 'D0199', isNew: 'true', name: '临时部门', orgNo: WIND_ORG, parentNo: 'D0102' })).body.state).toBe(0);
    expectRefusal(await call(test.app, admin, 'system/orgNode/save.ajax', { level: 'depart', key: 'D0102', name: '设备检修部', orgNo: WIND_ORG, parentNo: 'D0199' }), 'E_VALIDATION');
    expect((await call(test.app, admin, 'system/orgNode/delete.ajax', { level: 'depart', key: 'D0199' })).body.state).toBe(0);
  });
});
