import type { FastifyInstance } from 'fastify';
import { notifySessionChange } from '../db/session-changes.ts';
import type { Heartbeat } from './heartbeat.ts';

/**
 * The cache screen's reload, as every server hears it (LISTEN/NOTIFY on PostgreSQL, in process
 * on PGlite): the session cache empties itself (server/auth/session-cache.ts); this listener
 * reads the modules, dictionaries and parameters again and reports at once.
 */
export function listenForReload(app: FastifyInstance, heartbeat: Heartbeat): () => void {
  return app.database.changes.subscribe({
    change(change) {
      if (change.kind !== 'reload') return;
      void Promise.all([app.modules.reload(), app.params.reload()])
        .then(() => heartbeat.beat())
        .catch((error: unknown) => app.log.error({ err: error }, 'reload failed'));
    },
    feed: () => undefined,
  });
}

/** Asks every server to reload. */
export async function reloadEveryServer(app: FastifyInstance): Promise<void> {
  await notifySessionChange(app.database.changes, app.database.db, { kind: 'reload' });
}
