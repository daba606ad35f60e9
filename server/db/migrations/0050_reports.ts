import { sql, type Migration } from 'kysely';
import { createMissingIndexes, createMissingTables } from '../schema-shape.ts';

/**
 * sys_report_version: report bundles (runtime/report/) with the life of module versions
 * (draft → published → archived; one draft and one published version per report, the database
 * refuses a second). A report's menu entries are ordinary sys_menu rows whose router_path is
 * system/jimu/reportMenuView and whose module is the report id. Like the baseline it creates
 * only what the catalog lacks.
 */
export const reports: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_report_version').ifNotExists()
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('report_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('status', 'varchar(16)', (c) => c.notNull())
          .addColumn('bundle', 'text', (c) => c.notNull())
          .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
          .addColumn('created_at', sql`timestamp(0)`, (c) => c.notNull().defaultTo(sql`localtimestamp(0)`))
          .addColumn('published_by', 'varchar(64)')
          .addColumn('published_at', sql`timestamp(0)`)
          .addUniqueConstraint('sys_report_version_number', ['report_id', 'version']),
    ]);
    await createMissingIndexes(db, [
      (db) => db.schema.createIndex('sys_report_version_draft').ifNotExists().unique().on('sys_report_version').column('report_id').where(sql.ref('status'), '=', 'draft'),
      (db) => db.schema.createIndex('sys_report_version_published').ifNotExists().unique().on('sys_report_version').column('report_id').where(sql.ref('status'), '=', 'published'),
    ]);
  },
};
