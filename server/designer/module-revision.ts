import { sql } from 'kysely';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * sys_config key of the modules revision: a counter bumped in the same transaction as every
 * change of the published set. Every server compares it with the snapshot it serves.
 */
export const MODULES_REVISION_KEY = 'modules.revision';

/** Reads as a number; a missing or unreadable value counts as 0 (nothing published yet). */
export function revisionNumber(value: unknown): number {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : 0;
}

/** The current revision, as a scalar subquery for statements that need it alongside their rows. */
export function revisionSubquery() {
  return sql<string>`(select config_value from sys_config where config_key = ${MODULES_REVISION_KEY})`;
}

/** The revision as the database holds it now. */
export async function readModulesRevision(db: PlatformDb): Promise<number> {
  const row = await db.selectFrom('sys_config').select('config_value').where('config_key', '=', MODULES_REVISION_KEY).executeTakeFirst();
  return revisionNumber(row?.config_value);
}

/**
 * Starts the revision at 0 on a database that has none; reads first, so a start on a database
 * that has it writes nothing.
 */
export async function ensureModulesRevision(db: PlatformDb): Promise<void> {
  const row = await db.selectFrom('sys_config').select('config_key').where('config_key', '=', MODULES_REVISION_KEY).executeTakeFirst();
  if (row) return;
  await db.insertInto('sys_config').values({ config_key: MODULES_REVISION_KEY, config_value: '0' }).onConflict((c) => c.column('config_key').doNothing()).execute();
}

/** Bumps the revision inside the caller's transaction: other servers reload on their next request. */
export async function bumpModulesRevision(trx: PlatformDb): Promise<number> {
  const row = await trx
    .updateTable('sys_config')
    .set({ config_value: sql`(cast(config_value as integer) + 1)::text` })
    .where('config_key', '=', MODULES_REVISION_KEY)
    .returning('config_value')
    .executeTakeFirstOrThrow();
  return revisionNumber(row.config_value);
}
