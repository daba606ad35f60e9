import { sql } from 'kysely';
import type { PlatformDb } from '../db/tables/index.ts';

/** A claimed job: what the runner needs to run it and to settle it. */
export interface ClaimedJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** The first retry waits this long, each next one twice the previous, up to BACKOFF_MOST_MS. */
export const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MOST_MS = 3_600_000;

/** When a job that failed its `attempt`-th run runs again. */
export function retryAt(now: Date, attempt: number): Date {
  return new Date(now.getTime() + Math.min(BACKOFF_MOST_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1)));
}

/**
 * Takes one due job of these queues and names for `worker` until `lockedUntil`, in one statement:
 * a queued job whose run_at has come, or a running one whose lease ran out (its server died).
 * `for update skip locked` lets servers claiming together take different rows.
 */
export async function claimJob(
  db: PlatformDb,
  options: { worker: string; queues: readonly string[]; names: readonly string[]; now: Date; lockedUntil: Date; id?: string },
): Promise<ClaimedJob | undefined> {
  if (options.names.length === 0 || options.queues.length === 0) return undefined;
  let due = db
    .selectFrom('sys_job')
    .select('id')
    .where('queue', 'in', options.queues)
    .where('name', 'in', options.names);
  if (options.id !== undefined) due = due.where('id', '=', Number(options.id));
  due = due
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', options.now)]),
        eb.and([eb('state', '=', 'running'), eb('locked_until', '<', options.now)]),
      ]),
    )
    .orderBy('run_at')
    .limit(1)
    .forUpdate()
    .skipLocked();
  const row = await db
    .updateTable('sys_job')
    .set({ state: 'running', attempts: sql`attempts + 1`, locked_by: options.worker, locked_until: options.lockedUntil })
    .where('id', '=', due)
    .returning(['id', 'name', 'payload', 'attempts', 'max_attempts'])
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: String(row.id), name: String(row.name), payload: row.payload, attempts: Number(row.attempts), maxAttempts: Number(row.max_attempts) };
}

/** Only the lease's holder settles a job: a server whose lease ran out while it worked changes nothing. */
function held(db: PlatformDb, id: string, worker: string) {
  return db.updateTable('sys_job').where('id', '=', Number(id)).where('locked_by', '=', worker).where('state', '=', 'running');
}

/** Extends the lease of a job this worker runs; false when it is no longer this worker's. */
export async function renewLease(db: PlatformDb, id: string, worker: string, lockedUntil: Date): Promise<boolean> {
  const result = await held(db, id, worker).set({ locked_until: lockedUntil }).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Writes the progress of a job this worker runs. */
export async function writeProgress(db: PlatformDb, id: string, worker: string, progress: unknown): Promise<void> {
  await held(db, id, worker).set({ progress: JSON.stringify(progress) }).execute();
}

/** `result` undefined keeps the one the handler stored itself. */
export async function markDone(db: PlatformDb, id: string, worker: string, now: Date, settled: { result?: unknown; progress?: unknown } = {}): Promise<void> {
  await held(db, id, worker)
    .set({
      state: 'done',
      locked_until: null,
      finished_at: now,
      last_error: null,
      ...(settled.result === undefined ? {} : { result: JSON.stringify(settled.result) }),
      ...(settled.progress === undefined ? {} : { progress: JSON.stringify(settled.progress) }),
    })
    .execute();
}

/**
 * A failed run: queued again after the backoff while attempts remain, else failed for good with
 * its reason. A final failure (`result` given: the handler's answer to it) fails at once.
 * @returns whether the job is queued again.
 */
export async function markFailed(db: PlatformDb, job: ClaimedJob, worker: string, now: Date, reason: string, result?: unknown): Promise<boolean> {
  const retry = result === undefined && job.attempts < job.maxAttempts;
  const settled = retry
    ? { state: 'queued', run_at: retryAt(now, job.attempts), locked_until: null, last_error: reason }
    : { state: 'failed', locked_until: null, finished_at: now, last_error: reason, ...(result === undefined ? {} : { result: JSON.stringify(result) }) };
  await held(db, job.id, worker).set(settled).execute();
  return retry;
}

/** The schedule keys administrators switched off (sys_job_schedule_off): their fire times queue nothing. */
export async function switchedOffSchedules(db: PlatformDb): Promise<Set<string>> {
  return new Set((await db.selectFrom('sys_job_schedule_off').select('schedule_key').execute()).map((row) => row.schedule_key as string));
}

/** The crons administrators gave schedules in place of their built-in ones (sys_job_schedule_cron), by schedule key. */
export async function scheduleCrons(db: PlatformDb): Promise<Map<string, string>> {
  return new Map((await db.selectFrom('sys_job_schedule_cron').select(['schedule_key', 'cron']).execute()).map((row) => [row.schedule_key, row.cron]));
}
