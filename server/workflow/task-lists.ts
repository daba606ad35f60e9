import { sql, type RawBuilder } from 'kysely';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import { formatDateTime } from './format-time.ts';
import { taskNodeName } from './local-names.ts';
import { formUrl } from './form-url.ts';
import { searchableTitle, visibleTitles } from './instance-titles.ts';
import { conditionSql, orderSql, type ListColumn } from './task-filters.ts';
import { dataScopeSql } from '../modules/data-scope-sql.ts';
import type { StartedRow, TaskCountsAnswer, TaskListRow } from '../../contracts/workflow.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export type TaskStateType = 'todoTask' | 'doneTask';

export interface ListParams {
  pageNo: number;
  pageSize: number;
  condition?: string;
  orderField?: string;
  orderCondition?: string;
}

const START_USER_NAME = sql`coalesce(nullif(su.real_name, ''), se.emp_name, su.user_name)`;

/** The columns of a task list; `title` is the instance title as the user may search it (server/workflow/instance-titles.ts). */
const taskColumns = (title: RawBuilder<unknown>, locale: Locale): Readonly<Record<string, ListColumn>> => ({
  MODULEID: { expression: sql`i.module_id`, kind: 'text' },
  NODEDESC: { expression: taskNodeName(locale), kind: 'text' },
  INST_DESC: { expression: title, kind: 'text' },
  STARTUSERNAME: { expression: START_USER_NAME, kind: 'text' },
  REACH_TIME: { expression: sql`t.reach_time`, kind: 'time' },
  HANDLE_TIME: { expression: sql`t.handle_time`, kind: 'time' },
  READ_STATE: { expression: sql`t.read_state`, kind: 'int' },
});

const startColumns = (title: RawBuilder<unknown>): Readonly<Record<string, ListColumn>> => ({
  mod_id: { expression: sql`i.module_id`, kind: 'text' },
  inst_desc: { expression: title, kind: 'text' },
  business_no: { expression: sql`i.pk_value`, kind: 'text' },
  start_time: { expression: sql`i.start_time`, kind: 'time' },
  state: { expression: sql`i.state`, kind: 'int' },
});

/** The title expression a list filters and sorts by: field policy is read only when the request names the title. */
async function titleColumn(db: PlatformDb, modules: ModuleRegistry, user: SessionUser, params: ListParams, column: string): Promise<RawBuilder<unknown>> {
  const named = params.orderField === column || (params.condition ?? '').includes(column);
  return named ? searchableTitle(db, modules, user) : sql`i.inst_desc`;
}

/** The workflow instances of records the user's data scope reads: the instance's organisation, its starter as the record's creator. */
function instanceScope(user: SessionUser): RawBuilder<unknown> {
  return dataScopeSql(user.dataScope, { org: sql`i.org_no`, creator: sql`i.start_user` }) ?? sql`true`;
}

/**
 * Which tasks a list holds: to-do are the user's open tasks; done are tasks the user closed
 * by their own action (the closing log entry is theirs), not those another handler took.
 */
function taskScope(user: SessionUser, stateType: TaskStateType): RawBuilder<unknown> {
  const mine = sql`t.handler = ${user.userId} and ${instanceScope(user)}`;
  return stateType === 'todoTask'
    ? sql`${mine} and t.handle_state = 10`
    : sql`${mine} and t.handle_state <> 10 and exists (select 1 from wf_log l where l.log_no = t.closed_log and l.user_id = t.handler)`;
}

function where(parts: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql.join(parts, sql` and `);
}

const TASK_FROM = sql`wf_task t join wf_instance i on i.inst_id = t.inst_id left join sys_user su on su.user_id = i.start_user left join sys_employee se on se.emp_id = su.emp_id`;

export interface TaskListPage<Row> {
  totalRows: number;
  rows: Row[];
}

