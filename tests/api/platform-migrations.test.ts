import { randomBytes } from 'node:crypto';
import { sql, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';
import { migratePlatformSchema } from '../../server/db/platform-migrate.ts';
import { PLATFORM_MIGRATIONS } from '../../server/db/migrations/index.ts';
import { schemaTableColumns } from '../../server/db/schema-shape.ts';
import { platformShape } from './platform-shape.ts';
import { holdEveryTable, impatientUrl } from './table-locks.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';

const opened: { database: Database; schema?: string }[] = [];

/** A database of its own: PGlite in memory, or a fresh schema of DATABASE_URL. */
async function freshDatabase(): Promise<{ database: Database; schema?: string }> {
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await createDatabase({ databaseUrl: databaseUrl || undefined, schema });
  opened.push({ database, schema });
  return { database, schema };
}

afterEach(async () => {
  for (const { database, schema } of opened.splice(0)) {
    if (schema) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
  }
});

/** What the create-if-missing start-up of earlier releases left: every table, no record of migrations. */
async function forgetMigrations(database: Database): Promise<void> {
  await sql`drop table sys_migration, sys_migration_lock`.execute(database.db);
}

async function migrationNames(database: Database): Promise<string[]> {
  const rows = await database.db.selectFrom('sys_migration').select('name').orderBy('name').execute();
  return rows.map((row) => String(row.name));
}

/** Every migration the platform ships, in the order they run. */
const SHIPPED = Object.keys(PLATFORM_MIGRATIONS).sort();
/** A later platform change, made only for the test (named after every shipped one): a column and an index on sys_config. */
const TEST_MIGRATION = '9999_config_note';

const addConfigNote: Migration = {
  async up(db) {
    await db.schema.alterTable('sys_config').addColumn('note', 'text').execute();
    await db.schema.createIndex('sys_config_note_idx').on('sys_config').column('note').execute();
  },
};

describe('platform migrations at start', () => {
  it('records a database made by the create-if-missing start-up at the baseline and changes none of its tables', async () => {
    const { database } = await freshDatabase();
    await prepareDatabase(database, { seedDemo: false });
    expect(await migrationNames(database)).toEqual(SHIPPED);
    await forgetMigrations(database);
    const before = await platformShape(database.db);

    await prepareDatabase(database, { seedDemo: false });

    expect(await platformShape(database.db)).toEqual(before);
    expect(await migrationNames(database)).toEqual(SHIPPED);
  });

  it('brings a database from before the sign-in hardening up to the baseline at start', async () => {
    const { database } = await freshDatabase();
    await prepareDatabase(database, { seedDemo: false });
    const current = await platformShape(database.db);
    await forgetMigrations(database);
    await sql`alter table sys_token drop column session_id`.execute(database.db);
    await sql`drop table sys_login_lock, sys_user_audit`.execute(database.db);

    await prepareDatabase(database, { seedDemo: false });

    expect((await schemaTableColumns(database.db, 'sys_token'))?.has('session_id')).toBe(true);
    expect(await platformShape(database.db)).toEqual(current);
    expect(await migrationNames(database)).toEqual(SHIPPED);
  });

  it('runs a pending migration once: the next start finds nothing to run', async () => {
    const { database } = await freshDatabase();
    await prepareDatabase(database, { seedDemo: false });
    const migrations = { ...PLATFORM_MIGRATIONS, [TEST_MIGRATION]: addConfigNote };

    const first = await migratePlatformSchema(database, migrations);
    const second = await migratePlatformSchema(database, migrations);

    expect(first.map((result) => [result.migrationName, result.status])).toEqual([[TEST_MIGRATION, 'Success']]);
    expect(second).toEqual([]);
    expect((await schemaTableColumns(database.db, 'sys_config'))?.has('note')).toBe(true);
    expect(await migrationNames(database)).toEqual([...SHIPPED, TEST_MIGRATION]);
  });
});

describe.skipIf(!databaseUrl)('starts on PostgreSQL', () => {
  it('runs the baseline once when three servers start together on a new database', async () => {
    const { database, schema } = await freshDatabase();
    const others = await Promise.all([1, 2].map(() => createDatabase({ databaseUrl, schema })));
    try {
      await Promise.all([database, ...others].map((each) => prepareDatabase(each, { seedDemo: false })));
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
    const rows = await database.db.selectFrom('sys_migration').select('name').execute();
    expect(rows.map((row) => row.name)).toEqual(SHIPPED);
  });

  /**
   * A start on an up-to-date database only reads: another session holds EXCLUSIVE (which lets
   * nothing but ACCESS SHARE through) on every table, and the start, giving up on any lock it
   * would wait for, still completes; pg_locks shows the hold was in force on every table.
   */
  it('a second start changes nothing and takes no lock beyond reading while every table is held EXCLUSIVE', async () => {
    const { database, schema } = await freshDatabase();
    await prepareDatabase(database, { seedDemo: false });
    const before = await platformShape(database.db);
    const hold = await holdEveryTable(databaseUrl, schema!, 'exclusive');
    let second: Database | undefined;
    try {
      expect(hold.tables).toEqual(expect.arrayContaining(['sys_migration', 'sys_migration_lock', 'sys_config', 'sys_module_version', 'vm_vehicle']));
      second = await createDatabase({ databaseUrl: impatientUrl(databaseUrl, schema!) });
      await expect(prepareDatabase(second, { seedDemo: false })).resolves.toBeDefined();
      const modes = await hold.grantedModes();
      expect(hold.tables.filter((table) => !modes.get(table)?.includes('ExclusiveLock'))).toEqual([]);
    } finally {
      await hold.release();
      await second?.close();
    }
    expect(await platformShape(database.db)).toEqual(before);
    expect(await migrationNames(database)).toEqual(SHIPPED);
  });
});
