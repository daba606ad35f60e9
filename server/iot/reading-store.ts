import { sql } from 'kysely';
import { MAX_CLOCK_SKEW_MS } from '../../runtime/index.ts';
import { createDayPartitions, daysAround, dropReadingsBefore } from '../db/reading-partitions.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface ReadingRow {
  orgNo: string;
  deviceCode: string;
  pointCode: string;
  ts: number;
  value: number;
}

/** Rows per INSERT: 5 parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 2000;

const rowValues = (row: ReadingRow) => ({ org_no: row.orgNo, device_code: row.deviceCode, point_code: row.pointCode, ts: new Date(row.ts), value: row.value });

/** The newest reading of each point among `rows`. */
function newestPerPoint(rows: readonly ReadingRow[]): ReadingRow[] {
  const newest = new Map<string, ReadingRow>();
  for (const row of rows) {
    const key = `${row.orgNo}\u0000${row.deviceCode}\u0000${row.pointCode}`;
    const seen = newest.get(key);
    if (!seen || seen.ts < row.ts) newest.set(key, row);
  }
  return [...newest.values()];
}

/**
 * Writes a batch of readings in a few statements: the raw rows (a resent message's row is
 * already there and writes nothing) and each point's latest value, which only a newer reading
 * replaces, whatever order servers sharing the messages write in.
 */
export async function writeReadings(db: PlatformDb, rows: readonly ReadingRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insertInto('iot_reading').values(rows.slice(start, start + CHUNK).map(rowValues)).onConflict((c) => c.doNothing()).execute();
  }
  const latest = newestPerPoint(rows);
  for (let start = 0; start < latest.length; start += CHUNK) {
    await db
      .insertInto('iot_point_latest')
      .values(latest.slice(start, start + CHUNK).map(rowValues))
      .onConflict((c) =>
        c
          .columns(['org_no', 'device_code', 'point_code'])
          .doUpdateSet({ ts: sql`excluded.ts`, value: sql`excluded.value` })
          .where('iot_point_latest.ts', '<', sql<Date>`excluded.ts`),
      )
      .execute();
  }
}

/** Points of `orgNo` with an open limit event, among the given devices. */
export async function openAlarms(db: PlatformDb, orgNo: string, deviceCodes: readonly string[]): Promise<Set<string>> {
  if (deviceCodes.length === 0) return new Set();
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
