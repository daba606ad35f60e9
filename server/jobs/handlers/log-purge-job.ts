import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { purgeLogs } from '../../system/log-queries.ts';
import { defineJob } from '../job-types.ts';

/** Login and operation log rows past the retention parameter (read when the job runs); once a day, once in the cluster. */
export function logPurgeJob(db: Kysely<any>, retentionDays: () => number) {
  return defineJob({ name: 'logs.purge', payload: Type.Object({}), run: (_payload, { now }) => purgeLogs(db, now, retentionDays()) });
}
