import { Type } from '@sinclair/typebox';
import { defineJob } from '../job-types.ts';
import type { PlatformDb } from '../../db/tables/index.ts';

/** Finished jobs (done or failed) are history for this long. */
export const JOB_HISTORY_DAYS = 14;

export function jobHistoryJob(db: PlatformDb) {
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
