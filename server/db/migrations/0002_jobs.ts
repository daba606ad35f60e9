import { sql, type Migration } from 'kysely';
import { createMissingIndexes, createMissingTables } from '../schema-shape.ts';

/**
 * sys_job: the queue, the schedule's fire times and the history in one table (server/jobs/job-runner.ts).
 * A queued row waits for run_at; a running row belongs to locked_by until locked_until (the lease,
 * renewed while the handler runs); done and failed rows stay as history until the prune job.
 * (schedule_key, scheduled_at) is unique: servers firing the same schedule insert one row.
 * Like the baseline it creates only what the catalog lacks, so it passes through a database
 * whose migration records were lost.
 */
export const jobs: Migration = {
  async up(db) {
    await createMissingTables(db, [
      (db) =>
        db.schema
          .createTable('sys_job').ifNotExists()
          .addColumn('id', 'bigserial', (c) => c.primaryKey())
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          // Which servers may take it: 'cluster' (any), or a storage place (the servers that see its files).
          .addColumn('queue', 'varchar(200)', (c) => c.notNull())
          .addColumn('payload', 'jsonb', (c) => c.notNull())
          // queued | running | done | failed
          .addColumn('state', 'varchar(16)', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('max_attempts', 'integer', (c) => c.notNull())
          .addColumn('run_at', 'timestamptz', (c) => c.notNull())
          .addColumn('locked_by', 'varchar(100)')
          .addColumn('locked_until', 'timestamptz')
          .addColumn('last_error', 'text')
          // A scheduled run: its schedule and fire time; null for a job queued by code.
          .addColumn('schedule_key', 'varchar(300)')
          .addColumn('scheduled_at', 'timestamptz')
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('finished_at', 'timestamptz'),
    ]);
    await createMissingIndexes(db, [
      (db) => db.schema.createIndex('sys_job_fire_idx').ifNotExists().unique().on('sys_job').columns(['schedule_key', 'scheduled_at']),
      (db) => db.schema.createIndex('sys_job_due_idx').ifNotExists().on('sys_job').columns(['state', 'run_at']),
      (db) => db.schema.createIndex('sys_job_finished_idx').ifNotExists().on('sys_job').column('finished_at'),
    ]);
  },
};
