import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';
import { PLATFORM_MIGRATIONS } from '../../server/db/migrations/index.ts';
import { PARTITION_DAYS_AHEAD } from '../../server/db/reading-partitions.ts';
import { purgeReadings, writeReadings } from '../../server/iot/reading-store.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';
const DAY = 86_400_000;
const opened: { database: Database; schema?: string }[] = [];

async function preparedDatabase(): Promise<Database> {
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await createDatabase({ databaseUrl: databaseUrl || undefined, schema });
  opened.push({ database, schema });
  await prepareDatabase(database, { seedDemo: false });
  return database;
}

afterEach(async () => {
  for (const { database, schema } of opened.splice(0)) {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
  }
});

/** Where each reading of WT01-SCADA sits: its partition's name by the reading's value. */
async function placement(database: Database): Promise<Record<number, string>> {
  const { rows } = await sql<{ partition: string; value: number }>`select tableoid::regclass::text as partition, value from iot_reading where device_code = 'WT01-SCADA'`.execute(database.db);
  return Object.fromEntries(rows.map((row) => [row.value, row.partition.replace(/^.*\./, '')]));
}

async function partitions(database: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'iot_reading'::regclass order by 1`.execute(database.db);
  return rows.map((row) => row.name);
}

const dayName = (time: number) => `iot_reading_p${new Date(time).toISOString().slice(0, 10).replaceAll('-', '')}`;
const reading = (ts: number, value: number) => ({ orgNo: 'ORG0101', deviceCode: 'WT01-SCADA', pointCode: 'gen_bearing_temp', ts, value });

describe('device readings partitioned by day', () => {
  it('writes a reading into its day, one without a day into the default partition, and the purge drops whole days', async () => {
    const database = await preparedDatabase();
    const now = Date.now();
    expect(await partitions(database)).toEqual(expect.arrayContaining([dayName(now), dayName(now + PARTITION_DAYS_AHEAD * DAY), 'iot_reading_default']));

    await writeReadings(database, [reading(now, 61), reading(now - 3 * DAY, 62), reading(now + 2 * DAY, 63)]);
    expect(await placement(database)).toEqual({ 61: dayName(now), 62: 'iot_reading_default', 63: dayName(now + 2 * DAY) });

    await purgeReadings(database.db, new Date(now), 2);
    expect(await placement(database)).toEqual({ 61: dayName(now), 63: dayName(now + 2 * DAY) });

    const later = now + 10 * DAY;
    await purgeReadings(database.db, new Date(later), 2);
    expect(await placement(database)).toEqual({});
    const left = await partitions(database);
    expect(left).not.toContain(dayName(now + 2 * DAY));
    expect(left).toEqual(expect.arrayContaining([dayName(later), dayName(later + PARTITION_DAYS_AHEAD * DAY), 'iot_reading_default']));
  });

  it('a database whose readings table is plain (as 0010_iot made it) is partitioned by its migration with every reading kept', async () => {
    const database = await preparedDatabase();
    await sql`drop table iot_reading`.execute(database.db);
    await PLATFORM_MIGRATIONS['0010_iot']!.up(database.db);
    const now = Date.now();
    await writeReadings(database, [reading(now - 40 * DAY, 71), reading(now - DAY, 72), reading(now, 73)]);

    await PLATFORM_MIGRATIONS['0011_iot_reading_partitions']!.up(database.db);

    expect(await placement(database)).toEqual({ 71: dayName(now - 40 * DAY), 72: dayName(now - DAY), 73: dayName(now) });
    await writeReadings(database, [reading(now, 73)]);
    expect(Object.keys(await placement(database))).toHaveLength(3);
  });
});
