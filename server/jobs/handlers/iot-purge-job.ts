import { Type } from '@sinclair/typebox';
import { purgeReadings } from '../../iot/reading-store.ts';
import { defineJob } from '../job-types.ts';
import type { PlatformDb } from '../../db/tables/index.ts';

/** Raw device readings past IOT_READING_DAYS; once a day, once in the cluster. */
export function iotPurgeJob(db: PlatformDb, readingDays: number) {
  return defineJob({ name: 'iot.purgeReadings', payload: Type.Object({}), run: (_payload, { now }) => purgeReadings(db, now, readingDays) });
}
