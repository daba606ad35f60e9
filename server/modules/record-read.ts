import { sql } from 'kysely';
import { AppError, type CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext, RecordRow } from './record-context.ts';
import { fieldSelections, recordSelections, toRecordRow } from './list-query.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { recordScopeSql } from './record-scope.ts';

export interface LoadedRecord extends RecordRow {
  /** Optimistic lock: a save must send it back (_rowVersion). */
  rowVersion: number;
}

const ROW_VERSION = '__row_version';

export interface LoadRecordOptions {
  /**
   * false: reference and tree-reference labels are left out (each costs a subquery), for
   * callers that work with the values only; dictionary labels are still given.
   */
  labels?: boolean;
}

/**
 * One record the user may read (their data scope, else their organisation). Any other record
 * answers E_RECORD_NOT_FOUND exactly like a missing one: its existence is not disclosed.
 */
export async function loadRecord(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  key: string,
  ctx: RecordContext,
  { labels = true }: LoadRecordOptions = {},
): Promise<LoadedRecord> {
  const fields = [...module.fields.values()];
  const selections = labels ? recordSelections(registry, module, fields, ctx.orgNo) : fieldSelections(fields);
  const readable = recordScopeSql(module, ctx);
  const scope = readable ? sql` and ${readable}` : sql``;
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(selections)}, ${sql.ref(`t.${SYSTEM_COLUMN.rowVersion}`)} as ${sql.id(ROW_VERSION)}
    from ${sql.table(module.table)} as t
    where ${sql.ref(`t.${module.primaryKey.column}`)} = ${key}${scope}`.execute(db);
  const row = rows[0];
  if (!row) throw new AppError('E_RECORD_NOT_FOUND');
  return { ...toRecordRow(module, fields, row, ctx), rowVersion: Number(row[ROW_VERSION]) };
}
