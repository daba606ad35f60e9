import { startNode, type EngineContext } from './engine-context.ts';
import type { WfTransition } from './instance-types.ts';
import { newTask } from './new-task.ts';

/**
 * A new instance standing at the start node with the starter's task open; the starter then
 * submits it like any task (spec 02 §4: starting opens the submit dialog).
 */
export function startInstance(ctx: EngineContext, starter: string): WfTransition {
  const start = startNode(ctx);
  const task = newTask(ctx, start.id, starter, 'normal', null, false);
  return {
    instance: { ended: false, startUser: starter, activeNodes: [start.id] },
    created: [task],
    closed: [],
    clearsHistory: false,
    log: { action: 'start', user: starter, nodeId: start.id, opinion: '', created: [task.taskId], closed: [], toNodes: [start.id], lines: [] },
  };
}
