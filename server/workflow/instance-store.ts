import type { Kysely } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { TaskType, WfSnapshot, WfTask, WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
import { newId } from '../auth/secrets.ts';

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

function instanceRow(row: Record<string, any>): InstanceRow {
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
export async function findInstance(db: Kysely<any>, moduleId: string, pkValue: string, lock = false): Promise<InstanceRow | undefined> {
  let query = db.selectFrom('wf_instance').selectAll().where('module_id', '=', moduleId).where('pk_value', '=', pkValue);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? instanceRow(row) : undefined;
}

/** The tasks of an instance in creation order. */
export async function instanceTasks(db: Kysely<any>, instId: string): Promise<TaskRow[]> {
  const rows = await db.selectFrom('wf_task').selectAll().where('inst_id', '=', instId).orderBy('task_seq').execute();
  return rows.map(taskRow);
}

export function snapshotOf(instance: InstanceRow, tasks: readonly WfTask[]): WfSnapshot {
  return { instance: { ended: instance.state === INSTANCE_ENDED, startUser: instance.startUser, activeNodes: instance.activeNodes }, tasks };
}

export interface NewInstance {
  moduleId: string;
  pkValue: string;
  orgNo: string;
  modelId: string;
  modelVersion: number;
  startUser: string;
  instDesc: string;
}

/** Inserts a new instance; undefined when the record has one already (a concurrent start won). */
export async function insertInstance(db: Kysely<any>, values: NewInstance): Promise<InstanceRow | undefined> {
  const row = await db
    .insertInto('wf_instance')
    .values({
      inst_id: newId(),
      module_id: values.moduleId,
      pk_value: values.pkValue,
      org_no: values.orgNo,
      model_id: values.modelId,
      model_version: values.modelVersion,
      state: INSTANCE_RUNNING,
      start_user: values.startUser,
      active_nodes: '[]',
      inst_desc: values.instDesc.slice(0, 500),
      version: 1,
    })
    .onConflict((c) => c.columns(['module_id', 'pk_value']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? instanceRow(row) : undefined;
}

export interface TransitionMeta {
  oprNo: number;
  nodeDesc(nodeId: string): string;
}

function stale(): AppError {
  return new AppError('E_CONFLICT', {}, 'workflow.stale');
}

/**
 * Writes a transition computed from the locked snapshot: the log entry, the closed tasks
 * (only those still open), the new tasks, and the instance under its version. Any count
 * that differs from the plan means the snapshot was not the current state: the whole
 * transaction is refused rather than applied twice.
 */
export async function persistTransition(db: Kysely<any>, instance: InstanceRow, transition: WfTransition, meta: TransitionMeta): Promise<InstanceRow> {
  if (transition.clearsHistory) {
    await db.deleteFrom('wf_task').where('inst_id', '=', instance.instId).execute();
    await db.deleteFrom('wf_log').where('inst_id', '=', instance.instId).execute();
  }
  const logNo = newId();
  const { log } = transition;
  await db
    .insertInto('wf_log')
    .values({ log_no: logNo, inst_id: instance.instId, action: log.action, opr_no: meta.oprNo, node_id: log.nodeId, user_id: log.user, opinion: log.opinion, to_nodes: JSON.stringify(log.toNodes), lines: JSON.stringify(log.lines) })
    .execute();
  const now = new Date();
  for (const closing of transition.closed) {
    const result = await db
      .updateTable('wf_task')
      .set({ handle_state: closing.handleState, opinion: closing.opinion, handle_time: now, closed_log: logNo })
      .where('task_no', '=', closing.taskId)
      .where('inst_id', '=', instance.instId)
      .where('handle_state', '=', 10)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw stale();
  }
  if (transition.created.length > 0) {
    await db
      .insertInto('wf_task')
      .values(
        transition.created.map((task) => ({
          task_no: task.taskId,
          inst_id: instance.instId,
          node_id: task.nodeId,
          node_desc: meta.nodeDesc(task.nodeId).slice(0, 200),
          handler: task.handler,
          task_type: task.type,
          handle_state: task.handleState,
          urgent: task.urgent ? 'Y' : 'N',
          from_task: task.fromTaskId,
          reach_time: now,
          created_log: logNo,
        })),
      )
      .execute();
  }
  const next = transition.instance;
  const updated = await db
    .updateTable('wf_instance')
    .set({
      state: next.ended ? INSTANCE_ENDED : INSTANCE_RUNNING,
      active_nodes: JSON.stringify(next.activeNodes),
      end_time: next.ended ? now : null,
      version: instance.version + 1,
    })
    .where('inst_id', '=', instance.instId)
    .where('version', '=', instance.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw stale();
  return instanceRow(updated);
}

/** Delete instance (spec 02 §4): the instance with every approval record. */
export async function deleteInstance(db: Kysely<any>, instId: string): Promise<void> {
  await db.deleteFrom('wf_task').where('inst_id', '=', instId).execute();
  await db.deleteFrom('wf_log').where('inst_id', '=', instId).execute();
  await db.deleteFrom('wf_instance').where('inst_id', '=', instId).execute();
}
