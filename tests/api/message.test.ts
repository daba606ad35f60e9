import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../server/routes/message-routes.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';

describe('messages', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const count = async (token: string) => (await call(test.app, token, 'msg/sysMessage/countMessages.ajax', { userId: 'U0001' }, 'GET')).body.value;
  const load = async (token: string, params: Record<string, string | number> = {}) =>
    (await call(test.app, token, 'msg/sysMessage/loadMessage.ajax', { pageSize: 50, ...params })).body;

  // The demo's approval flows leave the demo users workflow messages: counts are read, not assumed.
  it('counts and lists only the user’s own messages, whatever userId says', async () => {
    const token = await login(test.app, 'zhangsan');
    const counted = await count(token);
    expect(counted.totalNum).toBeGreaterThanOrEqual(2);
    // The demo flows moved past some of the user's tasks: their to-do messages are done (read).
    expect(counted.unreadNum).toBeGreaterThan(0);
    expect(counted.unreadNum).toBeLessThanOrEqual(counted.totalNum);
    const body = await load(token, { userId: 'U0004' });
    expect(body).toMatchObject({ state: 0, param: { totalCount: counted.totalNum } });
    expect(new Set(body.value.map((row: { receiver: string }) => row.receiver))).toEqual(new Set(['U0003']));
    const urgent = body.value.find((row: { moduleId: string; msgtype: string }) => row.moduleId === 'dfDefect' && row.msgtype === 'WORKFLOW_URGENT');
    expect(urgent).toMatchObject({ url: 'df/defect/form', readState: 0 });
    expect(urgent.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('marks only the user’s own receipts as read', async () => {
    const zhangsan = await login(test.app, 'zhangsan');
    const lisi = await login(test.app, 'lisi');
    const lisiUnread = (await count(lisi)).unreadNum;
    expect(lisiUnread).toBeGreaterThan(0);
    const own = (await load(zhangsan)).value.map((row: { msgRecNo: string }) => row.msgRecNo);
    const foreign = (await load(lisi)).value[0].msgRecNo;
    const { body } = await call(test.app, zhangsan, 'msg/sysMsgReceiver/resetMessageState.ajax', { ids: [...own, foreign].join(','), state: 1 });
    expect(body).toMatchObject({ state: 0, value: own.length });
    expect(await count(zhangsan)).toEqual({ totalNum: own.length, unreadNum: 0, urgentNum: 0 });
    expect((await count(lisi)).unreadNum).toBe(lisiUnread);
    await call(test.app, zhangsan, 'msg/sysMsgReceiver/resetMessageState.ajax', { ids: own[0], state: 0 });
    expect((await load(zhangsan, { readState: '0' })).value).toHaveLength(1);
  });

  it('answers SQL fragments and bad parameters cleanly', async () => {
    const token = await login(test.app, 'lisi');
    const unread = (await count(token)).unreadNum;
    const reset = await call(test.app, token, 'msg/sysMsgReceiver/resetMessageState.ajax', { ids: "1' or '1'='1", state: 1 });
    expect(reset.body).toMatchObject({ state: 0, value: 0 });
    expect((await count(token)).unreadNum).toBe(unread);
    const tooMany = await call(test.app, token, 'msg/sysMessage/loadMessage.ajax', { pageSize: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
    const badState = await call(test.app, token, 'msg/sysMsgReceiver/resetMessageState.ajax', { ids: 'x', state: '1 or 1=1' });
    expect(badState.body.state).toBe(-1);
  });

  it('delivers what sendMessage stores', async () => {
    await sendMessage(test.app.database.db, { receivers: ['U0005', 'U0006', 'U0005'], msgtype: 'WORKFLOW_URGENT', title: '工作票待许可', moduleId: 'wtTicket', pkVal: 'GZP001' });
    const wangwu = await login(test.app, 'wangwu');
    expect(await count(wangwu)).toEqual({ totalNum: 2, unreadNum: 2, urgentNum: 1 });
    expect((await load(wangwu)).value[0]).toMatchObject({ title: '工作票待许可', pkVal: 'GZP001', msgtype: 'WORKFLOW_URGENT' });
  });

  it('requires a signed-in user', async () => {
    const { status, body } = await call(test.app, null, 'msg/sysMessage/countMessages.ajax');
    expect(status).toBe(401);
    expect(body.code).toBe('E_UNAUTHENTICATED');
  });
});
