/**
 * The state of one workflow instance as the pure engine sees it: the instance and its
 * tasks. The server keeps the same data in wf_instance / wf_task and hands it in as a
 * snapshot; every action answers a transition (what changes), never mutates.
 */

export type TaskType = 'normal' | 'notify' | 'countersign';

/** Spec 02 §4: 10 waiting (or notify not yet viewed), 20 handled, 30 specially handled (returned, recalled, ended). */
export type HandleState = 10 | 20 | 30;
export const HANDLE_STATE = { open: 10, handled: 20, special: 30 } as const;

export interface WfTask {
  taskId: string;
  nodeId: string;
  /** sys_user.user_id */
  handler: string;
  type: TaskType;
  handleState: HandleState;
  /** The task whose handling created this one: 'fall back to the submitter' returns there. */
  fromTaskId: string | null;
  opinion: string;
  urgent: boolean;
}

export interface WfInstanceState {
  ended: boolean;
  startUser: string;
  /** Where the instance stands: task nodes with open tasks, and sychronize nodes waiting for branches. */
  activeNodes: readonly string[];
}

export interface WfSnapshot {
  instance: WfInstanceState;
  tasks: readonly WfTask[];
}

export type WfAction = 'start' | 'submit' | 'countersign' | 'notify' | 'fallback' | 'recall' | 'recover' | 'end';

/** One handling-log entry: who did what where, and which tasks it opened and closed. */
export interface WfLogEntry {
  action: WfAction;
  user: string;
  nodeId: string;
  opinion: string;
  created: readonly string[];
  closed: readonly string[];
  /** Nodes the action moved the instance to, end nodes included. */
  toNodes: readonly string[];
  /** Lines taken on the way: the diagram's passed lines. */
  lines: readonly string[];
}

export interface TaskClosing {
  taskId: string;
  handleState: 20 | 30;
  opinion: string;
}

export interface WfTransition {
  instance: WfInstanceState;
  created: readonly WfTask[];
  closed: readonly TaskClosing[];
  /** Recover clears the earlier approval records: every task and log entry goes before `created`. */
  clearsHistory: boolean;
  log: WfLogEntry;
}
