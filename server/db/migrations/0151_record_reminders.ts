import type { Migration } from 'kysely';
import { createMissingTables } from '../schema-shape.ts';

/**
 * The reminders of record dates already sent (bundle `reminders`): one row per module,
 * reminder, record and date, claimed in the transaction that stores the message, so each is
 * sent once in the cluster, and again only when the record's date changes.
 */
export const recordReminders: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_record_reminder').ifNotExists()
          .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('reminder_id', 'varchar(64)', (c) => c.notNull())
          .addColumn('record_key', 'varchar(64)', (c) => c.notNull())
          .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('msg_no', 'varchar(32)', (c) => c.notNull())
          .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
          .addPrimaryKeyConstraint('sys_record_reminder_pk', ['module_id', 'reminder_id', 'record_key', 'due_date']),
    ]);
  },
};
