import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;

/** Long enough for any start-up statement that does not wait, short enough to fail fast. */
const LOCK_TIMEOUT_MS = 5000;

/**
 * A connection string whose sessions work in `schema` and give up on any lock they would wait
 * for: a start-up that queued behind another transaction's lock fails instead of stalling.
 */
function impatientUrl(schema: string): string {
  const url = new URL(databaseUrl ?? '');
  url.searchParams.set('options', `-c search_path=${schema},public -c lock_timeout=${LOCK_TIMEOUT_MS}`);
  return url.toString();
}

/**
 * Starting a server on a database whose tables already have their shape takes no lock that
 * other servers' work waits for (issue 11, item 12): an import holds ROW EXCLUSIVE on its
 * module's table (and writes platform tables) for minutes, and a start-up statement that
 * queues behind it (ALTER TABLE's ACCESS EXCLUSIVE, CREATE INDEX's SHARE) makes every later
 * read and write of that table queue behind the start-up in turn.
 */
describe.skipIf(!databaseUrl)('a server starting on a shaped PostgreSQL database', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let first: Database;
  beforeAll(async () => {
    first = await createDatabase({ databaseUrl, schema });
    await prepareDatabase(first, { seedDemo: true });
  });
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(first.db);
    await first.close();
  });

  it('waits for no lock while another transaction holds ROW EXCLUSIVE on every table, as an import does', async () => {
    const holder = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema},public` });
    await holder.connect();
    let second: Database | undefined;
    try {
      const { rows } = await holder.query<{ name: string }>(
        `select quote_ident(table_name) as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'`,
        [schema],
      );
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['vm_vehicle', 'ba_station', 'sys_user', 'sys_file', 'wf_task', 'sys_module_version']));
      await holder.query('begin');
      await holder.query(`lock table ${rows.map((row) => row.name).join(', ')} in row exclusive mode`);

      second = await createDatabase({ databaseUrl: impatientUrl(schema) });
      await expect(prepareDatabase(second, { seedDemo: true })).resolves.toBeDefined();
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
      await second?.close();
    }
  });
});
