/**
 * Shared steps of the workflow API tests: the demo model seeded, demo records picked
 * straight from the database, extra wind-farm users with tokens, and the workflow calls.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { newSecret, sha256Hex } from '../../server/auth/secrets.ts';
import { seedWorkflowDemo } from '../../server/seed/workflow-models.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { call, loginAll, startTestApp, type CallResult, type TestApp } from './harness.ts';

export const WIND_ORG = 'ORG0101';
export const MODULE = 'dfDefect';

/** Demo users of the wind farm (server/seed/system-data.ts). */
export const MANAGER = 'U0002';
export const ZHANGSAN = 'U0003';
export const WANGWU = 'U0005';

export async function seedDemoWorkflow(app: FastifyInstance): Promise<void> {
  await seedWorkflowDemo(app.database);
}

/** A server with the demo workflow, and the tokens of the wind farm's three demo handlers. */
export async function startWorkflowApp(): Promise<{ test: TestApp; manager: string; zhangsan: string; wangwu: string }> {
  const test = await startTestApp();
  await seedDemoWorkflow(test.app);
  const [manager, zhangsan, wangwu] = await loginAll(test.app, ['manager', 'zhangsan', 'wangwu'] as const);
  return { test, manager, zhangsan, wangwu };
}

/** Keys of wind-farm defects of a category that have no workflow yet and are not closed (a closed defect's fields are locked by its life cycle). */
export async function freshDefects(app: FastifyInstance, category: string, count: number): Promise<string[]> {
  const { rows } = await sql<{ defect_no: string }>`
    select d.defect_no from df_defect d
    where d.org_no = ${WIND_ORG} and d.category = ${category} and d.defect_state <> '60'
      and not exists (select 1 from wf_instance i where i.module_id = ${MODULE} and i.pk_value = d.defect_no)
    order by d.defect_no limit ${count}`.execute(app.database.db);
  if (rows.length < count) throw new Error(`only ${rows.length} fresh ${category} defects`);
  return rows.map((row) => row.defect_no);
}

/** A wind-farm user with the 'user' role and a valid token, for tests that need more handlers than the demo has. */
export async function addWindUser(app: FastifyInstance, userId: string): Promise<string> {
  const { db } = app.database;
  await db.insertInto('sys_user').values({ user_id: userId, user_name: userId.toLowerCase(), password_hash: 'x', real_name: `测试${userId}`, state: 1, current_org_no: WIND_ORG }).execute();
  await db.insertInto('sys_user_org').values({ user_id: userId, org_no: WIND_ORG }).execute();
  await db.insertInto('sys_user_role').values({ user_id: userId, role_id: 'user' }).execute();
  const token = newSecret();
  await db.insertInto('sys_token').values({ token_hash: sha256Hex(token), user_id: userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
  return token;
}

export interface SubmitOptions {
  oprNo?: number;
  modelId?: string;
  currentNodeId?: string;
  opinion?: string;
  urgentFlag?: 'Y' | 'N';
  nextNodes?: { nextNodeId?: string; notifyNodeId?: string; handleUsers: string[] }[];
}

/**
 * Starts the demo defect review with 张三 alone at 班组长审核: the reporter may keep the
 * countersign to one of the farm's two 值长 (高峰 being the other).
 */
export const START_TO_ZHANGSAN: SubmitOptions = { oprNo: 0, nextNodes: [{ nextNodeId: 'teamReview', handleUsers: [ZHANGSAN] }] };

/** Like the submit dialog: the node comes from initWfCommand unless given. */
export async function submit(app: FastifyInstance, token: string, pkValue: string, options: SubmitOptions = {}, lang = 'zh-cn'): Promise<CallResult> {
  const starting = options.oprNo === 0;
  const currentNodeId = options.currentNodeId ?? (starting ? '' : (await call(app, token, 'system/workflow/initWfCommand.ajax', { moduleId: MODULE, pkValue })).body.value?.currentNodeId);
  const payload = { moduleId: MODULE, pkValue, oprNo: 1, opinion: '同意', urgentFlag: 'N', nextNodes: [], ...options, currentNodeId };
  return call(app, token, 'system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload), lang });
}

/** Starts (`start`) or submits a record's workflow in any module as the submit dialog would, with the default handlers of the next node. */
export async function submitStep(app: FastifyInstance, token: string, moduleId: string, pkValue: string, start = false): Promise<CallResult> {
  const currentNodeId = start ? '' : (await call(app, token, 'system/workflow/initWfCommand.ajax', { moduleId, pkValue })).body.value?.currentNodeId;
  const payload = { moduleId, pkValue, oprNo: start ? 0 : 1, opinion: '同意', urgentFlag: 'N', nextNodes: [], currentNodeId };
  return call(app, token, 'system/workflow/submitWorkflow.ajax', { nextNodeInfos: JSON.stringify(payload) });
}

export async function info(app: FastifyInstance, token: string, pkValue: string): Promise<any> {
  const { body } = await call(app, token, 'system/workflow/initWfCommand.ajax', { moduleId: MODULE, pkValue });
  if (body.state !== 0) throw new Error(`initWfCommand answered ${JSON.stringify(body)}`);
  return body.value;
}

export const commandCodes = (value: { commands: { code: string }[] }) => value.commands.map((command) => command.code);

/** Straight from the tables: the instance of a record and its tasks. */
export async function stored(app: FastifyInstance, pkValue: string) {
  const { db } = app.database;
  const instance = await db.selectFrom('wf_instance').selectAll().where('module_id', '=', MODULE).where('pk_value', '=', pkValue).executeTakeFirst();
  const tasks = instance ? await db.selectFrom('wf_task').selectAll().where('inst_id', '=', instance.inst_id).orderBy('task_seq').execute() : [];
  const logs = instance ? await db.selectFrom('wf_log').selectAll().where('inst_id', '=', instance.inst_id).orderBy('log_seq').execute() : [];
  return { instance, tasks, logs, open: tasks.filter((task) => task.handle_state === 10 && task.task_type !== 'notify') };
}

export function expectOk(result: CallResult): void {
  if (result.status !== 200 || result.body.state !== 0) throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.body).slice(0, 600)}`);
}

/** Saves and publishes a model as the designer does: the publish call's result. */
export async function publishModel(app: FastifyInstance, token: string, model: WfModel): Promise<CallResult> {
  const saved = await call(app, token, 'workflow/designer/saveModel.ajax', { model: JSON.stringify(model), moduleId: model.moduleId });
  expectOk(saved);
  return call(app, token, 'workflow/designer/publishModel.ajax', { modelId: saved.body.value.modelId });
}
