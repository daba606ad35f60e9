import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { addMissingColumns, createMissingIndexes } from '../db/schema-shape.ts';
import { ensureTemplateSecret } from '../excel/template-secret.ts';

/** Serialises file-schema migrations of servers starting together on one PostgreSQL database. */
const FILE_MIGRATION_LOCK = 7406220011;

/**
 * sys_file: one row per stored file (attachments, images, import uploads, import error
 * workbooks, exports), tied to the organisation and user that made it; sys_file_chunk, the
 * content of files kept in the database; plus the secret that
 * signs import templates. Idempotent, never drops.
 */
export async function migrateFileSchema(database: Database): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(FILE_MIGRATION_LOCK)})`.execute(trx);
    await trx.schema
      .createTable('sys_file').ifNotExists()
      .addColumn('file_id', 'char(32)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      // Attachment group (a record's attachment field value), image group, or import run uuid.
      .addColumn('group_id', 'varchar(64)')
      .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('file_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('byte_size', 'bigint', (c) => c.notNull())
      .addColumn('storage_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('module_id', 'varchar(64)')
      // The verified template mark of an import upload (JSON).
      .addColumn('meta', 'text')
      .execute();
    // Where the content is (FileStorage.place); rows from before it was recorded have none.
    await addMissingColumns(trx, 'sys_file', [{ name: 'storage_place', type: sql`varchar(200)` }]);
    // FILE_STORAGE=postgres: a file's bytes in 1 MiB rows (server/files/storage/postgres-storage.ts).
    await trx.schema
      .createTable('sys_file_chunk').ifNotExists()
      .addColumn('storage_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('sys_file_chunk_pk', ['storage_name', 'seq'])
      .execute();
    await createMissingIndexes(trx, [
      (db) => db.schema.createIndex('sys_file_group_idx').ifNotExists().on('sys_file').columns(['group_id', 'kind']),
      (db) => db.schema.createIndex('sys_file_kind_idx').ifNotExists().on('sys_file').columns(['kind', 'created_at']),
    ]);
  });
  await ensureTemplateSecret(database);
}
