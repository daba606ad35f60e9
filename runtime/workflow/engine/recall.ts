import { startNode, type EngineContext } from './engine-context.ts';
import { engineError } from './engine-error.ts';
import type { TaskClosing, WfSnapshot, WfTransition } from './instance-types.ts';
import { newTask } from './new-task.ts';
import { blockingTasks } from './task-queries.ts';
import { workflowState } from '../workflow-state.ts';

/**
 * The starter takes the instance back to the start node while it is processing (spec 02
 * §6: only the starter recalls): open tasks close as specially handled, the starter's task
 * at the start node opens again.
 */
export function recall(ctx: EngineContext, snapshot: WfSnapshot, user: string, opinion: string): WfTransition {
  if (snapshot.instance.ended) throw engineError('closed.recall');
  if (snapshot.instance.startUser !== user) throw engineError('noPermission');
  const start = startNode(ctx);
  if (workflowState(snapshot, start.id) !== 'processing') throw engineError('recallNotAllowed');
  const closed = blockingTasks(snapshot.tasks).map((open): TaskClosing => ({ taskId: open.taskId, handleState: 30, opinion: '' }));
  const task = newTask(ctx, start.id, user, 'normal', null, false);
  return {
    instance: { ...snapshot.instance, activeNodes: [start.id] },
    created: [task],
    closed,
    clearsHistory: false,
    log: { action: 'recall', user, nodeId: start.id, opinion: opinion.trim(), created: [task.taskId], closed: closed.map((entry) => entry.taskId), toNodes: [start.id], lines: [] },
  };
}
