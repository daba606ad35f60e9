import { sql } from 'kysely';
import type { ServerStats } from '../../contracts/system-monitor.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A server whose last beat is older than this many intervals counts as offline. */
const MISSED_BEATS = 3;

export interface ServerRow {
  serverName: string;
  startedAt: Date;
  beatAt: Date;
  online: boolean;
  stats: ServerStats;
}

/** Every server's last heartbeat, newest start first. */
export async function serverRows(db: PlatformDb, now: Date, intervalMs: number): Promise<ServerRow[]> {
  const rows = await db.selectFrom('sys_server_heartbeat').select(['server_name', 'started_at', 'beat_at', 'stats']).orderBy('started_at', 'desc').execute();
  return rows.map((row) => ({
    serverName: row.server_name as string,
    startedAt: row.started_at as Date,
    beatAt: row.beat_at as Date,
    online: now.getTime() - (row.beat_at as Date).getTime() <= MISSED_BEATS * intervalMs,
    stats: JSON.parse(row.stats as string) as ServerStats,
  }));
}

/** A figure the embedded database may not offer (PGlite has no statistics views): null then. */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

/** The database's size, open connections and the job queue (waiting and running jobs). */
export async function databaseFigures(db: PlatformDb, now: Date) {
  const size = await optional(async () => Number((await sql<{ n: string }>`select pg_database_size(current_database()) as n`.execute(db)).rows[0]?.n));
  const connections = await optional(async () => Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database()`.execute(db)).rows[0]?.n));
  const jobs = await db
    .selectFrom('sys_job')
    .select([
      sql<string>`count(*) filter (where state = 'queued' and run_at <= ${now})`.as('queued'),
      sql<string>`count(*) filter (where state = 'running')`.as('running'),
    ])
    .executeTakeFirst();
  return { sizeBytes: size, connections, queuedJobs: Number(jobs?.queued ?? 0), runningJobs: Number(jobs?.running ?? 0) };
}
