import { AppError, bundleFromTable, type ModuleBundle } from '../../runtime/index.ts';
import { moduleTables } from './design-views.ts';
import { tableColumns } from './table-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * A first draft bundle from the columns of a table of the current schema (not saved). The
 * name must be one of the tables no module uses: it is matched against that list, never put
 * into a statement on its own.
 * @throws AppError E_NOT_FOUND designer.tableNotAvailable for any other name.
 */
export async function generateFromTable(db: PlatformDb, table: string): Promise<ModuleBundle> {
  const available = (await moduleTables(db)).find((entry) => entry.table === table && entry.module === undefined);
  if (!available) throw new AppError('E_NOT_FOUND', { table }, 'designer.tableNotAvailable');
  return bundleFromTable(available.table, await tableColumns(db, available.table));
}
