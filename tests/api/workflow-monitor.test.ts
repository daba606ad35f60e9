/**
 * The workflow monitor and batch handling (issue 19 parts 4 and 5): filters over the running
 * instances of the caller's organisation only, the monitor grant, audited and notified
 * reassignment with its races, and a batch of 20 approvals racing a second handler.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { newSecret, sha256Hex } from '../../server/auth/secrets.ts';
import { BatchAnswerSchema, HandlerLoadSchema, ModelVersionUseSchema, MonitorInstanceSchema } from '../../contracts/workflow-monitor.ts';
import { call, type CallParams, type TestApp } from './harness.ts';
import { expectRefusal, PV_ORG } from './module-helpers.ts';
import { addWindUser, expectOk, freshDefects, MANAGER, MODULE, publishModel, startWorkflowApp, stored, submit, WANGWU, WIND_ORG, ZHANGSAN } from './workflow-support.ts';

/** start → '监控审批' (wangwu or UX01, either one takes it, opinion required) → '复核' (zhangsan) → end. */
function model(modelId: string): WfModel {
  return wfModel(modelId, MODULE, modelId, [
    wfNode('s', 'start', '开始', { handlers: { ...NO_HANDLERS, starter: true } }),
    wfNode('task', 'ordinary', '监控审批', { handlers: { ...NO_HANDLERS, users: [WANGWU, 'UX01'] }, needOpinion: true }),
    wfNode('review', 'ordinary', '复核', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
    wfNode('e', 'end', '结束'),
  ], [wfLine('l1', 's', 'task'), wfLine('l2', 'task', 'review'), wfLine('l3', 'review', 'e')]);
}

/** A user of the PV station with the admin role (the monitor grant) and a token. */
async function addPvAdmin(test: TestApp, userId: string): Promise<string> {
  const { db } = test.app.database;
  await db.insertInto('sys_user').values({ user_id: userId, user_name: userId.toLowerCase(), password_hash: 'x', real_name: `光伏${userId}`, state: 1, current_org_no: PV_ORG }).execute();
  await db.insertInto('sys_user_org').values({ user_id: userId, org_no: PV_ORG }).execute();
  await db.insertInto('sys_user_role').values({ user_id: userId, role_id: 'admin' }).execute();
  const token = newSecret();
  await db.insertInto('sys_token').values({ token_hash: sha256Hex(token), user_id: userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
  return token;
}

describe('workflow monitor and batch handling', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  let ux01: string;
  let ux02: string;
  let pvAdmin: string;
  /** Records started on model mon_a, their tasks with wangwu and UX01 at '监控审批'. */
  let keys: string[];

  const monitor = (token: string, params: CallParams = {}) => call(test.app, token, 'workflow/monitor/instances.ajax', params);
  const todo = async (token: string) => (await call(test.app, token, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageSize: 200 })).body.rows as { LINKNO: string; row_pkValue: string }[];
  const openTaskOf = async (key: string, handler: string) => (await stored(test.app, key)).open.find((task) => task.handler === handler)?.task_no as string;
  const start = async (modelId: string, count: number) => {
    const started = await freshDefects(test.app, 'GENERAL', count);
    for (const key of started) expectOk(await submit(test.app, manager, key, { oprNo: 0, modelId }));
    return started;
  };

  beforeAll(async () => {
    ({ test, manager, zhangsan, wangwu } = await startWorkflowApp());
    ux01 = await addWindUser(test.app, 'UX01');
    ux02 = await addWindUser(test.app, 'UX02');
    pvAdmin = await addPvAdmin(test, 'UPV01');
    expectOk(await publishModel(test.app, manager, model('mon_a')));
    expectOk(await publishModel(test.app, manager, model('mon_b')));
    keys = await start('mon_a', 24);
  }, 240_000);
  afterAll(() => test.close());

  it('lists the running instances of the organisation with filters, sorting and paging', async () => {
    const all = await monitor(manager, { modelId: 'mon_a', pageSize: 200 });
    expect(all.body).toMatchObject({ state: 0, totalRows: 24 });
    const rows = all.body.rows as unknown[];
    expect(rows.every((row) => Value.Check(MonitorInstanceSchema, row))).toBe(true);
    const first = all.body.rows.find((row: any) => row.pkValue === keys[0]);
    expect(first).toMatchObject({ moduleId: MODULE, modelVersion: 1, startUser: MANAGER, startUserName: '王海峰' });
    expect(first.tasks.map((task: any) => `${task.nodeDesc}/${task.userId}`).sort()).toEqual([`监控审批/${WANGWU}`, '监控审批/UX01']);

    // One instance waited five hours: 'waited longer than 4 hours' finds it, sorted first by waiting time.
    const [oldKey] = keys.slice(-1) as [string];
    const oldInstance = (await stored(test.app, oldKey)).instance?.inst_id as string;
    await sql`update wf_task set reach_time = now() - interval '5 hours' where inst_id = ${oldInstance}`.execute(test.app.database.db);
    const waited = await monitor(manager, { modelId: 'mon_a', waitedHours: 4 });
    expect(waited.body.rows.map((row: any) => row.pkValue)).toEqual([oldKey]);
    expect(waited.body.rows[0].waitingMinutes).toBeGreaterThanOrEqual(300);
    expect(waited.body.rows[0].waiting).toMatch(/^5小时/);
    expect((await monitor(manager, { modelId: 'mon_a', orderField: 'waitingSince', orderCondition: 'asc' })).body.rows[0].pkValue).toBe(oldKey);

    const ids = (result: Awaited<ReturnType<typeof monitor>>) => (result.body.rows as { workflowId: string }[]).map((row) => row.workflowId).sort();
    expect(ids(await monitor(manager, { node: '监控', pageSize: 200 }))).toEqual(ids(all));
    expect(ids(await monitor(manager, { handler: 'UX01', pageSize: 200 }))).toEqual(ids(all));
    expect(ids(await monitor(manager, { handler: '测试UX', modelId: 'mon_a', pageSize: 200 }))).toEqual(ids(all));
    expect((await monitor(manager, { initiator: '王海峰', modelId: 'mon_a' })).body.totalRows).toBe(24);
    expect((await monitor(manager, { initiator: '张三', modelId: 'mon_a' })).body.totalRows).toBe(0);
    expect((await monitor(manager, { moduleId: 'vmVehicle', modelId: 'mon_a' })).body.totalRows).toBe(0);
    expect((await monitor(manager, { moduleId: MODULE, modelId: 'mon_a', modelVersion: 2 })).body.totalRows).toBe(0);
    const paged = await monitor(manager, { modelId: 'mon_a', pageNo: 2, pageSize: 10, orderField: 'startTime', orderCondition: 'desc' });
    expect(paged.body).toMatchObject({ totalRows: 24 });
    expect(paged.body.rows).toHaveLength(10);
    expectRefusal(await monitor(manager, { orderCondition: 'sideways' }), 'E_BAD_REQUEST');
    expectRefusal(await monitor(manager, { waitedHours: '-1' }), 'E_BAD_REQUEST');
  });

  it('answers the handlers\' load and the model versions from the stored tasks', async () => {
    const load = await call(test.app, manager, 'workflow/monitor/handlerLoad.ajax');
    expect(load.body.state).toBe(0);
    expect((load.body.value as unknown[]).every((row) => Value.Check(HandlerLoadSchema, row))).toBe(true);
    const { rows } = await sql<{ handler: string; n: number }>`
      select t.handler, count(*) as n from wf_task t join wf_instance i on i.inst_id = t.inst_id
      where i.org_no = ${WIND_ORG} and i.state = 10 and t.handle_state = 10 and t.task_type <> 'notify' group by t.handler`.execute(test.app.database.db);
    const expected = Object.fromEntries(rows.map((row) => [row.handler, Number(row.n)]));
    expect(Object.fromEntries(load.body.value.map((row: any) => [row.userId, row.openTasks]))).toEqual(expected);
    expect(expected[WANGWU]).toBeGreaterThanOrEqual(24);

    const versions = await call(test.app, manager, 'workflow/monitor/modelVersions.ajax');
    expect((versions.body.value as unknown[]).every((row) => Value.Check(ModelVersionUseSchema, row))).toBe(true);
    expect(versions.body.value.find((row: any) => row.modelId === 'mon_a')).toMatchObject({ version: 1, current: true, running: 24, ended: 0, moduleId: MODULE });
  });

  it('refuses users without the monitor grant and never shows another organisation', async () => {
    const refused = await monitor(zhangsan);
    expectRefusal(refused, 'E_FORBIDDEN', 403);
    expect(refused.body.msgInfo).toBe('您没有流程监控权限，请联系管理员');
    expectRefusal(await call(test.app, zhangsan, 'workflow/monitor/handlerLoad.ajax'), 'E_FORBIDDEN');
    const task = await openTaskOf(keys[0] as string, WANGWU);
    expectRefusal(await call(test.app, zhangsan, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'UX02', reason: '出差' }), 'E_FORBIDDEN');

    const pv = await monitor(pvAdmin, { pageSize: 200 });
    expect(pv.body.state).toBe(0);
    const { rows } = await sql<{ inst_id: string }>`select inst_id from wf_instance where org_no = ${PV_ORG} and state = 10`.execute(test.app.database.db);
    expect((pv.body.rows as { workflowId: string }[]).map((row) => row.workflowId).sort()).toEqual(rows.map((row) => row.inst_id).sort());
    expect(pv.body.rows.some((row: any) => keys.includes(row.pkValue))).toBe(false);
    expect((await call(test.app, pvAdmin, 'workflow/monitor/handlerLoad.ajax')).body.value.some((row: any) => row.userId === WANGWU)).toBe(false);
    expectRefusal(await call(test.app, pvAdmin, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'UX02', reason: '出差' }), 'E_RECORD_NOT_FOUND');
    expect(await openTaskOf(keys[0] as string, WANGWU)).toBe(task);
  });

  it('reassigns an open task with an audit row and a message, and refuses a handled one', async () => {
    const key = keys[0] as string;
    const task = await openTaskOf(key, WANGWU);
    expectRefusal(await call(test.app, manager, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'UX02', reason: '  ' }), 'E_BAD_REQUEST');
    expectRefusal(await call(test.app, manager, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'U0004', reason: '外单位' }), 'E_BAD_REQUEST');
    expectRefusal(await call(test.app, manager, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'UX01', reason: '已有任务' }), 'E_CONFLICT');
    const done = await call(test.app, manager, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'UX02', reason: '王五出差' });
    expectOk(done);
    expect(done.body.msgInfo).toBe('转办成功');

    const audit = await test.app.database.db.selectFrom('wf_task_reassign').selectAll().where('task_no', '=', task).execute();
    expect(audit).toMatchObject([{ from_user: WANGWU, to_user: 'UX02', by_user: MANAGER, reason: '王五出差', org_no: WIND_ORG }]);
    const { rows: messages } = await sql<{ title: string; content: string }>`
      select m.title, m.content from sys_message m join sys_msg_receiver r on r.msg_no = m.msg_no
      where r.receiver = 'UX02' and m.pk_val = ${key}`.execute(test.app.database.db);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.title).toMatch(/^【转办】.*（监控审批）$/);
    expect(messages[0]?.content).toBe('王五出差');
    expect((await todo(wangwu)).some((row) => row.LINKNO === task)).toBe(false);
    expect((await todo(ux02)).some((row) => row.LINKNO === task)).toBe(true);
    // The old handler's page is stale: their submit is refused, the new handler's goes through.
    expectRefusal(await submit(test.app, wangwu, key, { currentNodeId: 'task' }), 'E_FORBIDDEN');
    expectOk(await submit(test.app, ux02, key, { currentNodeId: 'task' }));

    const finished = await call(test.app, manager, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: WANGWU, reason: '再转' });
    expectRefusal(finished, 'E_CONFLICT', 409);
    expect(finished.body.msgInfo).toBe('该任务已处理或流程已结束，不能转办，请刷新后查看');
    expect(await test.app.database.db.selectFrom('wf_task_reassign').select('id').where('task_no', '=', task).execute()).toHaveLength(1);
  });

  it('lets exactly one of a reassign and an approval of the same task win', async () => {
    const key = keys[1] as string;
    const task = await openTaskOf(key, WANGWU);
    const [reassigned, approved] = await Promise.all([
      call(test.app, manager, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'UX02', reason: '并发' }),
      submit(test.app, wangwu, key, { currentNodeId: 'task' }),
    ]);
    expect([reassigned.body.state, approved.body.state].sort()).toEqual([-1, 0]);
    const audit = await test.app.database.db.selectFrom('wf_task_reassign').select('id').where('task_no', '=', task).execute();
    expect(audit).toHaveLength(reassigned.body.state === 0 ? 1 : 0);
    if (reassigned.body.state !== 0) expect(reassigned.body.code).toBe('E_CONFLICT');
  });

  it('refuses a batch of tasks at different nodes as a whole, in the user\'s language', async () => {
    const [other] = await start('mon_b', 1);
    const taskNos = [await openTaskOf(keys[2] as string, WANGWU), await openTaskOf(other as string, WANGWU)].join(',');
    const mixed = await call(test.app, wangwu, 'system/workflow/batchSubmit.ajax', { taskNos, opinion: '同意', lang: 'en-us' });
    expectRefusal(mixed, 'E_BAD_REQUEST');
    expect(mixed.body.msgInfo).toBe('The selected tasks are not all at the same workflow node and cannot be approved together');
    expect((await stored(test.app, keys[2] as string)).logs.map((entry) => entry.action)).toEqual(['start', 'submit']);
    expectRefusal(await call(test.app, wangwu, 'system/workflow/batchSubmit.ajax', { taskNos: '', opinion: '同意' }), 'E_BAD_REQUEST');
  });

  it('approves 20 tasks in one batch while another handler approves one of them: exactly one wins', async () => {
    const batch = keys.slice(3, 23);
    const taskNos = await Promise.all(batch.map((key) => openTaskOf(key, WANGWU)));
    const contested = batch[9] as string;
    const [answer, single] = await Promise.all([
      call(test.app, wangwu, 'system/workflow/batchSubmit.ajax', { taskNos: taskNos.join(','), opinion: '批量同意' }),
      submit(test.app, ux01, contested, { currentNodeId: 'task', opinion: '我来批' }),
    ]);
    expectOk(answer);
    expect(Value.Check(BatchAnswerSchema, answer.body.value)).toBe(true);
    const { passed, refused } = answer.body.value as { passed: { pkValue: string }[]; refused: { pkValue: string; messageId: string; message: string; code: string }[] };
    expect(passed.length + refused.length).toBe(20);
    if (single.body.state === 0) {
      expect(refused).toEqual([expect.objectContaining({ pkValue: contested, code: 'E_CONFLICT', messageId: 'workflow.taskHandled', message: '该任务已被处理，请刷新后查看' })]);
    } else {
      expect(single.body).toMatchObject({ code: 'E_CONFLICT' });
      expect(refused).toEqual([]);
    }
    expect(answer.body.msgInfo).toBe(`批量审批完成：通过 ${passed.length} 条，未通过 ${refused.length} 条`);
    for (const key of batch) {
      const { logs, tasks, open } = await stored(test.app, key);
      expect(open.map((task) => `${task.node_id}/${task.handler}`)).toEqual([`review/${ZHANGSAN}`]);
      // The start's own submit at the start node, then exactly one at '监控审批'.
      expect(logs.filter((entry) => entry.action === 'submit').map((entry) => entry.node_id)).toEqual(['s', 'task']);
      const handled = tasks.filter((task) => task.node_id === 'task' && task.handle_state === 20);
      expect(handled).toHaveLength(1);
      if (key !== contested) expect(handled[0]).toMatchObject({ handler: WANGWU, opinion: '批量同意' });
    }
  }, 120_000);

  it('refuses in a batch what a single submit refuses, and leaves the others standing', async () => {
    const key = keys[23] as string;
    const mine = await openTaskOf(key, WANGWU);
    const answer = await call(test.app, wangwu, 'system/workflow/batchSubmit.ajax', { taskNos: `${mine},nosuchtask`, opinion: '' });
    expectOk(answer);
    expect(answer.body.value.passed).toEqual([]);
    expect(answer.body.value.refused.map((item: any) => [item.taskNo, item.messageId])).toEqual([[mine, 'workflow.opinionRequired'], ['nosuchtask', 'error.recordNotFound']]);
    expect((await stored(test.app, key)).logs.map((entry) => entry.action)).toEqual(['start', 'submit']);
  });
});
