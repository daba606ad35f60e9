/**
 * The demo workflow models never route a step back to the one who submitted the record (issue 17
 * item 7): 张三, a 值长 at the wind farm, and 李四, a reviewer of the PV station's requests, submit
 * each demo model at their station and every later step is offered to, and handled by, someone
 * else, to the end. The one exception is the work ticket's 签发: the issuer the ticket names
 * signs it, who may have filled it in (server/seed/approval-models.ts).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { PV_ORG, WIND_ORG } from './module-helpers.ts';
import { expectOk, submitStep } from './workflow-support.ts';

/** A demo model submitted at a station: the module's table, key and state columns, the state it starts from, and a filter of the records it suits. */
interface Walk {
  modelId: string;
  moduleId: string;
  table: string;
  key: string;
  state: string;
  from: readonly string[];
  /** Steps the submitter may hold by design. */
  own?: readonly string[];
  where?: ReturnType<typeof sql>;
  /** A column the walk sets to the station's issuer before starting. */
  issuerColumn?: string;
}

const REQUESTS: readonly Walk[] = [
  { modelId: 'mtRequisition_approval', moduleId: 'mtRequisition', table: 'mt_requisition', key: 'requisition_id', state: 'req_state', from: ['10'] },
  { modelId: 'vmUseRequest_approval', moduleId: 'vmUseRequest', table: 'vm_use_request', key: 'request_no', state: 'use_state', from: ['10'] },
  { modelId: 'saHiddenDanger_closure', moduleId: 'saHiddenDanger', table: 'sa_hidden_danger', key: 'danger_id', state: 'danger_state', from: ['20'] },
  { modelId: 'wtWorkTicket_issue', moduleId: 'wtWorkTicket', table: 'wt_work_ticket', key: 'ticket_no', state: 'ticket_state', from: ['10'], own: ['sign'], issuerColumn: 'issuer' },
];
/** A critical defect passes every node of the review. */
const DEFECT: Walk = { modelId: 'dfDefect_review', moduleId: 'dfDefect', table: 'df_defect', key: 'defect_no', state: 'defect_state', from: ['10', '20', '30', '40', '50', '70'], where: sql`category = 'CRITICAL'` };

/** Each with the employee who issues the station's tickets and signs in: 王海峰 at the wind farm, 李四 himself at the PV station. */
const SUBMITTERS = [
  { userName: 'zhangsan', userId: 'U0003', orgNo: WIND_ORG, issuer: 'E101', walks: [...REQUESTS, DEFECT] },
  { userName: 'lisi', userId: 'U0004', orgNo: PV_ORG, issuer: 'E202', walks: [...REQUESTS, DEFECT] },
];

describe('demo workflow models and the submitter', () => {
  let test: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    test = await startTestApp();
  }, 300_000);
  afterAll(() => test.close());

  const db = () => test.app.database.db;
  /** The token of a demo user by id (signed in at first use), working in the organisation (the administrator belongs to both stations). */
  const tokenOf = async (userId: string, orgNo: string): Promise<string> => {
    let token = tokens.get(userId);
    if (!token) {
      const user = await db().selectFrom('sys_user').select('user_name').where('user_id', '=', userId).executeTakeFirstOrThrow();
      token = await login(test.app, String(user.user_name));
      tokens.set(userId, token);
    }
    expectOk(await call(test.app, token, 'system/user/changeUserCurrentOrg.ajax', { orgNo }));
    return token;
  };
  const fresh = async (walk: Walk, orgNo: string): Promise<string> => {
    const { rows } = await sql<{ k: string }>`
      select ${sql.ref(walk.key)} as k from ${sql.table(walk.table)} t
      where org_no = ${orgNo} and ${sql.ref(walk.state)} in (${sql.join(walk.from)}) and ${walk.where ?? sql`true`}
        and not exists (select 1 from wf_instance i where i.module_id = ${walk.moduleId} and i.pk_value = t.${sql.ref(walk.key)}::text)
      order by 1 limit 1`.execute(db());
    if (!rows[0]) throw new Error(`no ${walk.moduleId} of ${orgNo} to start`);
    return String(rows[0].k);
  };
  /** Who the submit dialog offers at each next node. */
  const offered = async (token: string, walk: Walk, pkValue: string, oprNo: number): Promise<Record<string, string[]>> => {
    const value = (await call(test.app, token, 'system/workflow/findWFProcessInfo.ajax', { moduleId: walk.moduleId, pkValue, oprNo, modelId: oprNo === 0 ? walk.modelId : '' })).body.value;
    return Object.fromEntries(value.infos.map((node: { nextNodeId: string; nextUsers: { userId: string }[] }) => [node.nextNodeId, node.nextUsers.map((user) => user.userId)]));
  };
  const openTasks = async (walk: Walk, pkValue: string) => {
    const { rows } = await sql<{ node_id: string; handler: string }>`
      select t.node_id, t.handler from wf_task t join wf_instance i on i.inst_id = t.inst_id
      where i.module_id = ${walk.moduleId} and i.pk_value = ${pkValue} and t.handle_state = 10 and t.task_type <> 'notify' order by t.task_no`.execute(db());
    return rows;
  };

  for (const submitter of SUBMITTERS) {
    for (const walk of submitter.walks) {
      it(`offers and gives no step of ${walk.modelId} submitted by ${submitter.userName} back to him`, async () => {
        const key = await fresh(walk, submitter.orgNo);
        if (walk.issuerColumn) await sql`update ${sql.table(walk.table)} set ${sql.ref(walk.issuerColumn)} = ${submitter.issuer} where ${sql.ref(walk.key)} = ${key}`.execute(db());
        const own = new Set(walk.own ?? []);
        const offeredTo = new Map<string, string[]>();
        let steps = 0;
        let token = await tokenOf(submitter.userId, submitter.orgNo);
        for (const [node, users] of Object.entries(await offered(token, walk, key, 0))) offeredTo.set(node, users);
        expectOk(await submitStep(test.app, token, walk.moduleId, key, true));
        for (let open = await openTasks(walk, key); open.length > 0; open = await openTasks(walk, key)) {
          const task = open.find((candidate) => candidate.handler !== submitter.userId) ?? open[0]!;
          steps += 1;
          expect(open.filter((candidate) => candidate.handler === submitter.userId && !own.has(candidate.node_id))).toEqual([]);
          token = await tokenOf(task.handler, submitter.orgNo);
          for (const [node, users] of Object.entries(await offered(token, walk, key, 1))) offeredTo.set(node, users);
          expectOk(await submitStep(test.app, token, walk.moduleId, key));
        }
        // The walk reached the end (instance state 20), every step handled by someone, none of them offered the submitter.
        const instance = await db().selectFrom('wf_instance').select('state').where('module_id', '=', walk.moduleId).where('pk_value', '=', key).executeTakeFirstOrThrow();
        expect(instance.state).toBe(20);
        expect(steps).toBeGreaterThan(1);
        for (const [node, users] of offeredTo) {
          if (node === 'end' || own.has(node)) continue;
          expect({ node, users: users.filter((user) => user === submitter.userId) }).toEqual({ node, users: [] });
          expect({ node, offered: users.length > 0 }).toEqual({ node, offered: true });
        }
      });
    }
  }
});