/** findUserTasks.ajax rows (spec 02 §3 'Task rows'), newest first unless asked otherwise. */
export async function userTasks(db: PlatformDb, modules: ModuleRegistry, user: SessionUser, locale: Locale, stateType: TaskStateType, params: ListParams): Promise<TaskListPage<TaskListRow>> {
  const columns = taskColumns(await titleColumn(db, modules, user, params, 'INST_DESC'), locale);
  const filter = where([taskScope(user, stateType), ...conditionSql(params.condition, columns)]);
  const order = orderSql(params.orderField, params.orderCondition, columns, stateType === 'todoTask' ? 'REACH_TIME' : 'HANDLE_TIME');
  const { rows } = await sql<Record<string, any>>`
    select t.task_no, t.node_id, ${taskNodeName(locale)} as node_desc, t.reach_time, t.handle_time, t.read_state, t.urgent, t.task_type, t.handle_state, t.opinion,
      i.inst_id, i.module_id, i.pk_value, i.model_id, i.inst_desc, i.state, ${START_USER_NAME} as start_user_name
    from ${TASK_FROM} where ${filter} order by ${order}, t.task_seq desc
    limit ${params.pageSize} offset ${(params.pageNo - 1) * params.pageSize}`.execute(db);
  const total = await sql<{ n: number }>`select count(*) as n from ${TASK_FROM} where ${filter}`.execute(db);
  const title = await visibleTitles(db, modules, user, rows.map((row) => row.module_id));
  return {
    totalRows: Number(total.rows[0]?.n ?? 0),
    rows: rows.map((row) => {
      const module = modules.byModuleId(row.module_id);
      return {
        FORMURL: formUrl(module),
        row_pkValue: row.pk_value,
        MODULEID: row.module_id,
        MODULENAME: module?.bundle.title[locale] ?? row.module_id,
        NODEID: row.node_id,
        NODEDESC: row.node_desc,
        INST_DESC: title(row.module_id, row.pk_value, row.inst_desc),
        STARTUSERNAME: row.start_user_name ?? '',
        REACH_TIME: formatDateTime(row.reach_time),
        HANDLE_TIME: formatDateTime(row.handle_time),
        READ_STATE: Number(row.read_state),
        URGENT: row.urgent,
        TASK_TYPE: row.task_type,
        HANDLE_STATE: Number(row.handle_state),
        OPINION: row.opinion ?? '',
        LINKNO: row.task_no,
        MODEL_ID: row.model_id,
        WORKFLOW_ID: row.inst_id,
        INST_STATE: Number(row.state),
      };
    }),
  };
}

/** findUserStartWorkflow.ajax rows: instances the user started in their organisation. */
export async function userStartedWorkflows(db: PlatformDb, modules: ModuleRegistry, user: SessionUser, locale: Locale, params: ListParams): Promise<TaskListPage<StartedRow>> {
  const columns = startColumns(await titleColumn(db, modules, user, params, 'inst_desc'));
  const filter = where([sql`i.start_user = ${user.userId} and ${instanceScope(user)}`, ...conditionSql(params.condition, columns)]);
  const order = orderSql(params.orderField, params.orderCondition, columns, 'start_time');
  const { rows } = await sql<Record<string, any>>`
    select i.inst_id, i.module_id, i.pk_value, i.model_id, i.inst_desc, i.start_time, i.end_time, i.state, i.active_nodes
    from wf_instance i where ${filter} order by ${order}, i.inst_id
    limit ${params.pageSize} offset ${(params.pageNo - 1) * params.pageSize}`.execute(db);
  const total = await sql<{ n: number }>`select count(*) as n from wf_instance i where ${filter}`.execute(db);
  const title = await visibleTitles(db, modules, user, rows.map((row) => row.module_id));
  return {
    totalRows: Number(total.rows[0]?.n ?? 0),
    rows: rows.map((row) => {
      const module = modules.byModuleId(row.module_id);
      return {
        form_url: formUrl(module),
        business_no: row.pk_value,
        row_pkValue: row.pk_value,
        mod_id: row.module_id,
        mod_name: module?.bundle.title[locale] ?? row.module_id,
        inst_desc: title(row.module_id, row.pk_value, row.inst_desc),
        start_time: formatDateTime(row.start_time),
        end_time: formatDateTime(row.end_time),
        state: Number(row.state),
        model_id: row.model_id,
        workflow_id: row.inst_id,
      };
    }),
  };
}

/** findUserTaskNums.ajax: todoNum, startNum, doneNum of the user in their organisation, in one round trip. */
export async function userTaskNumbers(db: PlatformDb, user: SessionUser): Promise<TaskCountsAnswer> {
  const count = (from: RawBuilder<unknown>, filter: RawBuilder<unknown>) => sql`(select count(*) from ${from} where ${filter})`;
  const { rows } = await sql<{ todo: string; started: string; done: string }>`select
    ${count(TASK_FROM, taskScope(user, 'todoTask'))} as todo,
    ${count(sql`wf_instance i`, sql`i.start_user = ${user.userId} and ${instanceScope(user)}`)} as started,
    ${count(TASK_FROM, taskScope(user, 'doneTask'))} as done`.execute(db);
  const [numbers] = rows;
  return { todoNum: Number(numbers?.todo ?? 0), startNum: Number(numbers?.started ?? 0), doneNum: Number(numbers?.done ?? 0) };
}

/** updateReadState.ajax: the user's own task marked read; others' tasks are ignored. */
export async function markTaskRead(db: PlatformDb, user: SessionUser, taskNo: string): Promise<number> {
  const result = await db.updateTable('wf_task').set({ read_state: 1 }).where('task_no', '=', taskNo).where('handler', '=', user.userId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
