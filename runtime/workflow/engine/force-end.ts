import { mayManageInstance, type WfActor } from './actor.ts';
import { engineError } from './engine-error.ts';
import type { TaskClosing, WfSnapshot, WfTransition } from './instance-types.ts';

/**
 * Force end (spec 02 §4): the instance ends where it stands and every pending task, notify
 * tasks included, is cleared as specially handled. Only the starter or an administrator.
 */
export function forceEnd(snapshot: WfSnapshot, actor: WfActor, opinion: string): WfTransition {
  if (snapshot.instance.ended) throw engineError('closed.end');
  if (!mayManageInstance(snapshot, actor)) throw engineError('noPermission');
  const closed = snapshot.tasks.filter((task) => task.handleState === 10).map((task): TaskClosing => ({ taskId: task.taskId, handleState: 30, opinion: '' }));
  return {
    instance: { ...snapshot.instance, ended: true, activeNodes: [] },
    created: [],
    closed,
    clearsHistory: false,
    log: { action: 'end', user: actor.userId, nodeId: snapshot.instance.activeNodes[0] ?? '', opinion: opinion.trim(), created: [], closed: closed.map((entry) => entry.taskId), toNodes: [], lines: [] },
  };
}
