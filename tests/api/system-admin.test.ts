/**
 * System administration calls (issue 15 items 5-12): dictionaries, parameters, logs, online
 * users, interface keys, monitor, cache and scheduled tasks, on one app; then a second server on
 * the same PostgreSQL schema sees dictionary and parameter changes at its next request.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginCall, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, newVehicle } from './module-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Starting apps (demo seed) on a machine shared with other test runs. */
const START_MS = 300_000;

describe('system administration', () => {
  let test: TestApp;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [admin, zhangsan] = [await login(test.app, 'admin'), await login(test.app, 'zhangsan')];
  }, START_MS);
  afterAll(() => test.close());

  const dict = async (token: string, code: string) => (await call(test.app, token, 'pub/dict.ajax', { codes: code })).body.value[code];

  it('keeps dictionaries in the database: an edit is served at once, a deleted item stays readable as disabled, and the log keeps before and after', async () => {
    const types = (await call(test.app, admin, 'system/dict/typeList.ajax', { keyword: 'station' })).body.value;
    expect(types.map((type: { dictCode: string }) => type.dictCode)).toContain('stationType');
    const saved = await call(test.app, admin, 'system/dict/saveItem.ajax', { dictCode: 'stationType', value: 'HYDRO', labelZh: '水电', labelEn: 'Hydro', seq: 9, color: '#3366ff' });
    expect(saved.body.state).toBe(0);
    expect(await dict(zhangsan, 'stationType')).toContainEqual({ value: 'HYDRO', label: '水电', color: '#3366ff' });
    await call(test.app, admin, 'system/dict/saveItem.ajax', { dictCode: 'stationType', value: 'HYDRO', labelZh: '水力发电', labelEn: 'Hydro', seq: 9, color: '#3366ff' });
    expect((await call(test.app, admin, 'system/dict/deleteItem.ajax', { dictCode: 'stationType', value: 'HYDRO' })).body.state).toBe(0);
    expect(await dict(zhangsan, 'stationType')).toContainEqual({ value: 'HYDRO', label: '水力发电', color: '#3366ff', disabled: true });
    const items = (await call(test.app, admin, 'system/dict/itemList.ajax', { dictCode: 'stationType' })).body.value;
    expect(items.map((item: { value: string }) => item.value)).not.toContain('HYDRO');
    const log = (await call(test.app, admin, 'system/log/operList.ajax', { moduleId: 'sysDict', operation: 'edit' })).body.value;
    const relabel = log.rows.find((row: { changes: string | null }) => row.changes?.includes('水力发电'));
    expect(JSON.parse(relabel.changes)).toEqual({ label_zh: { before: '水电', after: '水力发电' } });
    expect(relabel).toMatchObject({ userName: 'admin', recordKey: 'stationType:HYDRO', result: 'success' });
  });

  it('refuses every administration call to a user without the grant, and logs the refused write', async () => {
    for (const path of ['system/dict/typeList.ajax', 'system/param/list.ajax', 'system/log/loginList.ajax', 'system/online/list.ajax', 'system/uakey/list.ajax', 'system/monitor/servers.ajax', 'system/cache/list.ajax', 'system/task/list.ajax']) {
      expectRefusal(await call(test.app, zhangsan, path), 'E_OPERATION_DENIED', 403);
    }
    expectRefusal(await call(test.app, zhangsan, 'system/param/save.ajax', { key: 'token.hours', value: '5' }), 'E_OPERATION_DENIED', 403);
    const log = (await call(test.app, admin, 'system/log/operList.ajax', { userName: 'zhangsan', moduleId: 'sysParam' })).body.value;
    expect(log.rows[0]).toMatchObject({ operation: 'edit', recordKey: 'token.hours', result: 'failure' });
  });

  it('applies a parameter from the next request, refuses values out of bounds and returns to the default when cleared', async () => {
    expectRefusal(await call(test.app, admin, 'system/param/save.ajax', { key: 'token.hours', value: '9999' }), 'E_VALIDATION', 400);
    expectRefusal(await call(test.app, admin, 'system/param/save.ajax', { key: 'nothing', value: '1' }), 'E_VALIDATION', 400);
    expect((await call(test.app, admin, 'system/param/save.ajax', { key: 'token.hours', value: '5' })).body.state).toBe(0);
    expect((await loginCall(test.app, 'lisi')).body.value.token_expires_in).toBe(5);
    await call(test.app, admin, 'system/param/save.ajax', { key: 'password.minLength', value: '12' });
    expect((await call(test.app, null, 'login/passwordPolicy.ajax')).body.value.minLength).toBe(12);
    await call(test.app, admin, 'system/param/save.ajax', { key: 'login.captcha', value: 'true' });
    expect((await call(test.app, null, 'login/captcha.ajax')).body.value.enabled).toBe(true);
    const listed = (await call(test.app, admin, 'system/param/list.ajax')).body.value;
    expect(listed.find((row: { key: string }) => row.key === 'token.hours')).toMatchObject({ value: 5, fallback: 2, stored: true });
    for (const key of ['token.hours', 'password.minLength', 'login.captcha']) await call(test.app, admin, 'system/param/save.ajax', { key, value: '' });
    expect((await loginCall(test.app, 'lisi')).body.value.token_expires_in).toBe(2);
    expect((await call(test.app, null, 'login/captcha.ajax')).body.value.enabled).toBe(false);
  });

  it('refuses self-registration while the parameter is off', async () => {
    await call(test.app, admin, 'system/param/save.ajax', { key: 'register.enabled', value: 'false' });
    const refused = await call(test.app, null, 'system/user/register.ajax', { username: 'newbie', realName: '新人', mobile: '13900009999', smsCode: '123456', password: 'x' });
    expect(refused.body.msgInfo).toBe('系统已关闭自助注册，请联系管理员开通账号');
    await call(test.app, admin, 'system/param/save.ajax', { key: 'register.enabled', value: '' });
  });

  it('logs sign-ins with their result and every module write with its changed fields, searchable and exportable', async () => {
    expect((await loginCall(test.app, 'wangwu', 'Wrong@2024')).body.state).toBe(-1);
    const logins = (await call(test.app, admin, 'system/log/loginList.ajax', { userName: 'wangwu' })).body.value;
    expect(logins.rows[0]).toMatchObject({ userName: 'wangwu', result: 'failure', reason: 'E_LOGIN_FAILED', ip: '127.0.0.1' });
    const successes = (await call(test.app, admin, 'system/log/loginList.ajax', { userName: 'admin', result: 'success' })).body.value;
    expect(successes.total).toBeGreaterThan(0);

    const manager = await login(test.app, 'manager');
    const key = (await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G7L001' }))).body.value;
    const edited = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ pkValue: key, plateNo: '冀G7L001', seats: 7, _rowVersion: undefined }));
    expect(edited.body.state).toBe(0);
    const writes = (await call(test.app, admin, 'system/log/operList.ajax', { moduleId: 'vmVehicle', userName: 'manager' })).body.value;
    expect(writes.rows.map((row: { operation: string }) => row.operation).slice(0, 2)).toEqual(['edit', 'add']);
    expect(writes.rows[0].recordKey).toBe(String(key));
    expect(JSON.parse(writes.rows[0].changes)).toEqual({ seats: { before: 5, after: 7 } });

    const csv = await test.app.inject({ method: 'GET', url: '/api/system/log/operExport.ajax?moduleId=vmVehicle', headers: { authorization: `Bearer ${admin}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('操作时间,用户名,模块,操作');
    expect(csv.body).toContain('vmVehicle,edit');
  });

  it('lists the sign-ins in force and signs a user out everywhere', async () => {
    const wangwu = await login(test.app, 'wangwu');
    const online = (await call(test.app, admin, 'system/online/list.ajax')).body.value;
    expect(online.some((row: { userName: string }) => row.userName === 'wangwu')).toBe(true);
    expect((await call(test.app, wangwu, 'login/currentUserInfo.ajax')).body.state).toBe(0);
    const ended = await call(test.app, admin, 'system/online/forceLogout.ajax', { userId: 'U0005' });
    expect(ended.body.value).toBeGreaterThan(0);
    expect((await call(test.app, wangwu, 'login/currentUserInfo.ajax')).body.state).toBe(-1);
    const after = (await call(test.app, admin, 'system/online/list.ajax')).body.value;
    expect(after.some((row: { userName: string }) => row.userName === 'wangwu')).toBe(false);
  });

  it('issues an interface key once, notes its use and revokes it', async () => {
    const issued = (await call(test.app, admin, 'system/uakey/issue.ajax', { name: 'SCADA 接口', days: '30' })).body.value;
    expect(issued.uakey).toMatch(/\S{20,}/);
    const token = await call(test.app, null, 'api/getToken', { uakey: issued.uakey });
    expect(token.body.code).toBe(200);
    const listed = (await call(test.app, admin, 'system/uakey/list.ajax')).body.value.find((row: { keyId: string }) => row.keyId === issued.keyId);
    expect(listed).toMatchObject({ name: 'SCADA 接口', userName: 'admin', revokedAt: null });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(issued.uakey);
    expect((await call(test.app, admin, 'system/uakey/revoke.ajax', { keyId: issued.keyId })).body.state).toBe(0);
    expect((await call(test.app, null, 'api/getToken', { uakey: issued.uakey })).body.code).toBe(401);
    expectRefusal(await call(test.app, admin, 'system/uakey/revoke.ajax', { keyId: issued.keyId }), 'E_RECORD_NOT_FOUND', 404);
  });

  it('monitors every server from its heartbeat and reloads every cache', async () => {
    await expect.poll(async () => (await call(test.app, admin, 'system/monitor/servers.ajax')).body.value.servers.length).toBeGreaterThan(0);
    const monitor = (await call(test.app, admin, 'system/monitor/servers.ajax')).body.value;
    expect(monitor.servers[0]).toMatchObject({ online: true, stats: { pid: process.pid } });
    expect(monitor.servers[0].stats.heap.usedBytes).toBeGreaterThan(0);
    expect(monitor.database.queuedJobs).toBeGreaterThanOrEqual(0);
    const before = (await call(test.app, admin, 'system/cache/list.ajax')).body.value[0].beatAt;
    expect((await call(test.app, admin, 'system/cache/reload.ajax')).body.state).toBe(0);
    await expect.poll(async () => (await call(test.app, admin, 'system/cache/list.ajax')).body.value[0].beatAt).not.toBe(before);
    expect((await call(test.app, admin, 'system/cache/list.ajax')).body.value[0]).toMatchObject({ modulesRevision: test.app.modules.revision, dictionariesRevision: test.app.modules.dictionariesRevision });
  });

  it('lists the scheduled tasks, switches one off for the cluster, runs one now and shows its history', async () => {
    const tasks = (await call(test.app, admin, 'system/task/list.ajax')).body.value;
    expect(tasks.find((task: { key: string }) => task.key === 'logs.purge')).toMatchObject({ cron: '23 2 * * *', enabled: true, title: '清理过期日志' });
    await call(test.app, admin, 'system/task/toggle.ajax', { key: 'logs.purge', enabled: 'false' });
    expect((await call(test.app, admin, 'system/task/list.ajax')).body.value.find((task: { key: string }) => task.key === 'logs.purge')).toMatchObject({ enabled: false, nextRunAt: null });
    await call(test.app, admin, 'system/task/toggle.ajax', { key: 'logs.purge', enabled: 'true' });

    await sql`insert into sys_login_log (id, user_name, login_at, result) values ('OLDROW', 'ghost', now() - interval '400 days', 'success')`.execute(test.app.database.db);
    expect((await call(test.app, admin, 'system/task/run.ajax', { key: 'logs.purge' })).body.state).toBe(0);
    expect((await call(test.app, admin, 'system/log/loginList.ajax', { userName: 'ghost' })).body.value.total).toBe(0);
    const history = (await call(test.app, admin, 'system/task/history.ajax', { key: 'logs.purge' })).body.value;
    expect(history[0]).toMatchObject({ state: 'done', result: { login: 1 } });
    expect(history[0].durationMs).toBeGreaterThanOrEqual(0);
    expectRefusal(await call(test.app, admin, 'system/task/run.ajax', { key: 'nothing' }), 'E_RECORD_NOT_FOUND', 404);
  });

  it('lists the SMS outbox for operators by mobile, newest first, to holders of the log grant only', async () => {
    await call(test.app, null, 'login/sendSmsCode.ajax', { mobile: '13500000301', purpose: 'register' });
    const listed = (await call(test.app, admin, 'system/log/smsList.ajax', { mobile: '0000301', page: '1', rows: '20' })).body.value;
    expect(listed.total).toBe(1);
    expect(listed.rows[0]).toMatchObject({ mobile: '13500000301', text: expect.stringMatching(/验证码为 \d{6}/) });
    expect((await call(test.app, admin, 'system/log/smsList.ajax', { mobile: '9999999', page: '1', rows: '20' })).body.value.total).toBe(0);
    expectRefusal(await call(test.app, zhangsan, 'system/log/smsList.ajax', { page: '1', rows: '20' }), 'E_OPERATION_DENIED', 403);
  });

  it('changes a task’s cron for the cluster, refuses a pattern it cannot use, and goes back to the default when emptied', async () => {
    const task = async () => (await call(test.app, admin, 'system/task/list.ajax')).body.value.find((row: { key: string }) => row.key === 'logs.purge');
    expect((await call(test.app, admin, 'system/task/saveCron.ajax', { key: 'logs.purge', cron: ' 15  4 * * 1 ' })).body.state).toBe(0);
    const changed = await task();
    expect(changed).toMatchObject({ cron: '15 4 * * 1', defaultCron: '23 2 * * *' });
    const next = new Date(changed.nextRunAt);
    expect([next.getDay(), next.getHours(), next.getMinutes()]).toEqual([1, 4, 15]);
    const refused = await call(test.app, admin, 'system/task/saveCron.ajax', { key: 'logs.purge', cron: '* * * * * *' });
    expectRefusal(refused, 'E_VALIDATION', 400);
    expect(refused.body.msgInfo).toBe('Cron 表达式「* * * * * *」无效：须为五段（分 时 日 月 周）且之后还会执行');
    expectRefusal(await call(test.app, admin, 'system/task/saveCron.ajax', { key: 'logs.purge', cron: '0 0 31 2 *' }), 'E_VALIDATION', 400);
    expectRefusal(await call(test.app, zhangsan, 'system/task/saveCron.ajax', { key: 'logs.purge', cron: '0 1 * * *' }), 'E_OPERATION_DENIED', 403);
    expect((await task()).cron).toBe('15 4 * * 1');
    await call(test.app, admin, 'system/task/saveCron.ajax', { key: 'logs.purge', cron: '' });
    expect(await task()).toMatchObject({ cron: '23 2 * * *', defaultCron: '23 2 * * *' });
  });
});

describe.skipIf(!onPostgres)('a second server sees dictionary and parameter changes at its next request', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({}, { sharing: one });
  }, START_MS);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('serves the other server’s dictionary item and token lifetime', async () => {
    const [admin, reader] = [await login(one.app, 'admin'), await login(two.app, 'zhangsan')];
    // The reader's session is cached on the second server before the changes.
    expect((await call(two.app, reader, 'pub/dict.ajax', { codes: 'stationType' })).body.state).toBe(0);
    await call(one.app, admin, 'system/dict/saveItem.ajax', { dictCode: 'stationType', value: 'TIDAL', labelZh: '潮汐', labelEn: 'Tidal' });
    await call(one.app, admin, 'system/param/save.ajax', { key: 'token.hours', value: '7' });
    const items = (await call(two.app, reader, 'pub/dict.ajax', { codes: 'stationType' })).body.value.stationType;
    expect(items).toContainEqual({ value: 'TIDAL', label: '潮汐' });
    expect((await loginCall(two.app, 'lisi')).body.value.token_expires_in).toBe(7);
    const servers = (await call(one.app, admin, 'system/cache/list.ajax')).body.value;
    expect(servers.length).toBe(2);
  });
});
