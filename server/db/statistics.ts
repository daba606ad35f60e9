import { sql } from 'kysely';
import type { PlatformDb } from './tables/index.ts';

/**
 * Refreshes the planner's statistics after a bulk write (the demo seed, an import). PGlite runs
 * no autovacuum, and the workflow's SQL conditions are refused by the planner's cost estimate
 * (server/workflow/sql-host.ts), which is only as good as these statistics.
 */
export async function refreshStatistics(db: PlatformDb, table?: string): Promise<void> {
  await (table === undefined ? sql`analyze` : sql`analyze ${sql.table(table)}`).execute(db);
}
