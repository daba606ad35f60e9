import { sql, type Migration } from 'kysely';
import { createMissingIndexes, createMissingTables } from '../schema-shape.ts';

/**
 * The personal workspace of the home page (issue 16): schedule events with their repeat rule,
 * the occurrences a user completed, the reminders already delivered (its key makes a reminder
 * go out once in the cluster), and the carousel's images an administrator chose.
 */
export const workspace: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_user_event').ifNotExists()
          .addColumn('event_no', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('org_no', 'varchar(32)', (c) => c.notNull())
          .addColumn('content', 'varchar(512)', (c) => c.notNull())
          // OT other, BM memo, CD anniversary, BY birthday, MT meeting, WK work (spec 02 §3).
          .addColumn('custom_event_type', 'varchar(8)', (c) => c.notNull())
          // Calendar days 'YYYY-MM-DD' and times 'HH:mm' in Asia/Shanghai (runtime/schedule/occurrences.ts).
          .addColumn('start_dtm', 'varchar(10)', (c) => c.notNull())
          .addColumn('all_day', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
          .addColumn('start_time', 'varchar(5)')
          .addColumn('end_time', 'varchar(5)')
          // N none, D daily, W weekly, M monthly.
          .addColumn('cycle', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
          .addColumn('end_dtm', 'varchar(10)')
          .addColumn('repeat_count', 'integer')
          .addColumn('reminder', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('remind_time', 'varchar(5)')
          // A record the event is about (another module's), as spec 02 §3 carries it.
          .addColumn('module_id', 'varchar(64)')
          .addColumn('pk_val', 'varchar(64)')
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
      (db) =>
        db.schema
          .createTable('sys_user_event_done').ifNotExists()
          .addColumn('event_no', 'varchar(32)', (c) => c.notNull().references('sys_user_event.event_no').onDelete('cascade'))
          .addColumn('event_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('done_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addPrimaryKeyConstraint('sys_user_event_done_pk', ['event_no', 'event_date']),
      (db) =>
        db.schema
          .createTable('sys_user_event_remind').ifNotExists()
          .addColumn('event_no', 'varchar(32)', (c) => c.notNull().references('sys_user_event.event_no').onDelete('cascade'))
          .addColumn('event_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('msg_no', 'varchar(32)', (c) => c.notNull())
          .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addPrimaryKeyConstraint('sys_user_event_remind_pk', ['event_no', 'event_date']),
      (db) =>
        db.schema
          .createTable('sys_home_slide').ifNotExists()
          // 1 to 4: the carousel's places.
          .addColumn('seq', 'integer', (c) => c.primaryKey())
          // The picture as a data: URL (scaled down by the browser): readable by every user of
          // every organisation, with no file row for the file purge to take.
          .addColumn('image', 'text', (c) => c.notNull())
          .addColumn('title', 'varchar(100)')
          .addColumn('updated_by', 'varchar(32)')
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
    ]);
    await createMissingIndexes(db, [
      (db) => db.schema.createIndex('sys_user_event_owner_idx').ifNotExists().on('sys_user_event').columns(['user_id', 'org_no']),
      (db) => db.schema.createIndex('sys_user_event_reminder_idx').ifNotExists().on('sys_user_event').column('reminder'),
    ]);
  },
};
