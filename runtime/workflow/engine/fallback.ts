import { nodeOf, type EngineContext } from './engine-context.ts';
import { engineError } from './engine-error.ts';
import type { TaskClosing, WfSnapshot, WfTask, WfTransition } from './instance-types.ts';
import { newTask } from './new-task.ts';
import { blockingTasks, unique } from './task-queries.ts';
import { submittableTask } from './submit.ts';

/**
 * Where a handler at a node may fall back to: the latest handled task of each earlier node
 * and handler (spec 02 §3 'Roll-back node'), newest first. Nodes the flags do not allow are
 * left out: the start node needs allowFallbackToStart, any other node allowFallback.
 */
export function fallbackTargets(ctx: EngineContext, snapshot: WfSnapshot, nodeId: string): WfTask[] {
  const seen = new Set<string>();
  const targets: WfTask[] = [];
  for (const task of [...snapshot.tasks].reverse()) {
    if (task.handleState !== 20 || task.type !== 'normal' || task.nodeId === nodeId) continue;
    const key = `${task.nodeId}\u0000${task.handler}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (fallbackAllowed(ctx, nodeId, task)) targets.push(task);
  }
  return targets;
}

/** The node's flags decide: the start node needs allowFallbackToStart, any other node allowFallback. */
function fallbackAllowed(ctx: EngineContext, nodeId: string, target: WfTask): boolean {
  const node = nodeOf(ctx, nodeId);
  const targetNode = ctx.graph.node(target.nodeId);
  return targetNode !== undefined && target.nodeId !== nodeId && (targetNode.type === 'start' ? node.allowFallbackToStart : node.allowFallback);
}

export interface FallbackInput {
  user: string;
  nodeId: string;
  /** The earlier handled task to return to (infoNo); its node and handler get a new task. */
  targetTaskId: string;
  opinion: string;
}

/**
 * The task that sent the user's task, when it was a normal task at another node: 'fall back
 * to the submitter' returns to it, also when it was itself a return (handled 30).
 */
export function submitterTask(snapshot: WfSnapshot, user: string, nodeId: string): WfTask | undefined {
  const task = submittableTask(snapshot, user, nodeId, 'fallback');
  return snapshot.tasks.find((entry) => entry.taskId === task.fromTaskId && entry.handleState !== 10 && entry.type === 'normal' && entry.nodeId !== nodeId);
}

/**
 * A current handler returns the instance from their node to an earlier one: every open task
 * of the node closes as specially handled (30, the handler's with the opinion) and the
 * earlier task's handler gets the node again.
 */
export function fallBack(ctx: EngineContext, snapshot: WfSnapshot, input: FallbackInput): WfTransition {
  const task = submittableTask(snapshot, input.user, input.nodeId, 'fallback');
  const opinion = input.opinion.trim();
  if (opinion === '') throw engineError('fallbackOpinionRequired');
  if (!input.targetTaskId) throw engineError('fallbackNodeRequired');
  const candidates = [...fallbackTargets(ctx, snapshot, input.nodeId), submitterTask(snapshot, input.user, input.nodeId)];
  const target = candidates.find((entry) => entry?.taskId === input.targetTaskId);
  if (!target) throw engineError(snapshot.tasks.some((entry) => entry.taskId === input.targetTaskId) ? 'fallbackNotAllowed' : 'fallbackNodeRequired');
  if (!fallbackAllowed(ctx, input.nodeId, target)) throw engineError('fallbackNotAllowed');
  const closed = blockingTasks(snapshot.tasks, input.nodeId).map(
    (open): TaskClosing => ({ taskId: open.taskId, handleState: 30, opinion: open.taskId === task.taskId ? opinion : '' }),
  );
  const created = newTask(ctx, target.nodeId, target.handler, 'normal', task.taskId, task.urgent);
  const activeNodes = unique([...snapshot.instance.activeNodes.filter((id) => id !== input.nodeId), target.nodeId]);
  return {
    instance: { ...snapshot.instance, activeNodes },
    created: [created],
    closed,
    clearsHistory: false,
    log: { action: 'fallback', user: input.user, nodeId: input.nodeId, opinion, created: [created.taskId], closed: closed.map((entry) => entry.taskId), toNodes: [target.nodeId], lines: [] },
  };
}

/** The submitter's task when the node's flags let the user fall back to it; undefined otherwise. */
export function submitterTarget(ctx: EngineContext, snapshot: WfSnapshot, user: string, nodeId: string): WfTask | undefined {
  const task = submitterTask(snapshot, user, nodeId);
  return task && fallbackAllowed(ctx, nodeId, task) ? task : undefined;
}
