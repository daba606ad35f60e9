import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { nodeNamer } from '../../runtime/workflow/model-names.ts';
import { fallbackTargets, submitterTarget } from '../../runtime/workflow/engine/fallback.ts';
import { submittableTask } from '../../runtime/workflow/engine/submit.ts';
import type { TaskRow } from './instance-store.ts';
import { formatDateTime, stayTime } from './format-time.ts';
import { loadRecordWorkflow, loadStartedWorkflow } from './record-workflow.ts';
import { userProfiles } from './users.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';
import type { HandleLog, PassedElementsAnswer, RollbackNode } from '../../contracts/workflow.ts';
import type { PlatformDb } from '../db/tables/index.ts';

interface LogRow {
  logNo: string;
  action: string;
  userId: string;
  nodeId: string;
  opinion: string;
  toNodes: string[];
  lines: string[];
  createdAt: Date;
}

async function instanceLog(db: PlatformDb, instId: string): Promise<LogRow[]> {
  const rows = await db.selectFrom('wf_log').selectAll().where('inst_id', '=', instId).orderBy('log_seq').execute();
  return rows.map((row) => ({
    logNo: String(row.log_no),
    action: String(row.action),
    userId: String(row.user_id),
    nodeId: String(row.node_id),
    opinion: String(row.opinion ?? ''),
    toNodes: JSON.parse(String(row.to_nodes)) as string[],
    lines: JSON.parse(String(row.lines)) as string[],
    createdAt: row.created_at as Date,
  }));
}

/** Tasks opened together at one node by one action: a visit of the node, one entry of the handling log. */
function visits(tasks: readonly TaskRow[]): TaskRow[][] {
  const groups = new Map<string, TaskRow[]>();
  for (const task of tasks) {
    const key = `${task.createdLog}\u0000${task.nodeId}\u0000${task.type}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  return [...groups.values()];
}

/**
 * workflowHandleLog.ajax (spec 02 §3 'Workflow handle log'): the start, then each node visit
 * with its handlers, handled ones first in handledList, the ones still open in handlingList,
 * each handler with opinion and stay time; plus the action log.
 */
export async function handleLog(deps: WorkflowDeps, caller: Caller, moduleId: string, pkValue: string): Promise<HandleLog> {
  const { db } = deps.database;
  const workflow = await loadStartedWorkflow(db, deps, caller, moduleId, pkValue, false);
  const { instance, model, tasks } = workflow;
  const log = await instanceLog(db, instance.instId);
  const profiles = await userProfiles(db, [instance.startUser, ...tasks.map((task) => task.handler), ...log.map((entry) => entry.userId)]);
  const now = new Date();
  const node = (id: string) => model.nodes.find((entry) => entry.id === id);
  // The instance's own model version names its nodes, as they were when its tasks were written.
  const nameOf = nodeNamer(model, caller.locale);
  const firstStart = log.find((entry) => entry.action === 'start');
  const entries = visits(tasks)
    .filter((group) => group[0]?.createdLog !== firstStart?.logNo)
    .map((group) => {
      const first = group[0] as TaskRow;
      return {
        open: group.some((task) => task.handleState === 10),
        nodeId: first.nodeId,
        nodeDesc: nameOf(first.nodeId),
        reachTime: formatDateTime(first.reachTime),
        infoType: first.type,
        // A countersign node reached by one handler is a single-person step: no countersign badge.
        cosignFlag: node(first.nodeId)?.cosignFlag && group.length > 1 ? ('Y' as const) : ('N' as const),
        handleInfos: group.map((task) => ({
          taskNo: task.taskId,
          userId: task.handler,
          userName: profiles.get(task.handler)?.name ?? task.handler,
          userAvatar: profiles.get(task.handler)?.avatar ?? '',
          handleState: task.handleState,
          handleView: task.opinion,
          handleTime: formatDateTime(task.handleTime),
          stayTimes: stayTime(caller.t, task.reachTime, task.handleTime ?? now),
          urgent: task.urgent ? ('Y' as const) : ('N' as const),
          readState: task.readState,
        })),
      };
    });
  const strip = ({ open: _open, ...entry }: (typeof entries)[number]) => entry;
  return {
    startNode: { startTime: formatDateTime(instance.startTime), nodeDesc: nameOf(model.nodes.find((entry) => entry.type === 'start')?.id ?? '') },
    startUserName: profiles.get(instance.startUser)?.name ?? instance.startUser,
    startUserAvatar: profiles.get(instance.startUser)?.avatar ?? '',
    state: instance.state,
    handledList: entries.filter((entry) => !entry.open).map(strip),
    handlingList: entries.filter((entry) => entry.open).map(strip),
    logs: log.map((entry) => ({
      action: entry.action,
      actionName: caller.t(`workflow.action.${entry.action}`),
      userName: profiles.get(entry.userId)?.name ?? entry.userId,
      nodeDesc: nameOf(entry.nodeId),
      opinion: entry.opinion,
      time: formatDateTime(entry.createdAt),
    })),
  };
}

function passed(model: WfModel, log: readonly LogRow[]): { pNodes: string[]; pLines: string[] } {
  const known = new Set(model.nodes.map((node) => node.id));
  const nodes = new Set<string>();
  const lines = new Set<string>();
  for (const entry of log) {
    for (const id of [entry.nodeId, ...entry.toNodes]) if (known.has(id)) nodes.add(id);
    for (const id of entry.lines) lines.add(id);
  }
  return { pNodes: [...nodes], pLines: [...lines] };
}

/** findPassedElements.ajax: nodes and lines the instance went through, and where it stands. */
export async function passedElements(deps: WorkflowDeps, caller: Caller, moduleId: string, pkValue: string): Promise<PassedElementsAnswer> {
  const { db } = deps.database;
  const workflow = await loadRecordWorkflow(db, deps, caller, moduleId, pkValue);
  if (!workflow.instance || !workflow.model) return { pNodes: [], cNodes: [], pLines: [], modelId: '' };
  const log = await instanceLog(db, workflow.instance.instId);
  return { ...passed(workflow.model, log), cNodes: workflow.instance.activeNodes, modelId: workflow.model.modelId, version: workflow.instance.modelVersion };
}

/**
 * findfallBackNodes.ajax (spec 02 §3 'Roll-back node'): where the caller may return their
 * task to; step '1' keeps only the task's submitter.
 */
export async function fallbackNodes(deps: WorkflowDeps, caller: Caller, moduleId: string, pkValue: string, nodeId: string, step: string): Promise<RollbackNode[]> {
  const { db } = deps.database;
  const workflow = await loadStartedWorkflow(db, deps, caller, moduleId, pkValue, false);
  submittableTask(workflow.snapshot, caller.user.userId, nodeId, 'fallback');
  const targets = step === '1'
    ? [submitterTarget(workflow.engine, workflow.snapshot, caller.user.userId, nodeId)].filter((task) => task !== undefined)
    : fallbackTargets(workflow.engine, workflow.snapshot, nodeId);
  const rows = new Map(workflow.tasks.map((task) => [task.taskId, task]));
  const nameOf = nodeNamer(workflow.engine.model, caller.locale);
  const profiles = await userProfiles(db, targets.map((task) => task.handler));
  return targets.map((task) => ({
    infoNo: task.taskId,
    infoDesc: nameOf(task.nodeId),
    nodeId: task.nodeId,
    handler: profiles.get(task.handler)?.name ?? task.handler,
    handlerId: task.handler,
    handlerTime: formatDateTime(rows.get(task.taskId)?.handleTime),
  }));
}
