/**
 * The audit of the workflow monitor's reassignments (workflow/monitor/reassignments.ajax): what
 * wf_task_reassign keeps, newest first, with filters, in the caller's organisation only, for
 * holders of the monitor grant.
 */
import { sql } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { ReassignAuditRowSchema } from '../../contracts/workflow-monitor.ts';
import { call, login, type CallParams, type TestApp } from './harness.ts';
import { expectRefusal, PV_ORG } from './module-helpers.ts';
import { addWindUser, expectOk, freshDefects, MANAGER, MODULE, publishModel, startWorkflowApp, stored, submit, WANGWU, WIND_ORG } from './workflow-support.ts';

const MODEL = wfModel('aud_a', MODULE, 'aud_a', [
  wfNode('s', 'start', '开始', { handlers: { ...NO_HANDLERS, starter: true } }),
  wfNode('task', 'ordinary', '审计审批', { handlers: { ...NO_HANDLERS, users: [WANGWU, 'UA01'] } }),
  wfNode('e', 'end', '结束'),
], [wfLine('l1', 's', 'task'), wfLine('l2', 'task', 'e')]);

const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('workflow monitor: the reassignment audit', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let keys: string[];
  const tasks: string[] = [];

  const audit = (token: string, params: CallParams = {}) => call(test.app, token, 'workflow/monitor/reassignments.ajax', params);
  const taskNos = async (params: CallParams) => {
    const { body } = await audit(manager, params);
    expect(body.state, JSON.stringify(body)).toBe(0);
    return (body.rows as { taskNo: string }[]).map((row) => row.taskNo);
  };

  beforeAll(async () => {
    ({ test, manager, zhangsan } = await startWorkflowApp());
    await addWindUser(test.app, 'UA01');
    await addWindUser(test.app, 'UA02');
    expectOk(await publishModel(test.app, manager, MODEL));
    keys = await freshDefects(test.app, 'GENERAL', 3);
    for (const key of keys) expectOk(await submit(test.app, manager, key, { oprNo: 0, modelId: 'aud_a' }));
    for (const [index, reason] of ['王五出差', '王五休假'].entries()) {
      const task = (await stored(test.app, keys[index] as string)).open.find((open) => open.handler === WANGWU)?.task_no as string;
      expectOk(await call(test.app, manager, 'workflow/monitor/reassignTask.ajax', { taskNo: task, toUser: 'UA02', reason }));
      tasks.push(task);
    }
    // The first one three days ago; a row of another organisation beside them.
    await sql`update wf_task_reassign set created_at = now() - interval '3 days' where task_no = ${tasks[0]}`.execute(test.app.database.db);
    await test.app.database.db
      .insertInto('wf_task_reassign')
      .values({ task_no: 'T-PV', inst_id: 'I-PV', org_no: PV_ORG, from_user: 'U0004', to_user: 'U0006', reason: '光伏转办', by_user: 'U0001' })
      .execute();
  }, 240_000);
  afterAll(() => test.close());

  it('lists the organisation’s reassignments newest first with node, record, users and reason', async () => {
    const { body } = await audit(manager);
    expect(body).toMatchObject({ state: 0, totalRows: 2 });
    expect((body.rows as unknown[]).every((row) => Value.Check(ReassignAuditRowSchema, row))).toBe(true);
    const stored = await test.app.database.db.selectFrom('wf_task_reassign').select(['task_no', 'from_user', 'to_user', 'by_user', 'reason']).where('org_no', '=', WIND_ORG).orderBy('id', 'desc').execute();
    expect(body.rows.map((row: any) => [row.taskNo, row.fromUser, row.toUser, row.byUser, row.reason])).toEqual(stored.map((row) => [row.task_no, row.from_user, row.to_user, row.by_user, row.reason]));
    expect(body.rows[0]).toMatchObject({ taskNo: tasks[1], moduleId: MODULE, pkValue: keys[1], nodeDesc: '审计审批', fromUser: WANGWU, toUser: 'UA02', toUserName: '测试UA02', byUser: MANAGER, byUserName: '王海峰' });
    expect(body.rows[0].reassignedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const english = await call(test.app, manager, 'workflow/monitor/reassignments.ajax', { lang: 'en-US' });
    expect(english.body.rows[0].moduleName).toBe('Defects');
  });

  it('filters by module, handler given or taking, reassigner, reason and days', async () => {
    expect(await taskNos({ handler: '王五' })).toEqual([tasks[1], tasks[0]]);
    expect(await taskNos({ handler: 'UA02' })).toEqual([tasks[1], tasks[0]]);
    expect(await taskNos({ handler: 'UA01' })).toEqual([]);
    expect(await taskNos({ byUser: MANAGER, reason: '休假' })).toEqual([tasks[1]]);
    expect(await taskNos({ byUser: '张三' })).toEqual([]);
    expect(await taskNos({ moduleId: MODULE })).toHaveLength(2);
    expect(await taskNos({ moduleId: 'vmVehicle' })).toEqual([]);
    const today = day(new Date());
    expect(await taskNos({ dateFrom: today })).toEqual([tasks[1]]);
    expect(await taskNos({ dateTo: day(new Date(Date.now() - 86_400_000)) })).toEqual([tasks[0]]);
    expect(await taskNos({ dateFrom: day(new Date(Date.now() - 5 * 86_400_000)), dateTo: today })).toEqual([tasks[1], tasks[0]]);
    expect(await taskNos({ pageNo: 2, pageSize: 1 })).toEqual([tasks[0]]);
    // Every parameter is bound: text that would be SQL matches nothing and reads nothing more.
    expect(await taskNos({ handler: "' or 1=1 --", reason: "%' or '1'='1" })).toEqual([]);
    expectRefusal(await audit(manager, { dateFrom: '2026-02-30' }), 'E_BAD_VALUE');
    expectRefusal(await audit(manager, { dateTo: "2026-01-01' or 1=1" }), 'E_BAD_REQUEST');
  });

  it('needs the monitor grant and shows no other organisation', async () => {
    expectRefusal(await audit(zhangsan), 'E_FORBIDDEN', 403);
    expectRefusal(await audit(await login(test.app, 'lisi')), 'E_FORBIDDEN', 403);
    expect((await audit(manager, { reason: '光伏' })).body.totalRows).toBe(0);
  });
});
