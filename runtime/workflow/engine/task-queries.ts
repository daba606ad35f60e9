import type { WfSnapshot, WfTask } from './instance-types.ts';

/** Tasks that hold a node: open normal and countersign tasks (notify tasks never block). */
export function blockingTasks(tasks: readonly WfTask[], nodeId?: string): WfTask[] {
  return tasks.filter((task) => task.handleState === 10 && task.type !== 'notify' && (nodeId === undefined || task.nodeId === nodeId));
}

/** The user's open task at a node that lets them submit it; undefined when they hold none. */
export function openTaskOf(snapshot: WfSnapshot, user: string, nodeId: string): WfTask | undefined {
  return blockingTasks(snapshot.tasks, nodeId).find((task) => task.handler === user);
}

/** Whether the user is among the current handlers (spec 02 §4 'current users'). */
export function isCurrentHandler(snapshot: WfSnapshot, user: string): boolean {
  return !snapshot.instance.ended && blockingTasks(snapshot.tasks).some((task) => task.handler === user);
}

/** Handlers of every open blocking task, for 'currentUsers'. */
export function currentHandlers(snapshot: WfSnapshot): string[] {
  return [...new Set(blockingTasks(snapshot.tasks).map((task) => task.handler))];
}

export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The node where the user holds an open task (the first, when they hold several); undefined when none. */
export function handlerNode(snapshot: WfSnapshot, user: string): string | undefined {
  return blockingTasks(snapshot.tasks).find((task) => task.handler === user)?.nodeId;
}
