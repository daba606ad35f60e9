/** Imports and exports that run as jobs: pub/job/status.ajax, as server/routes/job-routes.ts answers it. */
import { request, unwrap, type Envelope } from '../../api/request.ts';
import { RequestError } from '../../api/request-error.ts';

/** Rows read, written and refused so far (an export writes what it reads and refuses none). */
export interface JobProgress {
  read: number;
  written: number;
  refused: number;
}

interface JobStatus {
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: JobProgress;
  result: unknown;
  message: string;
}

/** Between two looks at a job: often enough for a moving bar, rarely enough to cost the server nothing. */
const POLL_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a job until it ends: its progress to `onProgress` after every look, then its
 * result; a failed job throws with its reason in the user's language.
 */
export async function followJob(jobId: string, onProgress: (progress: JobProgress) => void): Promise<unknown> {
  for (;;) {
    const status = unwrap(await request<Envelope<JobStatus>>('pub/job/status.ajax', { jobId }));
    onProgress(status.progress);
    if (status.state === 'done') return status.result;
    if (status.state === 'failed') throw new RequestError(status.message, 200);
    await sleep(POLL_MS);
  }
}
