import { sql, type RawBuilder } from 'kysely';
import type { ReassignAuditRow } from '../../../contracts/workflow-monitor.ts';
import { containsPattern } from '../../modules/like-pattern.ts';
import { formatDateTime } from '../format-time.ts';
import { visibleTitles } from '../instance-titles.ts';
import type { Caller, WorkflowDeps } from '../workflow-deps.ts';
import { taskNodeName } from '../local-names.ts';
import { userMatches, userNameOf } from './monitor-sql.ts';

export interface ReassignAuditFilter {
  moduleId: string;
  /** A user id, or part of the name, of the handler the task left or went to. */
  handler: string;
  /** The same of the monitor who reassigned it. */
  byUser: string;
  /** Part of the reason. */
  reason: string;
  /** Days (server time), both included; undefined: open. */
  from?: Date;
  until?: Date;
  pageNo: number;
  pageSize: number;
}

/** What every listed reassignment meets: of the caller's organisation, and the filter's conditions on it (`r`, its instance `i`). */
function auditFilters(orgNo: string, filter: ReassignAuditFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`r.org_no = ${orgNo}`];
  if (filter.moduleId) parts.push(sql`i.module_id = ${filter.moduleId}`);
  if (filter.handler) parts.push(sql`(${userMatches(sql`r.from_user`, filter.handler)} or ${userMatches(sql`r.to_user`, filter.handler)})`);
  if (filter.byUser) parts.push(userMatches(sql`r.by_user`, filter.byUser));
  if (filter.reason) parts.push(sql`r.reason ilike ${containsPattern(filter.reason)}`);
  if (filter.from) parts.push(sql`r.created_at >= ${filter.from}`);
  if (filter.until) parts.push(sql`r.created_at < ${filter.until}`);
  return sql.join(parts, sql` and `);
}

/**
 * workflow/monitor/reassignments.ajax: the audit of the monitor's reassignments in the caller's
 * organisation (wf_task_reassign, written by task-reassign.ts), newest first: the task's node and
 * record, from whom to whom, by whom, why and when. An instance deleted since keeps its rows, with
 * no module or title.
 */
export async function reassignAudit(deps: WorkflowDeps, caller: Caller, filter: ReassignAuditFilter): Promise<{ totalRows: number; rows: ReassignAuditRow[] }> {
  const { db } = deps.database;
  const from = sql`wf_task_reassign r left join wf_instance i on i.inst_id = r.inst_id where ${auditFilters(caller.user.orgNo, filter)}`;
  const { rows } = await sql<Record<string, any>>`
    select r.id, r.task_no, r.inst_id, r.from_user, r.to_user, r.by_user, r.reason, r.created_at, i.module_id, i.pk_value, i.inst_desc,
      (select ${taskNodeName(caller.locale)} from wf_task t where t.task_no = r.task_no) as node_desc,
      ${userNameOf(sql`r.from_user`)} as from_name, ${userNameOf(sql`r.to_user`)} as to_name, ${userNameOf(sql`r.by_user`)} as by_name
    from ${from}
    order by r.id desc
    limit ${filter.pageSize} offset ${(filter.pageNo - 1) * filter.pageSize}`.execute(db);
  const total = await sql<{ n: number }>`select count(*) as n from ${from}`.execute(db);
  const title = await visibleTitles(db, deps.modules, caller.user, rows.flatMap((row) => (row.module_id ? [row.module_id as string] : [])));
  return {
    totalRows: Number(total.rows[0]?.n ?? 0),
    rows: rows.map((row) => ({
      id: String(row.id),
      taskNo: row.task_no,
      workflowId: row.inst_id,
      moduleId: row.module_id ?? '',
      moduleName: row.module_id ? (deps.modules.byModuleId(row.module_id)?.bundle.title[caller.locale] ?? row.module_id) : '',
      pkValue: row.pk_value ?? '',
      title: row.module_id ? title(row.module_id, row.pk_value, row.inst_desc) : '',
      nodeDesc: row.node_desc ?? '',
      fromUser: row.from_user,
      fromUserName: row.from_name ?? row.from_user,
      toUser: row.to_user,
      toUserName: row.to_name ?? row.to_user,
      byUser: row.by_user,
      byUserName: row.by_name ?? row.by_user,
      reason: row.reason,
      reassignedAt: formatDateTime(row.created_at),
    })),
  };
}
