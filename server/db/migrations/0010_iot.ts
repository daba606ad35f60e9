import { sql, type Migration } from 'kysely';
import { createMissingIndexes, createMissingTables } from '../schema-shape.ts';

/**
 * Live device data (server/iot/): raw readings (iot_reading, purged after IOT_READING_DAYS; the
 * key makes a resent message write nothing), the latest value per point (iot_point_latest),
 * the points with an open limit event (iot_alarm_state: the key is what servers sharing the
 * broker's messages meet on, so a breach raises one event however many servers see it) and the
 * device events already recorded (iot_event_seen: a QoS 1 resend records nothing twice).
 */
export const iot: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('iot_reading').ifNotExists()
          .addColumn('org_no', 'varchar(64)', (c) => c.notNull())
          .addColumn('device_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('point_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('ts', 'timestamptz', (c) => c.notNull())
          .addColumn('value', 'double precision', (c) => c.notNull())
          .addPrimaryKeyConstraint('iot_reading_pk', ['org_no', 'device_code', 'point_code', 'ts']),
      (db) =>
        db.schema
          .createTable('iot_point_latest').ifNotExists()
          .addColumn('org_no', 'varchar(64)', (c) => c.notNull())
          .addColumn('device_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('point_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('ts', 'timestamptz', (c) => c.notNull())
          .addColumn('value', 'double precision', (c) => c.notNull())
          .addPrimaryKeyConstraint('iot_point_latest_pk', ['org_no', 'device_code', 'point_code']),
      (db) =>
        db.schema
          .createTable('iot_alarm_state').ifNotExists()
          .addColumn('org_no', 'varchar(64)', (c) => c.notNull())
          .addColumn('device_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('point_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('event_key', 'varchar(64)')
          .addColumn('raised_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addPrimaryKeyConstraint('iot_alarm_state_pk', ['org_no', 'device_code', 'point_code']),
      (db) =>
        db.schema
          .createTable('iot_event_seen').ifNotExists()
          .addColumn('org_no', 'varchar(64)', (c) => c.notNull())
          .addColumn('device_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('code', 'varchar(64)', (c) => c.notNull())
          .addColumn('ts', 'timestamptz', (c) => c.notNull())
          .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addPrimaryKeyConstraint('iot_event_seen_pk', ['org_no', 'device_code', 'code', 'ts']),
    ]);
    // The purge deletes by time: a block-range index costs the writes almost nothing.
    await createMissingIndexes(db, [(db) => db.schema.createIndex('iot_reading_ts').ifNotExists().on('iot_reading').using('brin').column('ts')]);
  },
};
