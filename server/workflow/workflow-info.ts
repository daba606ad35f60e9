import { applyTransition, NO_INSTANCE } from '../../runtime/workflow/engine/apply.ts';
import type { EngineContext } from '../../runtime/workflow/engine/engine-context.ts';
import { startInstance } from '../../runtime/workflow/engine/start.ts';
import { blockingTasks } from '../../runtime/workflow/engine/task-queries.ts';
import { COMMAND_OPR_NO } from '../../runtime/workflow/commands.ts';
import { modelName, nodeName } from '../../runtime/workflow/model-names.ts';
import { candidateUsers } from './handler-candidates.ts';
import { moduleModels, PUBLISHED } from './model-store.ts';
import { planSubmit } from './next-plan.ts';
import { createSqlBudget } from './sql-budget.ts';
import { publishedModel } from './published-models.ts';
import { chooseModel, loadRecordWorkflow, type RecordWorkflow, type StartedWorkflow } from './record-workflow.ts';
import { userProfiles } from './users.ts';
import { commandsOf, currentUsersOf, editableFields, nodeTypeLabel, userStanding } from './workflow-view.ts';
import { isWorkflowAdmin } from './workflow-admin.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';
import type { NextNodeInfo, ProcessInfo, WorkflowInfo } from '../../contracts/workflow.ts';
import type { PlatformDb } from '../db/tables/index.ts';

async function nameMap(db: PlatformDb, ids: readonly string[]): Promise<Record<string, string>> {
  const profiles = await userProfiles(db, ids);
  return Object.fromEntries(ids.map((id) => [id, profiles.get(id)?.name ?? id]));
}

/** The published model a record without an instance would start on, when there is exactly one. */
async function soleModel(deps: WorkflowDeps, workflow: RecordWorkflow): Promise<EngineContext | undefined> {
  const { db } = deps.database;
  const published = (await moduleModels(db, workflow.module.moduleId)).filter((model) => model.publishState === PUBLISHED && model.publishedVersion !== null);
  const only = published.length === 1 ? published[0] : undefined;
  return only ? publishedModel(deps.database, db, only.modelId, only.publishedVersion as number) : undefined;
}

/**
 * initWfCommand.ajax: where the record's workflow stands and the commands the caller may
 * use (spec 02 §3 'Workflow info', §4, §6), with the fields they may edit now.
 */
export async function workflowInfo(deps: WorkflowDeps, caller: Caller, moduleId: string, pkValue: string): Promise<WorkflowInfo> {
  const { db } = deps.database;
  const workflow = await loadRecordWorkflow(db, deps, caller, moduleId, pkValue);
  const models = await moduleModels(db, workflow.module.moduleId);
  const published = models.filter((model) => model.publishState === PUBLISHED);
  const engine = workflow.engine ?? (await soleModel(deps, workflow));
  const model = engine?.model;
  const standing = userStanding(engine, workflow.snapshot, caller.user.userId, published.length > 0);
  const current = currentUsersOf(workflow.snapshot);
  const node = standing.node;
  const openAtNode = workflow.snapshot && node ? blockingTasks(workflow.snapshot.tasks, node.id).length : 0;
  const notify = workflow.snapshot?.tasks.find((task) => task.type === 'notify' && task.handleState === 10 && task.handler === caller.user.userId);
  const startUser = workflow.instance?.startUser ?? '';
  const access = await fieldAccessOf(db, workflow.module, caller.user);
  return {
    state: standing.state,
    instState: workflow.instance?.state ?? 0,
    modelId: workflow.instance?.modelId ?? model?.modelId ?? '',
    workflowId: workflow.instance?.instId ?? '',
    modelList: published.map((entry) => ({ id: entry.modelId, name: modelName(entry, caller.locale), publishState: entry.publishState })),
    wfModels: published.length,
    startUser,
    startUserName: startUser ? ((await nameMap(db, [startUser]))[startUser] ?? startUser) : '',
    currentUsers: await nameMap(db, current),
    currentNodeId: node?.id ?? '',
    currentNodeType: nodeTypeLabel(standing.state, node),
    currentNodeName: node ? nodeName(node, caller.locale) : '',
    commands: commandsOf(standing, isWorkflowAdmin(caller.user), caller.t),
    allowFallback: standing.isCurrentHandler && node?.allowFallback === true,
    allowFallbackToStart: standing.isCurrentHandler && node?.allowFallbackToStart === true,
    allowCountersign: standing.isCurrentHandler && node?.allowCountersign === true,
    needOpinion: node?.needOpinion === true,
    countersignOprName: caller.t('workflow.command.countersign'),
    cosignNum: node?.cosignFlag ? openAtNode : 0,
    notify: notify !== undefined,
    notifyTaskNo: notify?.taskId ?? '',
    notifyNodeId: notify?.nodeId ?? '',
    // The step opens fields for editing, never past the user's field permissions.
    editableFields: editableFields(workflow.module, standing).filter((name) => access[name] === undefined),
  };
}

