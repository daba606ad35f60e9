import { AppError, type Translate } from '../../runtime/index.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { importMessage } from '../excel/import-answer.ts';
import type { ImportResult } from '../excel/import-run.ts';
import { IMPORT_JOB } from './handlers/import-job.ts';
import { USER_IMPORT_JOB } from './handlers/user-import-job.ts';
import type { JobRunner } from './job-runner.ts';
import type { JobProgress } from './job-types.ts';
import { isRefusal, type JobUser } from './user-job.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** pub/job/status.ajax's answer. */
export interface JobStatus {
  jobId: string;
  name: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: JobProgress;
  /** The job's answer once done (the import result, the export's file); null before and on failure. */
  result: unknown;
  /** Its outcome in the reader's language: the import counts, the refusal, or why it failed. */
  message: string;
}

const NO_PROGRESS: JobProgress = { read: 0, written: 0, refused: 0 };

/** Jobs are the starter's, and their organisation's super administrators'; to anyone else they do not exist. */
function checkReader(user: SessionUser, payload: unknown): void {
  const owner = (payload as { user?: JobUser } | null)?.user;
  const allowed = owner !== undefined && (owner.userId === user.userId || (user.isSuperAdmin && owner.orgNo === user.orgNo));
  if (!allowed) throw new AppError('E_RECORD_NOT_FOUND');
}

function message(t: Translate, name: string, state: JobStatus['state'], result: unknown): string {
  if (state === 'failed') return isRefusal(result) ? t(result.error.messageId, result.error.params) : t('jobs.failed');
  if (state !== 'done') return t(state === 'queued' ? 'jobs.queued' : 'jobs.running');
  return name === IMPORT_JOB || name === USER_IMPORT_JOB ? importMessage(t, result as ImportResult) : t('files.exportDone');
}

/**
 * A job's state for its reader. A job running on this server answers from memory: on the
 * embedded database the import's transaction holds the one connection until it commits.
 * @throws AppError E_RECORD_NOT_FOUND for an unknown id or a job of someone else.
 */
export async function readJobStatus(db: PlatformDb, jobs: JobRunner, user: SessionUser, jobId: string, t: Translate): Promise<JobStatus> {
  if (!/^\d{1,18}$/.test(jobId)) throw new AppError('E_RECORD_NOT_FOUND');
  const live = jobs.live(jobId);
  if (live) {
    checkReader(user, live.payload);
    return { jobId, name: live.name, state: 'running', progress: live.progress, result: null, message: t('jobs.running') };
  }
  const row = await db.selectFrom('sys_job').select(['name', 'state', 'payload', 'progress', 'result']).where('id', '=', Number(jobId)).executeTakeFirst();
  if (!row) throw new AppError('E_RECORD_NOT_FOUND');
  checkReader(user, row.payload);
  const state = String(row.state) as JobStatus['state'];
  const name = String(row.name);
  const result = row.result ?? null;
  return {
    jobId,
    name,
    state,
    progress: (row.progress as JobProgress | null) ?? NO_PROGRESS,
    result: state === 'done' ? result : null,
    message: message(t, name, state, result),
  };
}
