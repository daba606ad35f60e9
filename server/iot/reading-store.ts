import { CompiledQuery } from 'kysely';
import { MAX_CLOCK_SKEW_MS } from '../../runtime/index.ts';
import { createDayPartitions, daysAround, dropReadingsBefore } from '../db/reading-partitions.ts';
import type { Database } from '../db/database.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface ReadingRow {
  orgNo: string;
  deviceCode: string;
  pointCode: string;
  ts: number;
  value: number;
}

/**
 * The raw rows and the newest per point, each one statement of five array parameters whatever
 * the batch's size: one text, parsed and planned once per connection (a prepared statement:
 * both tables are the platform's own). A VALUES list would be a new statement for every batch
 * size, with five parameters a row to compile, bind and plan.
 */
const READING_COLUMNS = 'org_no, device_code, point_code, ts, value';
const FROM_ARRAYS = 'select * from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::timestamptz[], $5::float8[])';
const INSERT_READINGS = `insert into iot_reading (${READING_COLUMNS}) ${FROM_ARRAYS} on conflict do nothing`;
const UPSERT_LATEST = `insert into iot_point_latest (${READING_COLUMNS}) ${FROM_ARRAYS}
  on conflict (org_no, device_code, point_code) do update set ts = excluded.ts, value = excluded.value where iot_point_latest.ts < excluded.ts`;

function columnsOf(rows: readonly ReadingRow[]): unknown[] {
  const orgNos: string[] = [];
  const deviceCodes: string[] = [];
  const pointCodes: string[] = [];
  const times: Date[] = [];
  const values: number[] = [];
  for (const row of rows) {
    orgNos.push(row.orgNo);
    deviceCodes.push(row.deviceCode);
    pointCodes.push(row.pointCode);
    times.push(new Date(row.ts));
    values.push(row.value);
  }
  return [orgNos, deviceCodes, pointCodes, times, values];
}

/** Writes a batch of raw readings in one statement: a resent message's row is already there and writes nothing. */
export async function writeReadings(database: Database, rows: readonly ReadingRow[]): Promise<void> {
  if (rows.length > 0) await database.runPrepared('iot-insert-readings', CompiledQuery.raw(INSERT_READINGS, columnsOf(rows)));
}

/**
 * Keeps each point's latest value, one row a point in `rows` (an upsert may not touch a row
 * twice): only a newer reading replaces it, whatever order servers sharing the messages write in.
 */
export async function writeLatestReadings(database: Database, rows: readonly ReadingRow[]): Promise<void> {
  if (rows.length > 0) await database.runPrepared('iot-upsert-latest', CompiledQuery.raw(UPSERT_LATEST, columnsOf(rows)));
}

/** Points of `orgNo` with an open limit event, among the given devices. */
export async function openAlarms(db: PlatformDb, orgNo: string, deviceCodes: readonly string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('iot_alarm_state').select(['device_code', 'point_code']).where('org_no', '=', orgNo).where('device_code', 'in', [...deviceCodes]).execute();
  return new Set(rows.map((row) => alarmKey(String(row.device_code), String(row.point_code))));
}

export const alarmKey = (deviceCode: string, pointCode: string) => `${deviceCode}\u0000${pointCode}`;

/**
 * Raw readings older than `days` (the IOT_READING_DAYS purge: whole day partitions dropped),
 * the partitions of the days ahead made, and device events seen longer ago than a resend could
 * come: one stamped further back is refused as stale anyway.
 */
export async function purgeReadings(db: PlatformDb, now: Date, days: number): Promise<void> {
  await dropReadingsBefore(db, new Date(now.getTime() - days * 86_400_000));
  await createDayPartitions(db, daysAround(now));
  await db.deleteFrom('iot_event_seen').where('seen_at', '<', new Date(now.getTime() - 2 * MAX_CLOCK_SKEW_MS)).execute();
}
