import type { Generated } from 'kysely';
import type { Instant, InstantDefault, Json, Serial8 } from './columns.ts';

/** The job queue, schedule fire times and history in one table (migrations 0002, 0006). */
export interface SysJobTable {
  /** Read as a number; answers carry it as decimal text (JobRunner ids), compared as Number(id). */
  id: Serial8;
  name: string;
  /** 'cluster', or a storage place. */
  queue: string;
  payload: Json;
  /** 'queued' | 'running' | 'done' | 'failed'. */
  state: string;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: Instant;
  locked_by: string | null;
  locked_until: Instant | null;
  last_error: string | null;
  schedule_key: string | null;
  scheduled_at: Instant | null;
  created_at: InstantDefault;
  finished_at: Instant | null;
  progress: Json | null;
  result: Json | null;
}

export interface JobTables {
  sys_job: SysJobTable;
}
