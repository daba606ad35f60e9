import { Type } from '@sinclair/typebox';
import { purgeLogs } from '../../system/log-queries.ts';
import { defineJob } from '../job-types.ts';
import type { PlatformDb } from '../../db/tables/index.ts';

/** Login and operation log rows past the retention parameter (read when the job runs); once a day, once in the cluster. */
export function logPurgeJob(db: PlatformDb, retentionDays: () => number) {
  return defineJob({ name: 'logs.purge', payload: Type.Object({}), run: (_payload, { now }) => purgeLogs(db, now, retentionDays()) });
}
