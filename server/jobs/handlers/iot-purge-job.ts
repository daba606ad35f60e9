import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { purgeReadings } from '../../iot/reading-store.ts';
import { defineJob } from '../job-types.ts';

/** Raw device readings past IOT_READING_DAYS; once a day, once in the cluster. */
export function iotPurgeJob(db: Kysely<any>, readingDays: number) {
  return defineJob({ name: 'iot.purgeReadings', payload: Type.Object({}), run: (_payload, { now }) => purgeReadings(db, now, readingDays) });
}
