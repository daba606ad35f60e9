import { sql, type Migration } from 'kysely';
import { createMissingIndexes, createMissingTables } from '../schema-shape.ts';

/**
 * sys_record_transition: the audit of record life cycles (server/lifecycle/transition-log.ts),
 * one row per state change of a record, by a transition a user took or by its workflow
 * (`source` 'transition' | 'workflow'; `transition` the transition's name or the workflow action).
 * Read per record, newest first. Like the baseline it creates only what the catalog lacks.
 */
export const recordTransitions: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_record_transition').ifNotExists()
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('pk_value', 'varchar(64)', (c) => c.notNull())
          .addColumn('org_no', 'varchar(64)')
          .addColumn('source', 'varchar(16)', (c) => c.notNull())
          .addColumn('transition', 'varchar(64)', (c) => c.notNull())
          .addColumn('from_state', 'varchar(64)')
          .addColumn('to_state', 'varchar(64)', (c) => c.notNull())
          .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('user_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
    ]);
    await createMissingIndexes(db, [
      (db) => db.schema.createIndex('sys_record_transition_record_idx').ifNotExists().on('sys_record_transition').columns(['module_id', 'pk_value', 'id']),
    ]);
  },
};
