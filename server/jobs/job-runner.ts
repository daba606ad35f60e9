import { Value } from '@sinclair/typebox/value';
import { latestFireTime } from './fire-time.ts';
import { claimJob, markDone, markFailed, renewLease, scheduleCrons, switchedOffSchedules, writeProgress, type ClaimedJob } from './job-store.ts';
import { CLUSTER_QUEUE, type JobHandler, type JobProgress, type JobSchedule } from './job-types.ts';
import type { PlatformDb } from '../db/tables/index.ts';

const DEFAULT_MAX_ATTEMPTS = 5;
/** Most jobs one tick runs, so stop() never waits behind an endless stream. */
const MOST_PER_TICK = 100;

export interface JobRunnerOptions {
  db: PlatformDb;
  handlers: readonly JobHandler[];
  schedules: readonly JobSchedule[];
  /** This server's name in sys_job.locked_by; unique per process. */
  worker: string;
  /** The queues this server takes from; CLUSTER_QUEUE always. */
  queues?: readonly string[];
  /** Tests drive time; default the wall clock. */
  clock?: () => Date;
  /** How long a claimed job is this server's without a heartbeat. */
  leaseMs?: number;
  /** Between two ticks of start(). */
  pollMs?: number;
  onError?: (error: unknown, job?: ClaimedJob) => void;
}

/** How a run of runNow ended on this server: the handler's result, or its error (the job may be queued again). */
export type RunOutcome = { state: 'done'; result: unknown } | { state: 'failed'; error: unknown; retry: boolean };

export interface JobRunner {
  /** The schedules this runner fires (the tasks screen lists them). */
  readonly schedules: readonly JobSchedule[];
  /** Queues a job; its payload must match the handler's. Answers the job's id. */
  enqueue(name: string, payload: unknown, options?: { runAt?: Date; queue?: string; maxAttempts?: number }): Promise<string>;
  /**
   * Runs a queued job here and now, beside the ticks (whatever config.runJobs says: a request
   * starts its own work, queued so that another server takes it over should this one die).
   * Undefined when the job is not queued (another server took it).
   */
  runNow(id: string): Promise<RunOutcome | undefined>;
  /** A job running on this server (its name, payload and last progress), undefined for any other. */
  live(id: string): { name: string; payload: unknown; progress: JobProgress } | undefined;
  /** Queues the fire times due since the last tick, then runs due jobs one by one; answers how many ran. */
  tick(): Promise<number>;
  /** Ticks every pollMs until stop(). */
  start(): void;
  /** Stops ticking and waits for the tick in progress. */
  stop(): Promise<void>;
}

/** A job running on this server: its last progress, the write of it under way and the one to write next. */
interface LiveJob {
  job: ClaimedJob;
  progress: JobProgress;
  writing?: Promise<void>;
  pending?: JobProgress;
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/**
 * A job runner on sys_job (platform migration server/db/migrations/0002_jobs.ts), the same on PostgreSQL and PGlite.
 * Cluster-safe by the database alone: a schedule's fire time is one row whatever the number of
 * servers inserting it, and a job is claimed by one server under a lease that its heartbeat
 * renews; a server that dies lets the lease run out and another server runs the job again.
 * @example const runner = createJobRunner({ db, handlers, schedules, worker: 'host:pid' }); runner.start();
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, worker } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 15_000;
  const queues = [...new Set([CLUSTER_QUEUE, ...(options.queues ?? [])])];
  const handlers = new Map(options.handlers.map((handler) => [handler.name, handler]));
  for (const schedule of options.schedules) {
    if (!handlers.has(schedule.name)) throw new Error(`schedule of unknown job ${schedule.name}`);
    // A bad pattern throws here, at start, not at its first tick.
    latestFireTime(schedule.cron, clock(), clock());
  }
  let cursor = clock();

  function handlerOf(name: string): JobHandler {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`unknown job ${name}`);
    return handler;
  }

  function checkedPayload(handler: JobHandler, payload: unknown): void {
    if (!Value.Check(handler.payload, payload)) {
      const first = Value.Errors(handler.payload, payload).First();
      throw new Error(`payload of job ${handler.name} refused: ${first ? `${first.path} ${first.message}` : 'shape'}`);
    }
  }

  async function insertJob(name: string, payload: unknown, fields: { runAt: Date; queue?: string; scheduleKey?: string; maxAttempts?: number }) {
    const handler = handlerOf(name);
    checkedPayload(handler, payload);
    return db
      .insertInto('sys_job')
      .values({
        name,
        queue: fields.queue ?? CLUSTER_QUEUE,
        payload: JSON.stringify(payload),
        state: 'queued',
        attempts: 0,
        max_attempts: fields.maxAttempts ?? handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        run_at: fields.runAt,
        schedule_key: fields.scheduleKey ?? null,
        scheduled_at: fields.scheduleKey ? fields.runAt : null,
        created_at: clock(),
      })
      .onConflict((conflict) => conflict.columns(['schedule_key', 'scheduled_at']).doNothing())
      .returning('id')
      .executeTakeFirst();
  }

  async function fireSchedules(now: Date): Promise<void> {
    // Read at each tick: an administrator's new cron counts on every server from its next look.
    const crons = await scheduleCrons(db);
    const due = options.schedules.flatMap((schedule) => {
      const key = schedule.key ?? schedule.name;
      const fire = latestFireTime(crons.get(key) ?? schedule.cron, cursor, now);
      return fire ? [{ schedule, fire, key }] : [];
    });
    // Administrators switch schedules off for the whole cluster (the tasks screen).
    const off = due.length > 0 ? await switchedOffSchedules(db) : new Set<string>();
    for (const { schedule, fire, key } of due) {
      if (!off.has(key)) await insertJob(schedule.name, schedule.payload ?? {}, { runAt: fire, queue: schedule.queue, scheduleKey: key });
    }
    cursor = now;
  }

  /** Progress of the jobs running here: answered from memory, written to their rows one write at a time. */
  const running = new Map<string, LiveJob>();

