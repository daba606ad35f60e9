import { AppError, type CompiledModule } from '../../runtime/index.ts';
import type { RecordContext } from './record-context.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

export interface SortItem {
  pk: string;
  seq: number;
}

/**
 * Stores a drag-sort order (column seq). All or nothing: a key missing from the user's
 * organisation refuses the whole order. Sorting is not an edit of the record, so its row
 * version stays.
 */
export async function sortRecords(db: PlatformDb, module: CompiledModule, items: readonly SortItem[], ctx: RecordContext): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      let query = moduleTables(trx).updateTable(module.table).set({ [SYSTEM_COLUMN.seq]: item.seq }).where(module.primaryKey.column, '=', item.pk);
      if (module.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', ctx.orgNo);
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError('E_RECORD_NOT_FOUND');
    }
  });
}
