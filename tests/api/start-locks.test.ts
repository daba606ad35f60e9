import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';
import { holdEveryTable, impatientUrl } from './table-locks.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';

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
    const hold = await holdEveryTable(databaseUrl, schema, 'row exclusive');
    let second: Database | undefined;
    try {
      expect(hold.tables).toEqual(expect.arrayContaining(['vm_vehicle', 'ba_station', 'sys_user', 'sys_file', 'wf_task', 'sys_module_version']));
      second = await createDatabase({ databaseUrl: impatientUrl(databaseUrl, schema) });
      await expect(prepareDatabase(second, { seedDemo: true })).resolves.toBeDefined();
    } finally {
      await hold.release();
      await second?.close();
    }
  });
});
