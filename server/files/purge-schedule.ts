import type { FastifyInstance } from 'fastify';
import { purgeStaleFiles } from './file-purge.ts';

/**
 * Runs the purge of stale files every config.fileStorage.purgeMinutes (0: never) on each
 * server; there is no job runner yet. The purge's advisory lock makes one server per database
 * do a run, the others finding it taken. The registry is read again first, so a record field
 * published on another server keeps its files.
 * @returns stop: clears the timer and waits for a run in progress (before the storage closes).
 */
export function scheduleFilePurge(app: FastifyInstance): () => Promise<void> {
  const minutes = app.config.fileStorage.purgeMinutes;
  if (minutes <= 0) return async () => {};
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      await app.modules.reload();
      const count = await purgeStaleFiles(app.database.db, app.fileStorage, app.modules);
      if (count > 0) app.log.info({ count }, 'stale files purged');
    } catch (error) {
      app.log.error({ err: error }, 'purging stale files failed');
    }
  };
  const timer = setInterval(() => {
    running = running.then(run);
  }, minutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
