import { sql, type Migration } from 'kysely';
import { addMissingColumns } from '../schema-shape.ts';

/**
 * sys_job.progress: what a running job reports (rows read, written, refused), rewritten every
 * batch, not every row. sys_job.result: the job's answer, read by the client polling
 * pub/job/status.ajax; an import writes it in the transaction of its rows, so a run whose
 * rows committed is known as done even when its server died before marking it.
 */
export const jobProgress: Migration = {
  async up(db) {
    await addMissingColumns(db, 'sys_job', [
      { name: 'progress', type: sql`jsonb` },
      { name: 'result', type: sql`jsonb` },
    ]);
  },
};