/** The record's instance, or for a record without one the instance the caller would start (kept in memory). */
async function workflowToSubmit(db: PlatformDb, deps: WorkflowDeps, workflow: RecordWorkflow, caller: Caller, modelId: string): Promise<StartedWorkflow | undefined> {
  if (workflow.instance) return workflow as StartedWorkflow;
  const chosen = await chooseModel(db, workflow.module.moduleId, modelId || undefined).catch(() => undefined);
  if (!chosen) return undefined;
  const engine = await publishedModel(deps.database, db, chosen.modelId, chosen.publishedVersion);
  const { model } = engine;
  const snapshot = applyTransition(NO_INSTANCE, startInstance(engine, caller.user.userId));
  const instance = { instId: '', moduleId: workflow.module.moduleId, pkValue: workflow.record.key, orgNo: caller.user.orgNo, modelId: model.modelId, modelVersion: chosen.publishedVersion, state: 10, startUser: caller.user.userId, startTime: new Date(), endTime: null, activeNodes: [...snapshot.instance.activeNodes], instDesc: '', version: 0 };
  return { ...workflow, instance, snapshot, model, engine, tasks: [] };
}

/**
 * findWFProcessInfo.ajax: what the submit dialog offers the caller (spec 02 §3 'Submit
 * dialog'): the node they handle, whether an opinion is required, and the next nodes with
 * their candidate handlers (defaults ticked, locked unless allowCancelDefaultPro). Runs in a
 * transaction because conditions read through savepoints (server/workflow/sql-host.ts).
 */
export async function processInfo(deps: WorkflowDeps, caller: Caller, moduleId: string, pkValue: string, modelId: string, oprNo: number): Promise<ProcessInfo> {
  const { db } = deps.database;
  return db.transaction().execute(async (trx) => {
    const found = await loadRecordWorkflow(trx, deps, caller, moduleId, pkValue);
    const workflow = await workflowToSubmit(trx, deps, found, caller, modelId);
    const standing = userStanding(workflow?.engine, workflow?.snapshot, caller.user.userId, workflow !== undefined);
    const node = standing.node;
    const current = currentUsersOf(workflow?.snapshot);
    const base = {
      state: found.instance ? standing.state : workflow ? 'starting' : 'noWorkflow',
      modelId: workflow?.model.modelId ?? '',
      workflowId: found.instance?.instId ?? '',
      currentUsers: await nameMap(trx, current),
      currentNodeId: node?.id ?? '',
      currentNodeType: nodeTypeLabel(found.instance ? standing.state : 'starting', node),
      currentNodeName: node ? nodeName(node, caller.locale) : '',
      oprNo,
      oprName: caller.t(oprNo === COMMAND_OPR_NO.start ? 'workflow.command.start' : 'workflow.command.submit'),
      needOpinion: node?.needOpinion === true,
      urgentFlag: 'N' as const,
      notify: true,
      allowCancelDefaultProNotify: true,
      notifyUsers: [],
      notifyIds: '',
    };
    if (!workflow || !node || (!standing.isCurrentHandler && found.instance)) return { ...base, completesNode: false, infos: [] };
    const plan = await planSubmit(trx, deps, caller, workflow, node.id, createSqlBudget());
    const infos: NextNodeInfo[] = [];
    for (const id of [...(plan?.taskNodes ?? []), ...(plan?.endNodes ?? []), ...(plan?.waitingJoins ?? [])]) {
      const next = workflow.engine.graph.node(id);
      if (!next) continue;
      const users = next.type === 'ordinary' ? await candidateUsers(deps.ext, workflow.extContext, next.handlers) : [];
      const names = await nameMap(trx, users);
      infos.push({
        nextNodeId: next.id,
        nextNodeName: nodeName(next, caller.locale),
        nextNodeType: next.type,
        allowDynamicPro: next.allowDynamicPro,
        allowCancelDefaultPro: next.allowCancelDefaultPro,
        nextUsers: users.map((userId) => ({ userId, userName: names[userId] ?? userId, checked: true, disabled: !next.allowCancelDefaultPro })),
      });
    }
    return { ...base, completesNode: plan !== undefined, infos };
  });
}
