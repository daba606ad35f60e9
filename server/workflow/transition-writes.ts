/**
 * Writes a transition in ONE statement of data-modifying CTEs (log entry, closed and new
 * tasks, messages, the instance): every round trip inside the instance's row lock makes the
 * instance's other handlers wait, and costs both the server and the database CPU time.
 */
import { sql, type InsertQueryBuilder, type RawBuilder } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
import { newId } from '../auth/secrets.ts';
import { INSTANCE_ENDED, INSTANCE_RUNNING, instanceRow, type InstanceRow, type TaskRow } from './instance-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { Locale } from '../../runtime/bundle/types.ts';

export interface TransitionMeta {
  oprNo: number;
  /** The node's name in a language (runtime/workflow/model-names.ts): tasks keep both. */
  nodeDesc(nodeId: string, locale: Locale): string;
  /** Inserts that must commit exactly with the transition: the messages about its new tasks. */
  alsoInsert: readonly InsertQueryBuilder<any, any, any>[];
}

export interface PersistedTransition {
  instance: InstanceRow;
  created: TaskRow[];
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

interface TransitionWrites {
  now: Date;
  created: TaskRow[];
  /** The CTEs apart from the instance's, to follow `with`. */
  ctes: RawBuilder<unknown>;
  /** How many tasks the statement closed. */
  closedCount: RawBuilder<unknown>;
}

/** The closings as one UPDATE ... FROM (VALUES ...) that closes only open tasks; none when there are none. */
function closingsSql(instId: string, closed: WfTransition['closed'], now: Date, logNo: string): { cte: RawBuilder<unknown>; count: RawBuilder<unknown> } {
  if (closed.length === 0) return { cte: sql``, count: sql`0` };
  const rows = closed.map((closing) => sql`(${closing.taskId}::varchar, ${closing.handleState}::integer, ${closing.opinion}::text)`);
  return {
    cte: sql`, closed as (
      update wf_task as t set handle_state = c.handle_state, opinion = c.opinion, handle_time = ${now}, closed_log = ${logNo}
      from (values ${sql.join(rows)}) as c(task_no, handle_state, opinion)
      where t.task_no = c.task_no and t.inst_id = ${instId} and t.handle_state = 10
      returning t.task_no)`,
    count: sql`(select count(*) from closed)`,
  };
}

/** The new tasks as one multi-row INSERT (VALUES keep their order, so task_seq follows creation). */
function openingsSql(created: readonly TaskRow[]): RawBuilder<unknown> {
  if (created.length === 0) return sql``;
  const rows = created.map(
    (task) =>
      sql`(${task.taskId}, ${task.instId}, ${task.nodeId}, ${task.nodeDesc}, ${task.nodeDescEn}, ${task.handler}, ${task.type}, ${task.handleState}, ${task.urgent ? 'Y' : 'N'}, ${task.fromTaskId}, ${task.reachTime}, ${task.createdLog})`,
  );
  return sql`, opened as (
    insert into wf_task (task_no, inst_id, node_id, node_desc, node_desc_en, handler, task_type, handle_state, urgent, from_task, reach_time, created_log)
    values ${sql.join(rows)})`;
}

function transitionWrites(instId: string, transition: WfTransition, meta: TransitionMeta): TransitionWrites {
  const logNo = newId();
  const now = new Date();
  const { log } = transition;
  const created = transition.created.map(
    (task): TaskRow => ({ ...task, instId, nodeDesc: meta.nodeDesc(task.nodeId, 'zh-CN').slice(0, 200), nodeDescEn: meta.nodeDesc(task.nodeId, 'en-US').slice(0, 200), readState: 0, reachTime: now, handleTime: null, createdLog: logNo, closedLog: null }),
  );
  const closings = closingsSql(instId, transition.closed, now, logNo);
  const also = meta.alsoInsert.map((insert, index) => sql`, ${sql.id(`also_${index}`)} as (${insert})`);
  const ctes = sql`logged as (
      insert into wf_log (log_no, inst_id, action, opr_no, node_id, user_id, opinion, to_nodes, lines)
      values (${logNo}, ${instId}, ${log.action}, ${meta.oprNo}, ${log.nodeId}, ${log.user}, ${log.opinion}, ${JSON.stringify(log.toNodes)}, ${JSON.stringify(log.lines)}))
    ${closings.cte}
    ${openingsSql(created)}
    ${sql.join(also, sql``)}`;
  return { now, created, ctes, closedCount: closings.count };
}

function stale(): AppError {
  return new AppError('E_CONFLICT', {}, 'workflow.stale');
}

/** The instance row the statement answered, once the tasks it closed are the ones planned. */
function persisted(row: Record<string, unknown>, transition: WfTransition, writes: TransitionWrites): PersistedTransition {
  if (Number(row.closed_count) !== transition.closed.length) throw stale();
  return { instance: instanceRow(row), created: writes.created };
}

/**
 * Writes a transition computed from the locked snapshot: the log entry, the closed tasks
 * (only those still open), the new tasks, the messages, and the instance under its version.
 * Any count that differs from the plan means the snapshot was not the current state: the
 * whole transaction is refused rather than applied twice.
 */
export async function persistTransition(db: PlatformDb, instance: InstanceRow, transition: WfTransition, meta: TransitionMeta): Promise<PersistedTransition> {
  const { instId } = instance;
  if (transition.clearsHistory) {
    await db.deleteFrom('wf_task').where('inst_id', '=', instId).execute();
    await db.deleteFrom('wf_log').where('inst_id', '=', instId).execute();
  }
  const writes = transitionWrites(instId, transition, meta);
  const next = transition.instance;
  const { rows } = await sql<Record<string, unknown>>`
    with ${writes.ctes},
    moved as (
      update wf_instance
      set state = ${next.ended ? INSTANCE_ENDED : INSTANCE_RUNNING}, active_nodes = ${JSON.stringify(next.activeNodes)}, end_time = ${next.ended ? writes.now : null}, version = ${instance.version + 1}
      where inst_id = ${instId} and version = ${instance.version}
      returning *)
    select moved.*, ${writes.closedCount} as closed_count from moved`.execute(db);
  const row = rows[0];
  if (!row) throw stale();
  return persisted(row, transition, writes);
}

/**
 * Creates a record's instance standing where its start transition leaves it, written with
 * that transition. Two starts at once: the unique record key lets one in, the other is
 * refused with workflow.alreadyStarted, and its transaction (which must be the caller's)
 * takes the log entry and tasks back with it.
 */
export async function insertStartedInstance(db: PlatformDb, values: NewInstance, transition: WfTransition, meta: TransitionMeta): Promise<PersistedTransition> {
  const instId = newId();
  const writes = transitionWrites(instId, transition, meta);
  const next = transition.instance;
  const { rows } = await sql<Record<string, unknown>>`
    with ${writes.ctes},
    made as (
      insert into wf_instance (inst_id, module_id, pk_value, org_no, model_id, model_version, state, start_user, active_nodes, inst_desc, version)
      values (${instId}, ${values.moduleId}, ${values.pkValue}, ${values.orgNo}, ${values.modelId}, ${values.modelVersion},
        ${next.ended ? INSTANCE_ENDED : INSTANCE_RUNNING}, ${values.startUser}, ${JSON.stringify(next.activeNodes)}, ${values.instDesc.slice(0, 500)}, 1)
      on conflict (module_id, pk_value) do nothing
      returning *)
    select made.*, ${writes.closedCount} as closed_count from made`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError('E_CONFLICT', {}, 'workflow.alreadyStarted');
  return persisted(row, transition, writes);
}
