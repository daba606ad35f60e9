import { nodeOf, type EngineContext } from './engine-context.ts';
import { engineError } from './engine-error.ts';
import type { WfSnapshot, WfTransition } from './instance-types.ts';
import { newTask } from './new-task.ts';
import { blockingTasks, unique } from './task-queries.ts';
import { submittableTask } from './submit.ts';

export interface CountersignInput {
  user: string;
  nodeId: string;
  /** Users to add as handlers of the node. */
  users: readonly string[];
  opinion: string;
  urgent: boolean;
  notifyUsers: readonly string[];
}

/**
 * A current handler adds handlers to their node where the model allows countersign: each
 * added user gets a countersign task, and the node does not advance until every one of them
 * has handled it (the requester's own task stays open).
 */
export function addCountersign(ctx: EngineContext, snapshot: WfSnapshot, input: CountersignInput): WfTransition {
  const task = submittableTask(snapshot, input.user, input.nodeId, 'countersign');
  const node = nodeOf(ctx, input.nodeId);
  if (!node.allowCountersign || task.type !== 'normal') throw engineError('countersignNotAllowed');
  const holding = new Set(blockingTasks(snapshot.tasks, node.id).map((open) => open.handler));
  const added = unique(input.users).filter((user) => !holding.has(user));
  if (added.length === 0) throw engineError('countersignNoUsers');
  const created = [
    ...added.map((user) => newTask(ctx, node.id, user, 'countersign', task.taskId, input.urgent)),
    ...unique(input.notifyUsers).map((user) => newTask(ctx, node.id, user, 'notify', task.taskId, input.urgent)),
  ];
  return {
    instance: snapshot.instance,
    created,
    closed: [],
    clearsHistory: false,
    log: { action: 'countersign', user: input.user, nodeId: node.id, opinion: input.opinion.trim(), created: created.map((entry) => entry.taskId), closed: [], toNodes: [], lines: [] },
  };
}
