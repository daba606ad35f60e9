import { sql, type RawBuilder } from 'kysely';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { FileStorage } from './file-storage.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Files nobody holds are kept this long: an upload is attached when its form is saved, a working file fetched at once. */
export const STALE_HOURS = 24;
const BATCH_ROWS = 200;
/** The first key of the purge's advisory lock; the second is the place's hash. */
const PURGE_LOCK_CLASS = 74062212;

/**
 * The advisory lock keys of the purge of `place`: one purge at a time per place, a second server
 * finding it taken leaves the run to the first; servers with folders of their own purge at once.
 */
export function purgeLockKeys(place: string): RawBuilder<unknown> {
  return sql`${sql.lit(PURGE_LOCK_CLASS)}, hashtext(${place})`;
}

/** Whether some record holds the row's group in an attachment or image field of a published module. */
function heldByRecords(registry: ModuleRegistry): RawBuilder<unknown>[] {
  return registry.all().flatMap((module) =>
    [...module.fields.values()]
      .filter((field) => field.type === 'attachment' || field.type === 'image')
      .map((field) => sql`exists (select 1 from ${sql.table(module.table)} as r where r.${sql.ref(field.column)} = f.group_id)`),
  );
}

/**
 * Stale rows of this storage's place: working files (imports, error workbooks, exports) and
 * attachments and images that no record holds (never attached, or their record deleted) nor
 * any user wears as an avatar, older than STALE_HOURS. Rows of another place (another server's
 * folder) are not this server's to judge: it cannot see their content.
 */
function staleRows(trx: PlatformDb, registry: ModuleRegistry, place: string) {
  const held = heldByRecords(registry);
  const unheld = sql`f.kind in ('attach', 'image') and not exists (select 1 from sys_user as u where u.avatar = f.file_id)${sql.join(
    held.map((exists) => sql` and not ${exists}`),
    sql``,
  )}`;
  return trx
    .selectFrom('sys_file as f')
    .select('f.file_id')
    .where('f.storage_place', '=', place)
    .where('f.created_at', '<', sql<Date>`now() - make_interval(hours => ${STALE_HOURS})`)
    .where(sql<boolean>`(f.kind in ('import', 'importError', 'export') or (${unheld}))`)
    .limit(BATCH_ROWS)
    .forUpdate()
    .skipLocked();
}

/**
 * One batch in one transaction: rows locked (a row another purge holds is skipped), deleted and
 * their content removed before the commit, so content and row go together (content kept in the
 * database in the same transaction). Answers how many went, or undefined when another server
 * is purging this place.
 */
async function purgeBatch(db: PlatformDb, storage: FileStorage, registry: ModuleRegistry): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${purgeLockKeys(storage.place)}) as locked`.execute(trx);
    if (!rows[0]?.locked) return undefined;
    const gone = await trx
      .deleteFrom('sys_file')
      .where('file_id', 'in', staleRows(trx, registry, storage.place))
      .returning('storage_name')
      .execute();
    for (const row of gone) await storage.remove(String(row.storage_name), trx);
    return gone.length;
  });
}

/**
 * Removes stale files (staleRows) with their content, batch by batch, then content a crashed
 * write left without a row (FileStorage.sweep); safe to run on several servers at once. Rows
 * written before the place was recorded are left alone. Answers how many files went.
 */
export async function purgeStaleFiles(db: PlatformDb, storage: FileStorage, registry: ModuleRegistry): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await purgeBatch(db, storage, registry);
    if (count === undefined) return total;
    total += count;
    if (count < BATCH_ROWS) break;
  }
  await storage.sweep?.(STALE_HOURS);
  return total;
}
