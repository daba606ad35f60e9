import { sql, type CreateIndexBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { createMissingIndexes } from '../db/schema-shape.ts';
import { MODULES_REVISION_KEY } from './module-revision.ts';

/** Serialises designer migrations of servers starting together on one PostgreSQL database. */
const DESIGNER_MIGRATION_LOCK = 7406220005;

type Db = Kysely<any>;

/**
 * The versions of every module bundle and the audit log of publishing (docs/module-authoring.md,
 * Tables). Times are wall-clock timestamp(0), like module rows: answers show them as stored.
 */
const STATEMENTS: ((db: Db) => Promise<unknown>)[] = [
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
      .addUniqueConstraint('sys_module_version_number', ['module_id', 'version'])
      .execute(),
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
      .addColumn('plan', 'text')
      .execute(),
  (db) => db.insertInto('sys_config').values({ config_key: MODULES_REVISION_KEY, config_value: '0' }).onConflict((c) => c.column('config_key').doNothing()).execute(),
];

const INDEXES: ((db: Db) => CreateIndexBuilder<any>)[] = [
  // At most one draft and one published version per module: the database refuses a second.
  (db) => db.schema.createIndex('sys_module_version_draft').ifNotExists().unique().on('sys_module_version').column('module_id').where(sql.ref('status'), '=', 'draft'),
  (db) => db.schema.createIndex('sys_module_version_published').ifNotExists().unique().on('sys_module_version').column('module_id').where(sql.ref('status'), '=', 'published'),
  (db) => db.schema.createIndex('sys_module_audit_module').ifNotExists().on('sys_module_audit').columns(['module_id', 'created_at']),
];

/** Creates the designer's tables and the modules revision when missing; never drops or alters. */
export async function migrateDesignerSchema(database: Database): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(DESIGNER_MIGRATION_LOCK)})`.execute(trx);
    for (const statement of STATEMENTS) await statement(trx);
    await createMissingIndexes(trx, INDEXES);
  });
}
