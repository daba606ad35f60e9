import { sql } from 'kysely';
import { AppError, type CompiledModule } from '../../runtime/index.ts';
import { bundleVersion } from '../modules/bundle-version.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

export interface StateWrite {
  key: string;
  /** Field values to set: the state and the stamps. */
  values: Readonly<Record<string, unknown>>;
  userId: string;
  /** The organisation of an org-scoped module's record. */
  orgNo: string | null;
  /** When given, the row must still have this version (E_STALE_RECORD otherwise). */
  rowVersion?: number;
}

/**
 * Writes a record's new state (and stamps) with the update stamp and the next row version, so
 * a form loaded before it is stale. A row that moved on (another transition, a save) meanwhile
 * is not written: E_STALE_RECORD, and the caller's transaction takes its other writes back.
 */
export async function writeRecordState(db: PlatformDb, module: CompiledModule, write: StateWrite): Promise<void> {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(write.values)) {
    const field = module.fields.get(name);
    if (field) columns[field.column] = value;
  }
  let update = moduleTables(db)
    .updateTable(module.table)
    .set({
      ...columns,
      [SYSTEM_COLUMN.updatedBy]: write.userId,
      [SYSTEM_COLUMN.updatedAt]: sql`localtimestamp(0)`,
      [SYSTEM_COLUMN.rowVersion]: sql`${sql.ref(SYSTEM_COLUMN.rowVersion)} + 1`,
      [SYSTEM_COLUMN.bundleVersion]: bundleVersion(module),
    })
    .where(module.primaryKey.column, '=', write.key);
  if (write.rowVersion !== undefined) update = update.where(SYSTEM_COLUMN.rowVersion, '=', write.rowVersion);
  if (module.bundle.entity.orgScoped && write.orgNo !== null) update = update.where(SYSTEM_COLUMN.orgNo, '=', write.orgNo);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('E_STALE_RECORD');
}
