import { engineError } from './engine-error.ts';
import type { WfSnapshot, WfTransition } from './instance-types.ts';

/** The receiver of a notify task confirms it (oprNo -2): it turns from 10 to 20. */
export function acknowledgeNotify(snapshot: WfSnapshot, user: string, opinion: string, taskId?: string): WfTransition {
  const task = snapshot.tasks.find(
    (entry) => entry.type === 'notify' && entry.handleState === 10 && entry.handler === user && (taskId === undefined || entry.taskId === taskId),
  );
  if (!task) throw engineError('notifyNotFound');
  return {
    instance: snapshot.instance,
    created: [],
    closed: [{ taskId: task.taskId, handleState: 20, opinion: opinion.trim() }],
    clearsHistory: false,
    log: { action: 'notify', user, nodeId: task.nodeId, opinion: opinion.trim(), created: [], closed: [task.taskId], toNodes: [], lines: [] },
  };
}
