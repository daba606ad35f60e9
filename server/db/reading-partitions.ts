import { sql } from 'kysely';
import type { PlatformDb } from './tables/index.ts';
import { CURRENT_SCHEMA } from './schema-shape.ts';

/**
 * iot_reading is partitioned by day (UTC) of the reading's time: a day of 1,000 points every 5 s
 * is 17 million rows, and the purge then drops whole days instead of deleting rows one by one
 * (no dead tuples, no vacuum behind every write). A reading whose day has no partition lands in
 * iot_reading_default, which the purge empties by delete.
 */
export const READING_TABLE = 'iot_reading' as const;
const DEFAULT_PARTITION = `${READING_TABLE}_default`;
const DAY_MS = 86_400_000;
/** Days made ahead of time: a server stopped for less than this finds its day ready. */
export const PARTITION_DAYS_AHEAD = 7;

const dayStart = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;
const dayName = (start: number) => `${READING_TABLE}_p${new Date(start).toISOString().slice(0, 10).replaceAll('-', '')}`;
const dayOfName = (name: string): number | undefined => {
  const match = /^iot_reading_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};
// DDL takes no parameters: the bounds are instants the server computed, written as literals.
const bound = (time: number) => sql.lit(new Date(time).toISOString());

/** Day partitions of iot_reading by the start of their day; undefined when the table is not partitioned. */
async function dayPartitions(db: PlatformDb): Promise<Map<number, string> | undefined> {
  const { rows } = await sql<{ kind: string; child: string | null }>`
    select p.relkind as kind, c.relname as child from pg_class p
    left join pg_inherits i on i.inhparent = p.oid
    left join pg_class c on c.oid = i.inhrelid
    where p.relnamespace = ${CURRENT_SCHEMA} and p.relname = ${READING_TABLE}`.execute(db);
  if (rows[0]?.kind !== 'p') return undefined;
  const days = new Map<number, string>();
  for (const { child } of rows) {
    const day = child === null ? undefined : dayOfName(child);
    if (day !== undefined) days.set(day, child!);
  }
  return days;
}

async function defaultHoldsDay(db: PlatformDb, start: number): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(DEFAULT_PARTITION)} where ts >= ${new Date(start)} and ts < ${new Date(start + DAY_MS)} limit 1`.execute(db);
  return rows.length > 0;
}

/**
 * Makes the partitions of `days` (starts of UTC days) that are missing. A day whose readings
 * already sit in the default partition keeps them there: a partition cannot be made over rows
 * of its range in the default one, and the purge deletes them in time.
 */
export async function createDayPartitions(db: PlatformDb, days: readonly number[]): Promise<void> {
  const present = await dayPartitions(db);
  if (!present) return;
  for (const start of days) {
    if (present.has(start) || (await defaultHoldsDay(db, start))) continue;
    await sql`create table if not exists ${sql.table(dayName(start))} partition of ${sql.table(READING_TABLE)} for values from (${bound(start)}) to (${bound(start + DAY_MS)})`.execute(db);
  }
}

/** Today's partition (UTC) and those of the next PARTITION_DAYS_AHEAD days. */
export function daysAround(now: Date): number[] {
  const today = dayStart(now.getTime());
  return Array.from({ length: PARTITION_DAYS_AHEAD + 1 }, (_, index) => today + index * DAY_MS);
}

/** Drops the day partitions wholly before `cutoff` and deletes the default partition's readings before it. */
export async function dropReadingsBefore(db: PlatformDb, cutoff: Date): Promise<void> {
  const present = await dayPartitions(db);
  if (!present) {
    await db.deleteFrom(READING_TABLE).where('ts', '<', cutoff).execute();
    return;
  }
  for (const [start, name] of present) {
    if (start + DAY_MS <= cutoff.getTime()) await sql`drop table if exists ${sql.table(name)}`.execute(db);
  }
  await sql`delete from ${sql.table(DEFAULT_PARTITION)} where ts < ${cutoff}`.execute(db);
}

/**
 * Turns a plain iot_reading (as 0010_iot made it) into the partitioned table, keeping its rows:
 * one partition for each day they cover and for the days ahead, then the rows moved across.
 */
export async function partitionReadings(db: PlatformDb, now: Date): Promise<void> {
  const old = `${READING_TABLE}_unpartitioned`;
  await sql`alter table ${sql.table(READING_TABLE)} rename to ${sql.table(old)}`.execute(db);
  await sql`alter table ${sql.table(old)} rename constraint ${sql.id(`${READING_TABLE}_pk`)} to ${sql.id(`${old}_pk`)}`.execute(db);
  await sql`drop index if exists ${sql.id(`${READING_TABLE}_ts`)}`.execute(db);
  await sql`
    create table ${sql.table(READING_TABLE)} (
      org_no varchar(64) not null, device_code varchar(64) not null, point_code varchar(64) not null,
      ts timestamptz not null, value double precision not null,
      constraint ${sql.id(`${READING_TABLE}_pk`)} primary key (org_no, device_code, point_code, ts)
    ) partition by range (ts)`.execute(db);
  await sql`create table ${sql.table(DEFAULT_PARTITION)} partition of ${sql.table(READING_TABLE)} default`.execute(db);
  // The purge deletes by time: a block-range index costs the writes almost nothing.
  await sql`create index ${sql.id(`${READING_TABLE}_ts`)} on ${sql.table(READING_TABLE)} using brin (ts)`.execute(db);
  const { rows } = await sql<{ day: Date }>`select distinct date_bin('1 day', ts, timestamptz '2000-01-01 00:00+00') as day from ${sql.table(old)}`.execute(db);
  await createDayPartitions(db, [...new Set([...rows.map((row) => new Date(row.day).getTime()), ...daysAround(now)])]);
  await sql`insert into ${sql.table(READING_TABLE)} select org_no, device_code, point_code, ts, value from ${sql.table(old)}`.execute(db);
  await sql`drop table ${sql.table(old)}`.execute(db);
}
