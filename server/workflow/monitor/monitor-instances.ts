import { sql, type RawBuilder } from 'kysely';
import type { MonitorInstance, MonitorTask } from '../../../contracts/workflow-monitor.ts';
import { containsPattern } from '../../modules/like-pattern.ts';
import { formatDateTime, stayTime } from '../format-time.ts';
import { INSTANCE_RUNNING } from '../instance-store.ts';
import { visibleTitles } from '../instance-titles.ts';
import type { Caller, WorkflowDeps } from '../workflow-deps.ts';
import type { PlatformDb } from '../../db/tables/index.ts';
import { storedModelName, taskNodeName } from '../local-names.ts';
import type { Locale } from '../../../runtime/bundle/types.ts';
import { OPEN_TASK, USER_NAME, userMatches, waitedMinutes } from './monitor-sql.ts';

export interface MonitorFilter {
  moduleId: string;
  modelId: string;
  /** 0: any version. */
  modelVersion: number;
  /** Part of an open task's node name. */
  node: string;
  /** A user id, or part of the name, of an open task's handler / of the starter. */
  handler: string;
  initiator: string;
  /** Only instances whose oldest open task waits at least this many hours; 0: any. */
  waitedHours: number;
  orderField: string;
  orderCondition: string;
  pageNo: number;
  pageSize: number;
}

const ORDER_COLUMNS: Readonly<Record<string, RawBuilder<unknown>>> = {
  waitingSince: sql`r.waiting_since`,
  startTime: sql`r.start_time`,
  module: sql`r.module_id`,
  title: sql`r.inst_desc`,
};

/** What every listed instance meets: running, of the organisation, and the filter's conditions on it. */
function instanceFilters(orgNo: string, filter: MonitorFilter, locale: Locale): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`i.org_no = ${orgNo}`, sql`i.state = ${INSTANCE_RUNNING}`];
  if (filter.moduleId) parts.push(sql`i.module_id = ${filter.moduleId}`);
  if (filter.modelId) parts.push(sql`i.model_id = ${filter.modelId}`);
  if (filter.modelVersion > 0) parts.push(sql`i.model_version = ${filter.modelVersion}`);
  if (filter.node) parts.push(sql`exists (select 1 from wf_task t where t.inst_id = i.inst_id and ${OPEN_TASK} and ${taskNodeName(locale)} ilike ${containsPattern(filter.node)})`);
  if (filter.handler) parts.push(sql`exists (select 1 from wf_task t where t.inst_id = i.inst_id and ${OPEN_TASK} and ${userMatches(sql`t.handler`, filter.handler)})`);
  if (filter.initiator) parts.push(userMatches(sql`i.start_user`, filter.initiator));
  return sql.join(parts, sql` and `);
}

/** The filter's running instances with their oldest open task's reach time, as the rows `r` of a FROM clause. */
function running(orgNo: string, filter: MonitorFilter, locale: Locale, now: Date): RawBuilder<unknown> {
  const waited = filter.waitedHours > 0 ? sql`where r.waiting_since <= ${new Date(now.getTime() - filter.waitedHours * 3_600_000)}` : sql``;
  return sql`(select * from (select i.inst_id, i.module_id, i.pk_value, i.model_id, i.model_version, i.inst_desc, i.start_user, i.start_time,
      (select min(t.reach_time) from wf_task t where t.inst_id = i.inst_id and ${OPEN_TASK}) as waiting_since
    from wf_instance i where ${instanceFilters(orgNo, filter, locale)}) r ${waited}) r`;
}

/** The open tasks of the listed instances with their handlers' names, by instance. */
async function openTasks(db: PlatformDb, instIds: readonly string[], locale: Locale): Promise<Map<string, MonitorTask[]>> {
  const byInstance = new Map<string, MonitorTask[]>();
  if (instIds.length === 0) return byInstance;
  const { rows } = await sql<Record<string, any>>`
    select t.inst_id, t.task_no, t.node_id, ${taskNodeName(locale)} as node_desc, t.handler, t.task_type, t.reach_time, ${USER_NAME} as user_name
    from wf_task t left join sys_user u on u.user_id = t.handler left join sys_employee e on e.emp_id = u.emp_id
    where t.inst_id in (${sql.join(instIds.map((id) => sql`${id}`))}) and ${OPEN_TASK}
    order by t.task_seq`.execute(db);
  for (const row of rows) {
    const task: MonitorTask = { taskNo: row.task_no, nodeId: row.node_id, nodeDesc: row.node_desc, userId: row.handler, userName: row.user_name ?? row.handler, type: row.task_type, reachTime: formatDateTime(row.reach_time) };
    byInstance.set(row.inst_id, [...(byInstance.get(row.inst_id) ?? []), task]);
  }
  return byInstance;
}

/**
 * workflow/monitor/instances.ajax: the running instances of the caller's organisation (every
 * one, whoever holds it) with module, record title, model version, open tasks and how long
 * the oldest has waited; filtered, sorted (longest waiting first by default) and paged.
 */
export async function monitorInstances(deps: WorkflowDeps, caller: Caller, filter: MonitorFilter, now = new Date()): Promise<{ totalRows: number; rows: MonitorInstance[] }> {
  const { db } = deps.database;
  const from = running(caller.user.orgNo, filter, caller.locale, now);
  const column = ORDER_COLUMNS[Object.hasOwn(ORDER_COLUMNS, filter.orderField) ? filter.orderField : 'waitingSince'] as RawBuilder<unknown>;
  const direction = filter.orderCondition === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const { rows } = await sql<Record<string, any>>`
    select r.*, ${storedModelName(caller.locale)} as model_name, ${USER_NAME} as start_user_name
    from ${from} left join wf_model m on m.model_id = r.model_id
      left join sys_user u on u.user_id = r.start_user left join sys_employee e on e.emp_id = u.emp_id
    order by ${column} ${direction}, r.inst_id
    limit ${filter.pageSize} offset ${(filter.pageNo - 1) * filter.pageSize}`.execute(db);
  const total = await sql<{ n: number }>`select count(*) as n from ${from}`.execute(db);
  const tasks = await openTasks(db, rows.map((row) => row.inst_id), caller.locale);
  const title = await visibleTitles(db, deps.modules, caller.user, rows.map((row) => row.module_id));
  return {
    totalRows: Number(total.rows[0]?.n ?? 0),
    rows: rows.map((row) => {
      const since: Date | null = row.waiting_since ?? null;
      return {
        workflowId: row.inst_id,
        moduleId: row.module_id,
        moduleName: deps.modules.byModuleId(row.module_id)?.bundle.title[caller.locale] ?? row.module_id,
        pkValue: row.pk_value,
        title: title(row.module_id, row.pk_value, row.inst_desc),
        modelId: row.model_id,
        modelName: row.model_name ?? row.model_id,
        modelVersion: Number(row.model_version),
        startUser: row.start_user,
        startUserName: row.start_user_name ?? row.start_user,
        startTime: formatDateTime(row.start_time),
        tasks: tasks.get(row.inst_id) ?? [],
        waitingSince: formatDateTime(since),
        waiting: since ? stayTime(caller.t, since, now) : '',
        waitingMinutes: since ? waitedMinutes(since, now) : 0,
      };
    }),
  };
}
