import type { TaskType, WfSnapshot, WfTask } from '../../runtime/workflow/engine/instance-types.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** spec 02 §4: instance state 20 means finished. */
export const INSTANCE_RUNNING = 10;
export const INSTANCE_ENDED = 20;

export interface InstanceRow {
  instId: string;
  moduleId: string;
  pkValue: string;
  orgNo: string;
  modelId: string;
  modelVersion: number;
  state: number;
  startUser: string;
  startTime: Date;
  endTime: Date | null;
  activeNodes: string[];
  instDesc: string;
  version: number;
}

export interface TaskRow extends WfTask {
  instId: string;
  nodeDesc: string;
  /** The English name; the Chinese one for tasks written before there was one. */
  nodeDescEn: string;
  readState: number;
  reachTime: Date;
  handleTime: Date | null;
  createdLog: string;
  closedLog: string | null;
}

function jsonList(text: unknown): string[] {
  const value: unknown = JSON.parse(typeof text === 'string' ? text : '[]');
  return Array.isArray(value) ? value.map(String) : [];
}

export function instanceRow(row: Record<string, any>): InstanceRow {
  return {
    instId: row.inst_id,
    moduleId: row.module_id,
    pkValue: row.pk_value,
    orgNo: row.org_no,
    modelId: row.model_id,
    modelVersion: Number(row.model_version),
    state: Number(row.state),
    startUser: row.start_user,
    startTime: row.start_time,
    endTime: row.end_time ?? null,
    activeNodes: jsonList(row.active_nodes),
    instDesc: row.inst_desc ?? '',
    version: Number(row.version),
  };
}

function taskRow(row: Record<string, any>): TaskRow {
  return {
    taskId: row.task_no,
    instId: row.inst_id,
    nodeId: row.node_id,
    nodeDesc: row.node_desc,
    nodeDescEn: row.node_desc_en ?? row.node_desc,
    handler: row.handler,
    type: row.task_type as TaskType,
    handleState: Number(row.handle_state) as WfTask['handleState'],
    fromTaskId: row.from_task ?? null,
    opinion: row.opinion ?? '',
    urgent: row.urgent === 'Y',
    readState: Number(row.read_state),
    reachTime: row.reach_time,
    handleTime: row.handle_time ?? null,
    createdLog: row.created_log,
    closedLog: row.closed_log ?? null,
  };
}

/**
 * The instance of a record. With `lock`, the row stays locked until the transaction ends:
 * every action on an instance takes this lock first, so two handlers acting at once are
 * served one after the other and the second sees what the first did.
 */
export async function findInstance(db: PlatformDb, moduleId: string, pkValue: string, lock = false): Promise<InstanceRow | undefined> {
  let query = db.selectFrom('wf_instance').selectAll().where('module_id', '=', moduleId).where('pk_value', '=', pkValue);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? instanceRow(row) : undefined;
}

/** The tasks of an instance in creation order. */
export async function instanceTasks(db: PlatformDb, instId: string): Promise<TaskRow[]> {
  const rows = await db.selectFrom('wf_task').selectAll().where('inst_id', '=', instId).orderBy('task_seq').execute();
  return rows.map(taskRow);
}

export function snapshotOf(instance: InstanceRow, tasks: readonly WfTask[]): WfSnapshot {
  return { instance: { ended: instance.state === INSTANCE_ENDED, startUser: instance.startUser, activeNodes: instance.activeNodes }, tasks };
}

/** Delete instance (spec 02 §4): the instance with every approval record. */
export async function deleteInstance(db: PlatformDb, instId: string): Promise<void> {
  await db.deleteFrom('wf_task').where('inst_id', '=', instId).execute();
  await db.deleteFrom('wf_log').where('inst_id', '=', instId).execute();
  await db.deleteFrom('wf_instance').where('inst_id', '=', instId).execute();
}
