import { sql, type Migration } from 'kysely';
import { createMissingIndexes, createMissingTables } from '../schema-shape.ts';

/**
 * wf_task_reassign: the audit of the workflow monitor's reassignments (server/workflow/monitor/
 * task-reassign.ts), one row per open task given from one handler to another, with the
 * administrator who did it and their reason. Read per instance and per organisation, newest first.
 */
export const workflowReassign: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('wf_task_reassign').ifNotExists()
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('task_no', 'varchar(32)', (c) => c.notNull())
          .addColumn('inst_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('org_no', 'varchar(64)', (c) => c.notNull())
          .addColumn('from_user', 'varchar(32)', (c) => c.notNull())
          .addColumn('to_user', 'varchar(32)', (c) => c.notNull())
          .addColumn('reason', 'varchar(500)', (c) => c.notNull())
          .addColumn('by_user', 'varchar(32)', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
    ]);
    await createMissingIndexes(db, [
      (db) => db.schema.createIndex('wf_task_reassign_inst_idx').ifNotExists().on('wf_task_reassign').columns(['inst_id', 'id']),
      (db) => db.schema.createIndex('wf_task_reassign_org_idx').ifNotExists().on('wf_task_reassign').columns(['org_no', 'id']),
    ]);
  },
};
