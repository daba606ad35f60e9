import type { EngineContext } from './engine-context.ts';
import type { TaskType, WfTask } from './instance-types.ts';

/** An open task for a handler at a node. */
export function newTask(ctx: EngineContext, nodeId: string, handler: string, type: TaskType, fromTaskId: string | null, urgent: boolean): WfTask {
  return { taskId: ctx.newId(), nodeId, handler, type, handleState: 10, fromTaskId, opinion: '', urgent };
}
