import { sql } from 'kysely';
import type { IndexStatement, TableColumns, TableStatement } from '../../schema-shape.ts';

/**
 * sys_file: one row per stored file (attachments, images, import uploads, import error
 * workbooks, exports), tied to the organisation and user that made it; sys_file_chunk, the
 * content of files kept in the database (FILE_STORAGE=postgres, 1 MiB rows).
 */
export const FILE_TABLES: readonly TableStatement[] = [
  (db) =>
    db.schema.createTable('sys_file').ifNotExists()
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
      .addColumn('meta', 'text'),
  (db) =>
    db.schema.createTable('sys_file_chunk').ifNotExists()
      .addColumn('storage_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('sys_file_chunk_pk', ['storage_name', 'seq']),
];

/** Where the content is (FileStorage.place); rows from before it was recorded have none. */
export const FILE_COLUMNS: readonly TableColumns[] = [
  { table: 'sys_file', columns: [{ name: 'storage_place', type: sql`varchar(200)` }] },
];

export const FILE_INDEXES: readonly IndexStatement[] = [
  (db) => db.schema.createIndex('sys_file_group_idx').ifNotExists().on('sys_file').columns(['group_id', 'kind']),
  (db) => db.schema.createIndex('sys_file_kind_idx').ifNotExists().on('sys_file').columns(['kind', 'created_at']),
];
