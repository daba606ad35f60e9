import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../server/routes/message-routes.ts';
import type { ModuleBundle } from '../../runtime/index.ts';
import { call, login, loginAll, startTestApp, type TestApp } from './harness.ts';
import { editAndPublish } from './module-design-helpers.ts';
import { listening, openPush } from './push-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const STREAM = 'msg/livePush/stream';

describe('live push of message and alarm changes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('refuses a stream without a token', async () => {
    const response = await fetch(`${await listening(test.app)}/api/${STREAM}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });
  });

  it('tells the receiver, and only the receiver, that their messages changed: a new one and a read mark', async () => {
    const [zhangsan, lisi] = [await login(test.app, 'zhangsan'), await login(test.app, 'lisi')];
    const mine = await openPush(test.app, zhangsan);
    const theirs = await openPush(test.app, lisi);
    expect(mine.status).toBe(200);
    await mine.next('ready');
    await theirs.next('ready');
    await sendMessage(test.app.database.db, { receivers: ['U0003'], msgtype: 'WORKFLOW', title: '缺陷待确认', moduleId: 'dfDefect', pkVal: '1' });
    await mine.next('messages');
    const rows = (await call(test.app, zhangsan, 'msg/sysMessage/loadMessage.ajax', { readState: '0' })).body.value;
    await call(test.app, zhangsan, 'msg/sysMsgReceiver/resetMessageState.ajax', { ids: rows[0].msgRecNo, state: 1 });
    await mine.next('messages');
    await expect(theirs.next('messages', 300)).rejects.toThrow(/no 'messages' event/);
    mine.close();
    theirs.close();
  });

  it('tells the users of an organisation that its alarms changed when a device event is saved or moves through its life cycle', async () => {
    const [lisi, zhangsan] = [await login(test.app, 'lisi'), await login(test.app, 'zhangsan')];
    const todo = async () => (await call(test.app, lisi, 'system/pub/findAlarmToDoList.ajax', { pageNo: 1, pageSize: 50 })).body.value as { pkValue: string }[];
    const [event] = await todo();
    expect(event).toBeDefined();
    const key = String(event?.pkValue);
    const pv = await openPush(test.app, lisi);
    const wind = await openPush(test.app, zhangsan);
    await pv.next('ready');
    await wind.next('ready');
    const expectOk = (answer: { body: { state: number; msgInfo?: string } }) => expect(answer.body, answer.body.msgInfo).toMatchObject({ state: 0 });

    // The generic module save, as the event form saves a note.
    expectOk(await call(test.app, lisi, 'iot/deviceEventRecord/save.ajax', { pkValue: key, handleNote: '已到现场检查，传感器松动' }));
    await pv.next('alarms');
    await expect(wind.next('alarms', 300)).rejects.toThrow(/no 'alarms' event/);
    // Life-cycle transitions: acknowledged, then handled, when it leaves the pending list.
    expectOk(await call(test.app, lisi, 'iot/deviceEventRecord/transition.ajax', { pkValue: key, transition: 'acknowledge' }));
    await pv.next('alarms');
    expectOk(await call(test.app, lisi, 'iot/deviceEventRecord/transition.ajax', { pkValue: key, transition: 'handle' }));
    await pv.next('alarms');
    expect((await todo()).map((row) => row.pkValue)).not.toContain(key);
    await expect(wind.next('alarms', 300)).rejects.toThrow(/no 'alarms' event/);
    pv.close();
    wind.close();
  });

  it('follows the published bundles: a version without the event role stops the pushes, the role published again brings them back', async () => {
    const [analyst, manager, lisi] = await loginAll(test.app, ['analyst', 'manager', 'lisi']);
    const [event] = (await call(test.app, lisi, 'system/pub/findAlarmToDoList.ajax', { pageNo: 1, pageSize: 50 })).body.value as { pkValue: string }[];
    const note = (text: string) => call(test.app, lisi, 'iot/deviceEventRecord/save.ajax', { pkValue: String(event?.pkValue), handleNote: text });
    // A publish ends open streams (grants may have changed): each step opens its own after it.
    const streamAfterPublish = async () => {
      const stream = await openPush(test.app, lisi);
      await stream.next('ready');
      return stream;
    };
    let role: ModuleBundle['iot'];
    await editAndPublish(test.app, analyst, manager, 'iotDeviceEventRecord', (bundle) => {
      role = bundle.iot;
      delete bundle.iot;
    });
    const silent = await streamAfterPublish();
    expect((await note('第一次复查')).body.state).toBe(0);
    await expect(silent.next('alarms', 300)).rejects.toThrow(/no 'alarms' event/);
    silent.close();

    await editAndPublish(test.app, analyst, manager, 'iotDeviceEventRecord', (bundle) => {
      bundle.iot = role;
    });
    const told = await streamAfterPublish();
    expect((await note('第二次复查')).body.state).toBe(0);
    await told.next('alarms');
    told.close();
  });

  it('ends the stream when its session signs out', async () => {
    const token = await login(test.app, 'wangwu');
    const stream = await openPush(test.app, token);
    await stream.next('ready');
    await call(test.app, token, 'login/logout.ajax');
    await stream.ended;
    const again = await openPush(test.app, token);
    expect(again.status).toBe(401);
  });
});

describe.skipIf(!onPostgres)('live push across servers on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({}, { sharing: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('brings a message created through server 1 to a stream on server 2 within 2 s', async () => {
    const token = await login(second.app, 'zhangsan');
    const stream = await openPush(second.app, token);
    const ready = await stream.next('ready');
    expect(ready.data).toEqual({ feed: true });
    const started = Date.now();
    await sendMessage(first.app.database.db, { receivers: ['U0003'], msgtype: 'WORKFLOW_URGENT', title: '工作票待许可', moduleId: 'wtWorkTicket', pkVal: '1' });
    await stream.next('messages', 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    // A read mark through server 1's API too.
    const firstToken = await login(first.app, 'zhangsan');
    const rows = (await call(first.app, firstToken, 'msg/sysMessage/loadMessage.ajax', { readState: '0' })).body.value;
    await call(first.app, firstToken, 'msg/sysMsgReceiver/resetMessageState.ajax', { ids: rows[0].msgRecNo, state: 1 });
    await stream.next('messages', 2_000);
    stream.close();
  });
});
