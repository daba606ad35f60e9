import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { createMissingIndexes } from '../db/schema-shape.ts';

const LINK_MIGRATION_LOCK = 7406220041;

/**
 * sys_view_code: the one-time codes of gotoView links (server/links/view-codes.ts), stored as
 * hashes. Idempotent, never drops; servers starting together take turns under the lock.
 */
export async function migrateLinkSchema(database: Database): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(LINK_MIGRATION_LOCK)})`.execute(trx);
    await trx.schema
      .createTable('sys_view_code').ifNotExists()
      .addColumn('code_hash', 'char(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      // The session that asked for the code: the code dies with it.
      .addColumn('token_hash', 'char(64)', (c) => c.notNull())
      .addColumn('target', 'varchar(500)', (c) => c.notNull())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await createMissingIndexes(trx, [(db) => db.schema.createIndex('sys_view_code_expiry_idx').ifNotExists().on('sys_view_code').column('expires_at')]);
  });
}
