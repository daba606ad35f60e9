import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request under `key` in a fixed window of `windowMs`, in one statement on the
 * database's clock, so every server sharing the database counts together. A counter whose
 * window has passed starts again at 1; the purge.expiredRows job removes ended windows.
 */
export async function countHit(db: PlatformDb, key: string, windowMs: number): Promise<Hit> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into sys_rate_limit as r (key, hits, reset_at)
    values (${key}, 1, now() + ${Math.trunc(windowMs)}::integer * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning hits, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('sys_rate_limit upsert returned no row');
  return { current: Number(row.hits), ttl: Math.max(0, Math.ceil(Number(row.ttl))) };
}

type IncrCallback = (error: Error | null, result?: Hit) => void;

/** The plugin's own default window, for a caller that gives none. */
const DEFAULT_WINDOW_MS = 60_000;

/**
 * A store class for @fastify/rate-limit over sys_rate_limit (the plugin instantiates it).
 * The limiters name their keys themselves (server/auth/rate-limits.ts), so a child store is the same store.
 */
export function databaseRateLimitStore(database: Database) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number = DEFAULT_WINDOW_MS): void {
      countHit(database.db, key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
