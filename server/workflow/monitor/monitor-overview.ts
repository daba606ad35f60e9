import { sql } from 'kysely';
import type { HandlerLoad, ModelVersionUse } from '../../../contracts/workflow-monitor.ts';
import { formatDateTime, stayTime } from '../format-time.ts';
import { INSTANCE_ENDED, INSTANCE_RUNNING } from '../instance-store.ts';
import type { Caller, WorkflowDeps } from '../workflow-deps.ts';
import { storedModelName } from '../local-names.ts';
import { OPEN_TASK, USER_NAME, waitedMinutes } from './monitor-sql.ts';

/**
 * workflow/monitor/handlerLoad.ajax: who holds how many open tasks of the organisation's running
 * instances and since when the oldest waits; the busiest first.
 */
export async function handlerLoad(deps: WorkflowDeps, caller: Caller, now = new Date()): Promise<HandlerLoad[]> {
  const { rows } = await sql<Record<string, any>>`
    select t.handler, ${USER_NAME} as user_name, count(*) as open_tasks, min(t.reach_time) as oldest
    from wf_task t join wf_instance i on i.inst_id = t.inst_id
      left join sys_user u on u.user_id = t.handler left join sys_employee e on e.emp_id = u.emp_id
    where i.org_no = ${caller.user.orgNo} and i.state = ${INSTANCE_RUNNING} and ${OPEN_TASK}
    group by t.handler, u.real_name, e.emp_name, u.user_name
    order by count(*) desc, min(t.reach_time), t.handler`.execute(deps.database.db);
  return rows.map((row) => {
    const oldest: Date = row.oldest;
    return {
      userId: row.handler,
      userName: row.user_name ?? row.handler,
      openTasks: Number(row.open_tasks),
      oldestReachTime: formatDateTime(oldest),
      oldestWaiting: stayTime(caller.t, oldest, now),
      oldestWaitingMinutes: waitedMinutes(oldest, now),
    };
  });
}

/** workflow/monitor/modelVersions.ajax: each model version the organisation's instances run, with how many run and ended. */
export async function modelVersions(deps: WorkflowDeps, caller: Caller): Promise<ModelVersionUse[]> {
  const { rows } = await sql<Record<string, any>>`
    select i.model_id, i.model_version, i.module_id, ${storedModelName(caller.locale)} as model_name, m.published_version,
      count(*) filter (where i.state = ${INSTANCE_RUNNING}) as running,
      count(*) filter (where i.state = ${INSTANCE_ENDED}) as ended
    from wf_instance i left join wf_model m on m.model_id = i.model_id
    where i.org_no = ${caller.user.orgNo}
    group by i.model_id, i.model_version, i.module_id, m.model_name, m.model_name_en, m.published_version
    order by i.module_id, i.model_id, i.model_version desc`.execute(deps.database.db);
  return rows.map((row) => ({
    modelId: row.model_id,
    modelName: row.model_name ?? row.model_id,
    moduleId: row.module_id,
    moduleName: deps.modules.byModuleId(row.module_id)?.bundle.title[caller.locale] ?? row.module_id,
    version: Number(row.model_version),
    current: row.published_version !== null && Number(row.published_version) === Number(row.model_version),
    running: Number(row.running),
    ended: Number(row.ended),
  }));
}