  function report(job: ClaimedJob, progress: JobProgress): void {
    const entry = running.get(job.id);
    if (!entry) return;
    entry.progress = progress;
    entry.pending = progress;
    if (entry.writing) return;
    const drain = async () => {
      while (entry.pending) {
        const next = entry.pending;
        entry.pending = undefined;
        await writeProgress(db, job.id, worker, next).catch((error: unknown) => options.onError?.(error, job));
      }
      entry.writing = undefined;
    };
    entry.writing = drain();
  }

  async function runJob(job: ClaimedJob): Promise<RunOutcome> {
    if (job.attempts > job.maxAttempts) {
      const error = new Error('the server running it stopped (lease ran out) on the last attempt');
      await markFailed(db, job, worker, clock(), error.message);
      return { state: 'failed', error, retry: false };
    }
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, worker, new Date(clock().getTime() + leaseMs)).catch((error: unknown) => options.onError?.(error, job));
    }, leaseMs / 3);
    heartbeat.unref();
    const entry: LiveJob = { job, progress: { read: 0, written: 0, refused: 0 } };
    running.set(job.id, entry);
    try {
      const handler = handlerOf(job.name);
      checkedPayload(handler, job.payload);
      const result = await handler.run(job.payload, { id: job.id, attempt: job.attempts, now: clock(), report: (progress) => report(job, progress) });
      await entry.writing;
      await markDone(db, job.id, worker, clock(), { result: result ?? undefined, progress: entry.progress });
      return { state: 'done', result };
    } catch (error) {
      options.onError?.(error, job);
      await entry.writing;
      const final = handlerOf(job.name).final?.(error);
      const retry = await markFailed(db, job, worker, clock(), reasonOf(error), final);
      return { state: 'failed', error, retry };
    } finally {
      running.delete(job.id);
      clearInterval(heartbeat);
    }
  }

  async function tick(): Promise<number> {
    await fireSchedules(clock());
    let ran = 0;
    while (ran < MOST_PER_TICK) {
      const now = clock();
      const job = await claimJob(db, { worker, queues, names: [...handlers.keys()], now, lockedUntil: new Date(now.getTime() + leaseMs) });
      if (!job) break;
      await runJob(job);
      ran += 1;
    }
    return ran;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let ticking: Promise<unknown> | undefined;
  const started = new Set<Promise<unknown>>();
  return {
    schedules: options.schedules,
    async enqueue(name, payload, enqueueOptions = {}) {
      const row = await insertJob(name, payload, { runAt: enqueueOptions.runAt ?? clock(), queue: enqueueOptions.queue, maxAttempts: enqueueOptions.maxAttempts });
      return String(row?.id);
    },
    async runNow(id) {
      const now = clock();
      const job = await claimJob(db, { worker, queues, names: [...handlers.keys()], now, lockedUntil: new Date(now.getTime() + leaseMs), id });
      if (!job) return undefined;
      const run = runJob(job);
      started.add(run);
      try {
        return await run;
      } finally {
        started.delete(run);
      }
    },
    live(id) {
      const entry = running.get(id);
      return entry && { name: entry.job.name, payload: entry.job.payload, progress: entry.progress };
    },
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        ticking ??= tick()
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            ticking = undefined;
          });
      }, pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await Promise.all([ticking, ...started]);
    },
  };
}
