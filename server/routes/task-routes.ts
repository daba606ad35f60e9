import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, NO_PARAMS } from '../auth/call-route.ts';
import { isUsableCron, nextFireTime } from '../jobs/fire-time.ts';
import { scheduleCrons, switchedOffSchedules } from '../jobs/job-store.ts';
import type { JobSchedule } from '../jobs/job-types.ts';
import { requireSystemAccess } from '../system/system-access.ts';

const KEY = Type.String({ minLength: 1, maxLength: 300 });
/** Runs of one job the history shows. */
const HISTORY_ROWS = 50;

const keyOf = (schedule: JobSchedule) => schedule.key ?? schedule.name;

/**
 * Scheduled tasks (issue 15 item 9) over the job runner: the schedules with cron, state, last
 * and next run; switching one off or on and changing its cron for the whole cluster; running one
 * now on this server; the history of its runs with duration and result.
 */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const scheduleOf = (key: string) => {
    const schedule = app.jobs.schedules.find((item) => keyOf(item) === key);
    if (!schedule) throw new AppError('E_RECORD_NOT_FOUND');
    return schedule;
  };

  addCall(app, 'system/task/list.ajax', { params: NO_PARAMS }, async (request) => {
    requireSystemAccess(request, 'sysTask', 'view');
    const [off, crons] = await Promise.all([switchedOffSchedules(db), scheduleCrons(db)]);
    const last = await db
      .selectFrom('sys_job')
      .select(['name', sql<Date>`max(finished_at)`.as('lastRunAt')])
      .where('name', 'in', app.jobs.schedules.map((schedule) => schedule.name))
      .groupBy('name')
      .execute();
    const lastOf = new Map(last.map((row) => [row.name as string, row.lastRunAt]));
    const now = new Date();
    return ok(
      app.jobs.schedules.map((schedule) => {
        const cron = crons.get(keyOf(schedule)) ?? schedule.cron;
        return {
          key: keyOf(schedule),
          name: schedule.name,
          title: request.t(`system.task.${schedule.name}`),
          cron,
          defaultCron: schedule.cron,
          enabled: !off.has(keyOf(schedule)),
          lastRunAt: lastOf.get(schedule.name) ?? null,
          nextRunAt: off.has(keyOf(schedule)) ? null : nextFireTime(cron, now),
        };
      }),
    );
  });

  addCall(app, 'system/task/toggle.ajax', { params: Type.Object({ key: KEY, enabled: Type.Union([Type.Literal('true'), Type.Literal('false')]) }), methods: ['POST'] }, async (request, params) => {
    const user = requireSystemAccess(request, 'sysTask', 'edit', params.key);
    scheduleOf(params.key);
    if (params.enabled === 'true') await db.deleteFrom('sys_job_schedule_off').where('schedule_key', '=', params.key).execute();
    else await db.insertInto('sys_job_schedule_off').values({ schedule_key: params.key, updated_by: user.userId }).onConflict((c) => c.column('schedule_key').doNothing()).execute();
    return ok(null, { msgInfo: request.t('msg.saved') });
  });

  // An empty cron gives the schedule back its built-in one.
  addCall(app, 'system/task/saveCron.ajax', { params: Type.Object({ key: KEY, cron: Type.String({ maxLength: 100 }) }), methods: ['POST'] }, async (request, params) => {
    const user = requireSystemAccess(request, 'sysTask', 'edit', params.key);
    const schedule = scheduleOf(params.key);
    const cron = params.cron.trim().replace(/\s+/g, ' ');
    if (cron === '' || cron === schedule.cron) {
      await db.deleteFrom('sys_job_schedule_cron').where('schedule_key', '=', params.key).execute();
      return ok(null, { msgInfo: request.t('msg.saved') });
    }
    if (!isUsableCron(cron, new Date())) throw new AppError('E_VALIDATION', { cron }, 'system.task.badCron');
    await db
      .insertInto('sys_job_schedule_cron')
      .values({ schedule_key: params.key, cron, updated_by: user.userId })
      .onConflict((c) => c.column('schedule_key').doUpdateSet({ cron, updated_by: user.userId, updated_at: new Date() }))
      .execute();
    return ok(null, { msgInfo: request.t('msg.saved') });
  });

  // Queued first, so another server takes the run over should this one die, then run here at once.
  addCall(app, 'system/task/run.ajax', { params: Type.Object({ key: KEY }), methods: ['POST'] }, async (request, params) => {
    requireSystemAccess(request, 'sysTask', 'run', params.key);
    const schedule = scheduleOf(params.key);
    const id = await app.jobs.enqueue(schedule.name, schedule.payload ?? {}, schedule.queue ? { queue: schedule.queue } : {});
    const outcome = await app.jobs.runNow(id);
    if (outcome?.state === 'failed') throw new AppError('E_VALIDATION', { reason: String(outcome.error instanceof Error ? outcome.error.message : outcome.error).slice(0, 200) }, 'system.task.failed');
    return ok({ jobId: id }, { msgInfo: request.t('system.task.ran') });
  });

  addCall(app, 'system/task/history.ajax', { params: Type.Object({ key: KEY }) }, async (request, params) => {
    requireSystemAccess(request, 'sysTask', 'view');
    const schedule = scheduleOf(params.key);
    const rows = await db
      .selectFrom('sys_job')
      .select(['id', 'state', 'run_at as runAt', 'finished_at as finishedAt', 'attempts', 'last_error as error', 'result', 'locked_by as server'])
      .where('name', '=', schedule.name)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_ROWS)
      .execute();
    return ok(
      rows.map((row) => ({
        ...row,
        id: String(row.id),
        // From the run's due time (a schedule's fire time, a manual run's queueing) to its end.
        durationMs: row.finishedAt ? Math.max(0, (row.finishedAt as Date).getTime() - (row.runAt as Date).getTime()) : null,
      })),
    );
  });
}
