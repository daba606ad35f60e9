import { sql } from 'kysely';
import type { IndexStatement, TableStatement } from '../../schema-shape.ts';

/**
 * The versions of every module bundle and the audit log of publishing (docs/module-authoring.md,
 * Tables). Times are wall-clock timestamp(0), like module rows: answers show them as stored.
 */
export const DESIGNER_TABLES: readonly TableStatement[] = [
  (db) =>
    db.schema.createTable('sys_module_version').ifNotExists()
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('bundle', 'text', (c) => c.notNull())
      .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', sql`timestamp(0)`, (c) => c.notNull().defaultTo(sql`localtimestamp(0)`))
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('updated_at', sql`timestamp(0)`, (c) => c.notNull().defaultTo(sql`localtimestamp(0)`))
      .addColumn('published_by', 'varchar(64)')
      .addColumn('published_at', sql`timestamp(0)`)
      .addUniqueConstraint('sys_module_version_number', ['module_id', 'version']),
  (db) =>
    db.schema.createTable('sys_module_audit').ifNotExists()
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('from_version', 'integer')
      .addColumn('to_version', 'integer')
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', sql`timestamp(0)`, (c) => c.notNull().defaultTo(sql`localtimestamp(0)`))
      .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('plan', 'text'),
];

export const DESIGNER_INDEXES: readonly IndexStatement[] = [
  // At most one draft and one published version per module: the database refuses a second.
  (db) => db.schema.createIndex('sys_module_version_draft').ifNotExists().unique().on('sys_module_version').column('module_id').where(sql.ref('status'), '=', 'draft'),
  (db) => db.schema.createIndex('sys_module_version_published').ifNotExists().unique().on('sys_module_version').column('module_id').where(sql.ref('status'), '=', 'published'),
  (db) => db.schema.createIndex('sys_module_audit_module').ifNotExists().on('sys_module_audit').columns(['module_id', 'created_at']),
];
