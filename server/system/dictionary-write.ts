/**
 * A dictionary write as every caller makes it: the change, the dictionaries' and modules'
 * revision and the session-change notice in one transaction, then this server reloads its
 * registry (other servers follow at their next request). The dictionary screen and the module
 * designer's inline dictionary both write through it.
 */
import type { FastifyInstance } from 'fastify';
import { notifySessionChange } from '../db/session-changes.ts';
import { bumpDictionariesRevision } from './dictionary-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export async function writeDictionaries<T>(app: FastifyInstance, change: (trx: PlatformDb) => Promise<T>): Promise<T> {
  const done = await app.database.db.transaction().execute(async (trx) => {
    const result = await change(trx);
    await bumpDictionariesRevision(trx);
    await notifySessionChange(app.database.changes, trx, { kind: 'all' });
    return result;
  });
  await app.modules.reload();
  return done;
}
