import type { Static, TSchema } from '@sinclair/typebox';

/** The queue every server takes from; other queues name the servers that can do the work (a storage place). */
export const CLUSTER_QUEUE = 'cluster';

/** What a handler learns about the run it does. */
export interface JobContext {
  id: string;
  /** 1 on the first run, counting runs whose server died. */
  attempt: number;
  /** The runner's clock when the run began (tests drive it). */
  now: Date;
  /**
   * Where the run is, for pub/job/status.ajax: kept in memory at once and written to the job's
   * row in the background (latest value wins), so call it per batch, not per row.
   */
  report(progress: JobProgress): void;
}

/** A job's progress as the client shows it; an import counts rows, an export rows written to the file. */
export interface JobProgress {
  read: number;
  written: number;
  refused: number;
}

/**
 * A job kind, registered by name in code (server/jobs/handlers/). Runs may repeat (a retry after
 * a failure or after the server died), so a handler must be idempotent.
 * @example defineJob({ name: 'purge.expiredRows', payload: Type.Object({}), run: async (_, { now }) => { ... } })
 */
export interface JobHandler<S extends TSchema = TSchema> {
  name: string;
  /** The payload's shape, checked when the job is queued and again before it runs. */
  payload: S;
  /** Runs before the job is marked failed; default 5. */
  maxAttempts?: number;
  /** Answers the job's result (stored in sys_job.result unless the handler stored it itself), or nothing. */
  run(payload: Static<S>, context: JobContext): Promise<unknown>;
  /**
   * A failure that running again cannot cure (a refused file): answers the result to store
   * with the job, which then fails at once; undefined lets the runner retry.
   */
  final?(error: unknown): unknown;
}

/** Keeps the payload's type tied to the handler's parameter. */
export function defineJob<S extends TSchema>(handler: JobHandler<S>): JobHandler {
  return handler as unknown as JobHandler;
}

/**
 * A cron schedule of a handler: every fire time queues one job per cluster (or per `queue`).
 * `key` tells schedules of one handler apart (default: the handler's name).
 */
export interface JobSchedule {
  name: string;
  /** Five or six fields, read by croner in the server's time zone. */
  cron: string;
  payload?: unknown;
  queue?: string;
  key?: string;
}
