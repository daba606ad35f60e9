import type { Kysely } from 'kysely';
import { deleteExpiredRecords } from './file-records.ts';
import type { FileKind, FileStorage } from './file-storage.ts';

/** Working files of imports and exports are fetched right after they are made; a day is plenty. */
const WORKING_KINDS: readonly FileKind[] = ['import', 'importError', 'export'];
const WORKING_HOURS = 24;

/**
 * Deletes working files older than a day, rows first so no client can be handed a file that is
 * going away. Called when new working files are made, so storage stays bounded without a scheduler.
 */
export async function purgeWorkingFiles(db: Kysely<any>, storage: FileStorage): Promise<void> {
  const names = await deleteExpiredRecords(db, WORKING_KINDS, WORKING_HOURS);
  await Promise.all(names.map((name) => storage.remove(name)));
}
