import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { defineJob } from '../job-types.ts';

/** Finished jobs (done or failed) are history for this long. */
export const JOB_HISTORY_DAYS = 14;

export function jobHistoryJob(db: Kysely<any>) {
  return defineJob({
    name: 'jobs.pruneHistory',
    payload: Type.Object({}),
    run: async (_payload, { now }) => {
      await db
        .deleteFrom('sys_job')
        .where('state', 'in', ['done', 'failed'])
        .where('finished_at', '<', new Date(now.getTime() - JOB_HISTORY_DAYS * 86_400_000))
        .execute();
    },
  });
}
