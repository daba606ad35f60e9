import { sql, type Migration } from 'kysely';
import { partitionReadings } from '../reading-partitions.ts';
import { CURRENT_SCHEMA } from '../schema-shape.ts';

/**
 * iot_reading becomes partitioned by day (server/db/reading-partitions.ts), its rows kept: the
 * daily purge drops a day's partition instead of deleting millions of rows.
 */
export const iotReadingPartitions: Migration = {
  async up(db) {
    const { rows } = await sql<{ kind: string }>`
      select relkind as kind from pg_class
      where relnamespace = ${CURRENT_SCHEMA} and relname = 'iot_reading'`.execute(db);
    if (rows[0]?.kind === 'r') await partitionReadings(db, new Date());
  },
};
