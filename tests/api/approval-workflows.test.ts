import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { expectOk, submitStep } from './workflow-support.ts';

/** Demo users (server/seed/system-data.ts). */
const ADMIN = 'U0001';
const MANAGER = 'U0002';
const ZHANGSAN = 'U0003';
const LISI = 'U0004';
const WANGWU = 'U0005';
const GAOFENG = 'U0009';
const HANMEI = 'U0010';

const STATE_FIELDS: Record<string, { table: string; key: string; state: string; path: string }> = {
  mtRequisition: { table: 'mt_requisition', key: 'requisition_id', state: 'req_state', path: 'mt/requisition' },
  vmUseRequest: { table: 'vm_use_request', key: 'request_no', state: 'use_state', path: 'vm/useRequest' },
  saHiddenDanger: { table: 'sa_hidden_danger', key: 'danger_id', state: 'danger_state', path: 'sa/hiddenDanger' },
  wtWorkTicket: { table: 'wt_work_ticket', key: 'ticket_no', state: 'ticket_state', path: 'wt/workTicket' },
};

describe('approval models of the business modules (issue 14)', () => {
  let test: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    test = await startTestApp();
    const [admin, manager, zhangsan, wangwu] = await loginAll(test.app, ['admin', 'manager', 'zhangsan', 'wangwu'] as const);
    Object.assign(tokens, { [ADMIN]: admin, [MANAGER]: manager, [ZHANGSAN]: zhangsan, [WANGWU]: wangwu });
  }, 300_000);
  afterAll(() => test.close());

  const db = () => test.app.database.db;
  const state = async (moduleId: string, key: string) => {
    const { table, key: column, state: stateColumn } = STATE_FIELDS[moduleId]!;
    const { rows } = await sql<{ s: string }>`select ${sql.ref(stateColumn)} as s from ${sql.table(table)} where ${sql.ref(column)} = ${key}`.execute(db());
    return rows[0]?.s;
  };
  /** A record of the organisation in a state without a workflow instance yet. */
  const fresh = async (moduleId: string, orgNo: string, inState: string) => {
    const { table, key, state: stateColumn } = STATE_FIELDS[moduleId]!;
    const { rows } = await sql<{ k: string }>`
      select ${sql.ref(key)} as k from ${sql.table(table)} t where org_no = ${orgNo} and ${sql.ref(stateColumn)} = ${inState}
        and not exists (select 1 from wf_instance i where i.module_id = ${moduleId} and i.pk_value = t.${sql.ref(key)}::text)
      order by 1 limit 1`.execute(db());
    if (!rows[0]) throw new Error(`no ${moduleId} in ${inState} without an instance`);
    return rows[0].k;
  };
  const openTasks = async (moduleId: string, key: string) => {
    const { rows } = await sql<{ node_id: string; handler: string }>`
      select t.node_id, t.handler from wf_task t join wf_instance i on i.inst_id = t.inst_id
      where i.module_id = ${moduleId} and i.pk_value = ${key} and t.handle_state = 10 and t.task_type <> 'notify' order by t.handler`.execute(db());
    return rows;
  };
  const submit = (userId: string, moduleId: string, key: string, start = false) => submitStep(test.app, tokens[userId]!, moduleId, key, start);

  it('publishes the five models and seeds running instances with tasks for the demo users at both stations', async () => {
    const models = await db().selectFrom('wf_model').select(['model_id', 'module_id']).where('module_id', 'in', Object.keys(STATE_FIELDS)).execute();
    expect(models.map((model) => model.model_id).sort()).toEqual(['mtRequisition_approval', 'saHiddenDanger_closure', 'vmUseRequest_approval', 'wtWorkTicket_issue']);
    const { rows } = await sql<{ module_id: string; org_no: string; node_id: string; handler: string }>`
      select distinct i.module_id, i.org_no, t.node_id, t.handler from wf_instance i join wf_task t on t.inst_id = i.inst_id
      where t.handle_state = 10 and t.task_type <> 'notify' and i.module_id <> 'dfDefect'`.execute(db());
    const at = (moduleId: string, orgNo: string, nodeId: string) => rows.filter((row) => row.module_id === moduleId && row.org_no === orgNo && row.node_id === nodeId).map((row) => row.handler).sort();
    // Each station's 值长 (both at the wind farm) and the PV station's 运维工程师 review what 王五 and 赵六 ask for.
    expect(at('mtRequisition', WIND_ORG, 'teamReview')).toEqual([ZHANGSAN, GAOFENG]);
    expect(at('mtRequisition', WIND_ORG, 'headApproval')).toEqual([ADMIN, MANAGER]);
    expect(at('mtRequisition', PV_ORG, 'teamReview')).toEqual([LISI, HANMEI]);
    expect(at('mtRequisition', PV_ORG, 'headApproval')).toEqual([ADMIN]);
    expect(at('saHiddenDanger', WIND_ORG, 'verify')).toEqual([ZHANGSAN, GAOFENG]);
    expect(at('vmUseRequest', WIND_ORG, 'teamReview')).toEqual([ZHANGSAN, GAOFENG]);
    // A ticket is signed by the issuer it names (王海峰; 李四 at the PV station), received and permitted by the duty chiefs (值长),
    // 韩梅 and the administrator at the PV station: never by 赵六, the PV operator who filled it in.
    expect(at('wtWorkTicket', WIND_ORG, 'sign')).toEqual([MANAGER]);
    expect(at('wtWorkTicket', WIND_ORG, 'receive')).toEqual([ADMIN, ZHANGSAN, GAOFENG]);
    expect(at('wtWorkTicket', WIND_ORG, 'permit')).toEqual([ADMIN, ZHANGSAN, GAOFENG]);
    expect(at('wtWorkTicket', PV_ORG, 'sign')).toEqual([LISI]);
    expect(at('wtWorkTicket', PV_ORG, 'receive')).toEqual([ADMIN, HANMEI]);
    expect(at('wtWorkTicket', PV_ORG, 'permit')).toEqual([ADMIN, HANMEI]);
    const todo = (await call(test.app, tokens[ZHANGSAN]!, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageNo: 1, pageSize: 50 })).body.rows as { MODULEID: string }[];
    expect(new Set(todo.map((row) => row.MODULEID))).toEqual(new Set(['mtRequisition', 'vmUseRequest', 'saHiddenDanger', 'wtWorkTicket']));
  });

  it('approves a requisition by the model: 值长 then 场长; the old admin transitions are gone', async () => {
    const key = await fresh('mtRequisition', WIND_ORG, '10');
    expectRefusal(await call(test.app, tokens[MANAGER]!, 'mt/requisition/transition.ajax', { pkValue: key, transition: 'approve' }), 'E_BAD_REQUEST');
    expectOk(await submit(WANGWU, 'mtRequisition', key, true));
    expect(await state('mtRequisition', key)).toBe('20');
    expect(await openTasks('mtRequisition', key)).toEqual([{ node_id: 'teamReview', handler: ZHANGSAN }, { node_id: 'teamReview', handler: GAOFENG }]);
    expectOk(await submit(ZHANGSAN, 'mtRequisition', key));
    expect(await openTasks('mtRequisition', key)).toEqual([{ node_id: 'headApproval', handler: ADMIN }, { node_id: 'headApproval', handler: MANAGER }]);
    expectOk(await submit(MANAGER, 'mtRequisition', key));
    expect(await state('mtRequisition', key)).toBe('30');

    // The applicant cannot undo the approval: recover is an administrator's action (spec 02 §4).
    const commandsOf = async (userId: string) =>
      (await call(test.app, tokens[userId]!, 'system/workflow/initWfCommand.ajax', { moduleId: 'mtRequisition', pkValue: key })).body.value.commands.map((command: { code: string }) => command.code);
    expect(await commandsOf(WANGWU)).toEqual([]);
    expectRefusal(await call(test.app, tokens[WANGWU]!, 'system/workflow/recoverWorkflow.ajax', { moduleId: 'mtRequisition', pkValue: key }), 'E_FORBIDDEN', 403);
    expect(await state('mtRequisition', key)).toBe('30');
    expect(await commandsOf(ADMIN)).toContain('recover');
  });

  it('sends a vehicle use request back to the applicant as a draft, then approves it', async () => {
    const key = await fresh('vmUseRequest', WIND_ORG, '10');
    expectOk(await submit(WANGWU, 'vmUseRequest', key, true));
    expect(await state('vmUseRequest', key)).toBe('20');
    const nodes = (await call(test.app, tokens[ZHANGSAN]!, 'system/workflow/findfallBackNodes.ajax', { moduleId: 'vmUseRequest', pkValue: key, currentNodeId: 'teamReview', step: 'all' })).body.value;
    const start = nodes.find((node: { infoDesc: string }) => node.infoDesc === '用车申请');
    expectOk(await call(test.app, tokens[ZHANGSAN]!, 'system/workflow/fallBack.ajax', { moduleId: 'vmUseRequest', pkValue: key, currentNodeId: 'teamReview', infoNo: start.infoNo, opinion: '请补充用车事由' }));
    expect(await state('vmUseRequest', key)).toBe('10');
    expectOk(await submit(WANGWU, 'vmUseRequest', key));
    expectOk(await submit(ZHANGSAN, 'vmUseRequest', key));
    expectOk(await submit(MANAGER, 'vmUseRequest', key));
    expect(await state('vmUseRequest', key)).toBe('30');
  });

  it('closes a rectified hidden danger through verification and the station head', async () => {
    const key = await fresh('saHiddenDanger', WIND_ORG, '20');
    expectOk(await submit(WANGWU, 'saHiddenDanger', key, true));
    expect(await openTasks('saHiddenDanger', key)).toEqual([{ node_id: 'verify', handler: ZHANGSAN }, { node_id: 'verify', handler: GAOFENG }]);
    expectOk(await submit(ZHANGSAN, 'saHiddenDanger', key));
    expect(await state('saHiddenDanger', key)).toBe('30');
    expect(await openTasks('saHiddenDanger', key)).toEqual([{ node_id: 'closeApproval', handler: ADMIN }, { node_id: 'closeApproval', handler: MANAGER }]);
    expectOk(await submit(MANAGER, 'saHiddenDanger', key));
    expect(await state('saHiddenDanger', key)).toBe('40');
  });
});
