import { engineContext, type EngineContext } from '../../runtime/workflow/engine/engine-context.ts';
import { newId } from '../auth/secrets.ts';
import type { Database } from '../db/database.ts';
import { modelVersion } from './model-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Versions kept per database; a server runs a handful of models, each in a few versions. */
const MAX_CACHED_VERSIONS = 256;

const cachesByDatabase = new WeakMap<Database, Map<string, EngineContext>>();

/**
 * A published model version ready to run, parsed once per database and kept in memory.
 * A wf_model_version row is written once by publishDraft and never changed or deleted, so
 * the copy cannot go stale and a second server reading the same row holds the same model;
 * what may change (which version a model publishes, the instances) is always read from
 * the database. The row is read through `db`, the caller's transaction, so that a busy
 * pool is never asked for a second connection.
 */
export async function publishedModel(database: Database, db: PlatformDb, modelId: string, version: number): Promise<EngineContext> {
  let cache = cachesByDatabase.get(database);
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(database, cache);
  }
  const key = `${version}\u0000${modelId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const engine = engineContext(await modelVersion(db, modelId, version), newId);
  if (cache.size >= MAX_CACHED_VERSIONS) cache.delete(cache.keys().next().value as string);
  cache.set(key, engine);
  return engine;
}
