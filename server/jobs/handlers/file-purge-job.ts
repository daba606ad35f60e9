import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { purgeStaleFiles } from '../../files/file-purge.ts';
import { defineJob } from '../job-types.ts';

/**
 * The purge of stale files (server/files/file-purge.ts) as a job. The registry is read again
 * first, so a record field published on another server keeps its files.
 */
export function filePurgeJob(app: FastifyInstance) {
  return defineJob({
    name: 'purge.files',
    payload: Type.Object({}),
    run: async () => {
      await app.modules.reload();
      const count = await purgeStaleFiles(app.database.db, app.fileStorage, app.modules);
      if (count > 0) app.log.info({ count }, 'stale files purged');
    },
  });
}
