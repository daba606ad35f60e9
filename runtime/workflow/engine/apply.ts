import type { WfSnapshot, WfTransition } from './instance-types.ts';

/** The snapshot after a transition: what the server's writes amount to, for tests and predictions. */
export function applyTransition(snapshot: WfSnapshot, transition: WfTransition): WfSnapshot {
  const closings = new Map(transition.closed.map((closing) => [closing.taskId, closing]));
  const kept = transition.clearsHistory ? [] : snapshot.tasks;
  const tasks = kept.map((task) => {
    const closing = closings.get(task.taskId);
    return closing ? { ...task, handleState: closing.handleState, opinion: closing.opinion } : task;
  });
  return { instance: transition.instance, tasks: [...tasks, ...transition.created] };
}

/** The snapshot of a record without an instance. */
export const NO_INSTANCE: WfSnapshot = Object.freeze({ instance: Object.freeze({ ended: true, startUser: '', activeNodes: [] }), tasks: [] });
