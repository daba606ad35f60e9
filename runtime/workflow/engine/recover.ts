import { mayRecover, type WfActor } from './actor.ts';
import { startNode, type EngineContext } from './engine-context.ts';
import { engineError } from './engine-error.ts';
import type { WfSnapshot, WfTransition } from './instance-types.ts';
import { newTask } from './new-task.ts';

/**
 * Recover (spec 02 §4, an admin-type action): the earlier approval records are cleared and
 * the instance stands at the start node again with the starter's task open. Administrators only.
 */
export function recover(ctx: EngineContext, snapshot: WfSnapshot, actor: WfActor): WfTransition {
  if (!mayRecover(actor)) throw engineError('noPermission');
  const start = startNode(ctx);
  const starter = snapshot.instance.startUser;
  const task = newTask(ctx, start.id, starter, 'normal', null, false);
  return {
    instance: { ended: false, startUser: starter, activeNodes: [start.id] },
    created: [task],
    closed: [],
    clearsHistory: true,
    log: { action: 'recover', user: actor.userId, nodeId: start.id, opinion: '', created: [task.taskId], closed: [], toNodes: [start.id], lines: [] },
  };
}
