import { sql } from 'kysely';
import { COMMAND_OPR_NO } from '../../runtime/workflow/commands.ts';
import { blockingTasks } from '../../runtime/workflow/engine/task-queries.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { loadSessionUser } from '../auth/session-user.ts';
import type { Database } from '../db/database.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { translators } from '../plugins/i18n.ts';
import { workflowExtMethods } from '../workflow/workflow-ext-methods.ts';
import { createExtMethodRegistry } from '../workflow/ext-methods.ts';
import { findInstance, INSTANCE_ENDED, instanceTasks } from '../workflow/instance-store.ts';
import { submitWorkflow } from '../workflow/submit-action.ts';
import type { WorkflowDeps } from '../workflow/workflow-deps.ts';
import { ORGS } from './system-data.ts';

/**
 * Which demo records of a model's module stand in its approval, and how far: the records in a
 * state of `depths` are started and submitted as many times as their depth says, in turn (1:
 * waiting at the first node after the start), so each instance matches the state the record
 * seed gave its record.
 */
interface DemoRun {
  modelId: string;
  depths: Readonly<Record<string, readonly number[]>>;
}

const RUNS: readonly DemoRun[] = [
  { modelId: 'mtRequisition_approval', depths: { '20': [1, 2] } },
  { modelId: 'vmUseRequest_approval', depths: { '20': [1, 2] } },
  { modelId: 'saHiddenDanger_closure', depths: { '20': [1], '30': [2] } },
  { modelId: 'wtWorkTicket_issue', depths: { '15': [1], '20': [2], '30': [3] } },
];

/** Records per state and station given an instance: a few, so the demo shows every step without slowing each start. */
const RECORDS_PER_STATE = 2;
/** Who fills in and submits requests: 王五 at the wind farm, 赵六 at the PV station. */
const STARTERS: Readonly<Record<string, string>> = { wind: 'U0005', pv: 'U0006' };
/** The administrator stands in where a post is vacant; the post holder acts when there is one. */
const STAND_IN = 'U0001';

function workflowDeps(database: Database, registry: ModuleRegistry): WorkflowDeps {
  return { database, modules: registry, ext: createExtMethodRegistry(() => workflowExtMethods(registry)) };
}

async function submitAs(deps: WorkflowDeps, userId: string, orgNo: string, target: { model: WfModel; pkValue: string; nodeId: string }): Promise<void> {
  const user = await loadSessionUser(deps.database.db, userId, '');
  if (!user) return;
  const starting = target.nodeId === '';
  await submitWorkflow(deps, { user: { ...user, orgNo }, locale: 'zh-CN', t: translators['zh-CN'] }, {
    moduleId: target.model.moduleId,
    modelId: target.model.modelId,
    pkValue: target.pkValue,
    oprNo: starting ? COMMAND_OPR_NO.start : COMMAND_OPR_NO.submit,
    currentNodeId: target.nodeId,
    opinion: starting ? '' : '同意',
    urgent: false,
    handlers: new Map(),
    notifyUsers: [],
  });
}

/** Moves the record's instance on by one step, submitted by a handler of its open task (the post holder before the stand-in). */
async function advance(deps: WorkflowDeps, model: WfModel, pkValue: string, orgNo: string): Promise<void> {
  const instance = await findInstance(deps.database.db, model.moduleId, pkValue);
  if (!instance || instance.state === INSTANCE_ENDED) return;
  const open = blockingTasks(await instanceTasks(deps.database.db, instance.instId));
  const task = open.find((candidate) => candidate.handler !== STAND_IN) ?? open[0];
  if (task) await submitAs(deps, task.handler, orgNo, { model, pkValue, nodeId: task.nodeId });
}

/** Keys of the organisation's records in a state that have no instance yet, the first few by key. */
async function recordsInState(database: Database, registry: ModuleRegistry, moduleId: string, orgNo: string, state: string): Promise<string[]> {
  const module = registry.byModuleId(moduleId);
  const stateField = module?.bundle.lifecycle ? module.fields.get(module.bundle.lifecycle.field) : undefined;
  if (!module || !stateField) return [];
  const key = sql.ref(`t.${module.primaryKey.column}`);
  const { rows } = await sql<{ pk: string }>`
    select ${key} as pk from ${sql.table(module.table)} as t
    where ${sql.ref(`t.${stateField.column}`)} = ${state} and ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}
      and not exists (select 1 from wf_instance i where i.module_id = ${moduleId} and i.pk_value = ${key}::text)
    order by ${key} limit ${RECORDS_PER_STATE}`.execute(database.db);
  return rows.map((row) => String(row.pk));
}

/**
 * Demo instances of the approval models just published: at each station a few records of the
 * module per approval state are started by the station's requester and submitted as far as
 * their state says, each step by a handler of the open task, so the demo users find tasks in
 * their task centre (张三, 高峰 and 王海峰 at the wind farm; 李四, 韩梅, 赵六 and the administrator at the
 * PV station). Runs once, when the model is first published; modules or users missing are skipped.
 */
export async function seedWorkflowRuns(database: Database, registry: ModuleRegistry, published: readonly WfModel[]): Promise<void> {
  const deps = workflowDeps(database, registry);
  for (const run of RUNS) {
    const model = published.find((candidate) => candidate.modelId === run.modelId);
    if (!model || !registry.byModuleId(model.moduleId)) continue;
    for (const org of ORGS) {
      const starter = STARTERS[org.org_type];
      if (!starter) continue;
      for (const [state, depths] of Object.entries(run.depths)) {
        const keys = await recordsInState(database, registry, model.moduleId, org.org_no, state);
        for (const [index, pkValue] of keys.entries()) {
          await submitAs(deps, starter, org.org_no, { model, pkValue, nodeId: '' });
          const depth = depths[index % depths.length] ?? 1;
          for (let step = 1; step < depth; step += 1) await advance(deps, model, pkValue, org.org_no);
        }
      }
    }
  }
}
