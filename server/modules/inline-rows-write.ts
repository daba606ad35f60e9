import { sql } from 'kysely';
import { AppError, childFieldPath, type CompiledModule } from '../../runtime/index.ts';
import type { RecordContext } from './record-context.ts';
import { recordKey } from './record-key.ts';
import { bundleVersion } from './bundle-version.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { InlineChildrenPlan, InlineListPlan, PlannedRow } from './inline-children.ts';
import type { ModuleRegistry } from './registry.ts';
import { assertRowChecks } from './record-checks.ts';
import { parentFieldsRead } from './check-parent-values.ts';
import { holdPublishedVersion } from '../designer/version-guard.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

/** Rows per insert statement: 1,000 rows of 30 columns stay far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 500;

/** The parent's display name copied into the rows (parentLabelField → parentName). */
async function parentName(trx: PlatformDb, parent: CompiledModule, list: InlineListPlan['list'], parentKey: string): Promise<unknown> {
  if (!list.labelField) return undefined;
  const row = await moduleTables(trx).selectFrom(parent.table).select(list.labelField.column).where(parent.primaryKey.column, '=', parentKey).executeTakeFirst();
  return row?.[list.labelField.column] ?? null;
}

/**
 * Inserts the new rows and updates the changed ones of one list with multi-row statements
 * (INSERT … ON CONFLICT on the key): a stored row is updated only while it still belongs to
 * this parent and organisation, so a row that moved meanwhile is not rewritten but refused.
 */
async function upsertRows(trx: PlatformDb, parent: CompiledModule, plan: KeyedListPlan, parentKey: string, ctx: RecordContext): Promise<void> {
  const { list } = plan;
  const child = list.module;
  const orgScoped = child.bundle.entity.orgScoped;
  const name = list.nameField ? await parentName(trx, parent, list, parentKey) : undefined;
  const version = bundleVersion(child);
  const fieldColumns = [...child.fields.values()].filter((field) => field !== child.primaryKey).map((field) => field.column);
  const written = plan.rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.write)
    .map(({ row, index }) => {
      const values: Record<string, unknown> = {};
      for (const field of child.fields.values()) if (field !== child.primaryKey) values[field.column] = row.values[field.name] ?? null;
      values[list.linkField.column] = parentKey;
      if (list.nameField) values[list.nameField.column] = name ?? null;
      return {
        ...values,
        [child.primaryKey.column]: row.key,
        ...(orgScoped ? { [SYSTEM_COLUMN.orgNo]: ctx.orgNo } : {}),
        [SYSTEM_COLUMN.createdBy]: ctx.userId,
        [SYSTEM_COLUMN.createdAt]: sql`localtimestamp(0)`,
        [SYSTEM_COLUMN.rowVersion]: 1,
        [SYSTEM_COLUMN.seq]: index + 1,
        [SYSTEM_COLUMN.bundleVersion]: version,
      };
    });
  const excluded = (column: string) => sql.ref(`excluded.${column}`);
  const own = (column: string) => sql.ref(`${child.table}.${column}`);
  for (let start = 0; start < written.length; start += ROWS_PER_STATEMENT) {
    const chunk = written.slice(start, start + ROWS_PER_STATEMENT);
    const result = await moduleTables(trx)
      .insertInto(child.table)
      .values(chunk)
      .onConflict((conflict) => {
        const update = conflict
          .column(child.primaryKey.column)
          .doUpdateSet({
            ...Object.fromEntries(fieldColumns.map((column) => [column, excluded(column)])),
            [SYSTEM_COLUMN.seq]: excluded(SYSTEM_COLUMN.seq),
            [SYSTEM_COLUMN.updatedBy]: ctx.userId,
            [SYSTEM_COLUMN.updatedAt]: sql`localtimestamp(0)`,
            [SYSTEM_COLUMN.rowVersion]: sql`${own(SYSTEM_COLUMN.rowVersion)} + 1`,
            [SYSTEM_COLUMN.bundleVersion]: version,
          })
          .where(own(list.linkField.column), '=', parentKey);
        return orgScoped ? update.where(own(SYSTEM_COLUMN.orgNo), '=', ctx.orgNo) : update;
      })
      .returning(child.primaryKey.column)
      .execute();
    if (result.length !== chunk.length) throw new AppError('E_STALE_RECORD');
  }
}

/** Deletes the parent's rows the save left out (only this parent's, in the user's organisation). */
async function deleteRemoved(trx: PlatformDb, plan: InlineListPlan, parentKey: string, ctx: RecordContext): Promise<void> {
  if (plan.removed.length === 0) return;
  const child = plan.list.module;
  let query = moduleTables(trx).deleteFrom(child.table).where(child.primaryKey.column, 'in', plan.removed).where(plan.list.linkField.column, '=', parentKey);
  if (child.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', ctx.orgNo);
  const result = await query.executeTakeFirst();
  if (Number(result.numDeletedRows) !== plan.removed.length) throw new AppError('E_STALE_RECORD');
}

/** A list's plan with every row's key: stored rows keep theirs, new rows get theirs before the write. */
type KeyedListPlan = Omit<InlineListPlan, 'rows'> & { rows: (PlannedRow & { key: string })[] };

/**
 * The rows' save checks (bundle `checks` of the child module), after the rows are written: the
 * rows the save writes, and every row when a check reads the parent's fields (`parent.<field>`),
 * which this save may have changed under rows it leaves as they were.
 */
async function checkRows(trx: PlatformDb, registry: ModuleRegistry, plan: KeyedListPlan, parentKey: string, ctx: RecordContext): Promise<void> {
  const child = plan.list.module;
  const checks = (child.bundle.checks ?? []).filter((check) => (check.when ?? 'save') === 'save');
  if (checks.length === 0) return;
  const readsParent = parentFieldsRead(checks).length > 0;
  const rows = plan.rows.map((row, index) => ({ row, index })).filter(({ row }) => readsParent || row.write);
  await assertRowChecks(
    trx,
    registry,
    child,
    rows.map(({ row }) => ({ key: row.key, values: { ...row.values, [plan.list.linkField.name]: parentKey } })),
    ctx,
    (at, field) => childFieldPath(child.moduleId, rows[at]!.index, field),
  );
}

/**
 * Writes the planned inline rows under the parent just written, in the save's transaction:
 * removed rows deleted, new rows inserted, changed or moved rows updated, each row's seq its
 * position (1..n), then the rows' checks. Each child module's published version is held like the parent's.
 */
export async function writeInlineChildren(trx: PlatformDb, registry: ModuleRegistry, parent: CompiledModule, plan: InlineChildrenPlan, parentKey: string, ctx: RecordContext): Promise<void> {
  for (const listPlan of plan.lists) {
    const keyed: KeyedListPlan = { ...listPlan, rows: listPlan.rows.map((row) => ({ ...row, key: row.key ?? recordKey() })) };
    await holdPublishedVersion(trx, listPlan.list.module);
    await deleteRemoved(trx, listPlan, parentKey, ctx);
    await upsertRows(trx, parent, keyed, parentKey, ctx);
    await checkRows(trx, registry, keyed, parentKey, ctx);
  }
}
