import { sql, type Migration } from 'kysely';
import { createMissingTables } from '../schema-shape.ts';

/**
 * The cron an administrator gave a schedule in place of its built-in one, for the whole cluster
 * (the tasks screen); no row, the built-in cron.
 */
export const jobScheduleCron: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_job_schedule_cron').ifNotExists()
          .addColumn('schedule_key', 'varchar(300)', (c) => c.primaryKey())
          .addColumn('cron', 'varchar(100)', (c) => c.notNull())
          .addColumn('updated_by', 'varchar(32)')
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
    ]);
  },
};
