import { nodeOf, type EngineContext } from './engine-context.ts';
import { engineError, type EngineRefusal } from './engine-error.ts';
import type { TaskClosing, WfSnapshot, WfTask, WfTransition } from './instance-types.ts';
import { newTask } from './new-task.ts';
import type { NextPlan } from './route.ts';
import { blockingTasks, openTaskOf, unique } from './task-queries.ts';

export interface SubmitInput {
  user: string;
  nodeId: string;
  opinion: string;
  /** Stored when the opinion is empty and the node does not require one: the operation's name. */
  defaultOpinion: string;
  /** Where the instance goes when this submit completes the node (planNext); unused otherwise. */
  plan: NextPlan | undefined;
  /** Handlers of each task node of the plan. */
  handlers: ReadonlyMap<string, readonly string[]>;
  notifyUsers: readonly string[];
  urgent: boolean;
}

/** What a handler does with their open task; a stale page is told in the action's own words. */
export type TaskAction = 'submit' | 'fallback' | 'countersign';

const CLOSED = { submit: 'closed', fallback: 'closed.fallback', countersign: 'closed.countersign' } as const satisfies Record<TaskAction, EngineRefusal>;
const HANDLED = { submit: 'taskHandled', fallback: 'taskHandled.fallback', countersign: 'taskHandled.countersign' } as const satisfies Record<TaskAction, EngineRefusal>;

/** The user's open task at the node, or the reason they cannot act on it there (`action`: for the message). */
export function submittableTask(snapshot: WfSnapshot, user: string, nodeId: string, action: TaskAction = 'submit'): WfTask {
  if (snapshot.instance.ended) throw engineError(CLOSED[action]);
  const task = openTaskOf(snapshot, user, nodeId);
  if (task) return task;
  const handledHere = snapshot.tasks.some((entry) => entry.nodeId === nodeId && entry.handler === user && entry.type !== 'notify');
  throw engineError(handledHere ? HANDLED[action] : 'noPermission');
}

/**
 * Tasks a submit closes besides the submitter's own: at an ordinary node the first handler
 * takes it from the other candidates; at a countersign node (cosignFlag) every handler
 * handles, and an added countersigner only ever closes their own task.
 */
function othersTaken(ctx: EngineContext, snapshot: WfSnapshot, task: WfTask): WfTask[] {
  if (task.type !== 'normal' || nodeOf(ctx, task.nodeId).cosignFlag) return [];
  return blockingTasks(snapshot.tasks, task.nodeId).filter((other) => other.type === 'normal' && other.taskId !== task.taskId);
}

/**
 * Whether the user's submit at the node completes it (spec 02 §4: a countersign node advances
 * only after all handlers finish; added countersigners always hold their node).
 */
export function submitCompletesNode(ctx: EngineContext, snapshot: WfSnapshot, user: string, nodeId: string): boolean {
  const task = submittableTask(snapshot, user, nodeId);
  const closing = new Set([task.taskId, ...othersTaken(ctx, snapshot, task).map((other) => other.taskId)]);
  return blockingTasks(snapshot.tasks, nodeId).every((open) => closing.has(open.taskId));
}

function nextTasks(ctx: EngineContext, input: SubmitInput, plan: NextPlan, from: WfTask): WfTask[] {
  return plan.taskNodes.flatMap((nodeId) => {
    const handlers = unique(input.handlers.get(nodeId) ?? []);
    if (handlers.length === 0) throw engineError('noHandler', { node: nodeOf(ctx, nodeId).desc || nodeId });
    return handlers.map((handler) => newTask(ctx, nodeId, handler, 'normal', from.taskId, input.urgent));
  });
}

/**
 * The user handles their task at a node: it closes (20) with the opinion, notify tasks go to
 * the notify users, and when the node is complete the instance moves along the plan; it ends
 * when no branch is left.
 * @throws AppError workflow.closed / noPermission / taskHandled / opinionRequired / noHandler.
 */
export function submitTask(ctx: EngineContext, snapshot: WfSnapshot, input: SubmitInput): WfTransition {
  const task = submittableTask(snapshot, input.user, input.nodeId);
  const node = nodeOf(ctx, input.nodeId);
  const opinion = input.opinion.trim();
  if (node.needOpinion && opinion === '') throw engineError('opinionRequired');
  const closed: TaskClosing[] = [
    { taskId: task.taskId, handleState: 20, opinion: opinion || input.defaultOpinion },
    ...othersTaken(ctx, snapshot, task).map((other): TaskClosing => ({ taskId: other.taskId, handleState: 30, opinion: '' })),
  ];
  const notify = unique(input.notifyUsers).map((user) => newTask(ctx, node.id, user, 'notify', task.taskId, input.urgent));
  const completes = submitCompletesNode(ctx, snapshot, input.user, input.nodeId);
  let instance = snapshot.instance;
  let created = notify;
  let toNodes: string[] = [];
  let lines: readonly string[] = [];
  if (completes) {
    const plan = input.plan;
    if (!plan) throw engineError('badRoute', { node: node.desc || node.id });
    const next = nextTasks(ctx, input, plan, task);
    const others = snapshot.instance.activeNodes.filter((id) => id !== node.id && !plan.firedJoins.includes(id));
    const activeNodes = unique([...others, ...plan.taskNodes, ...plan.waitingJoins]);
    instance = { ...snapshot.instance, activeNodes, ended: activeNodes.length === 0 };
    created = [...next, ...notify];
    toNodes = [...plan.taskNodes, ...plan.endNodes, ...plan.waitingJoins.filter((id) => !others.includes(id))];
    lines = plan.lines;
  }
  return {
    instance,
    created,
    closed,
    clearsHistory: false,
    log: { action: 'submit', user: input.user, nodeId: node.id, opinion: closed[0]?.opinion ?? '', created: created.map((entry) => entry.taskId), closed: closed.map((entry) => entry.taskId), toNodes, lines },
  };
}
