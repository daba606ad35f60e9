import { sql } from 'kysely';
import { AppError, type CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext } from './record-context.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import { assertDeletable } from './record-guards.ts';
import { storedParentKeys } from './parent-editable.ts';
import { recomputeParents } from './parent-totals.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';
import { recordScopeSql } from './record-scope.ts';

type Link = { module: CompiledModule; column: string };

export interface DeleteContext extends RecordContext {
  /** A check run in the delete's transaction before any row goes (the parents of child rows: parent-editable.ts). */
  beforeDelete?: (trx: PlatformDb, keys: readonly string[]) => Promise<void>;
}

/** Rows that cannot outlive a record: child-list rows pointing at it and, in a tree, its child nodes. */
function dependentLinks(registry: ModuleRegistry, module: CompiledModule): Link[] {
  const links: Link[] = [];
  for (const child of module.bundle.form.children ?? []) {
    const childModule = registry.byModuleId(child.module);
    const parentField = childModule?.fields.get(child.parentId ?? 'parentId');
    if (childModule && parentField) links.push({ module: childModule, column: parentField.column });
  }
  const treeParent = module.bundle.tree && module.fields.get(module.bundle.tree.parentField);
  if (treeParent) links.push({ module, column: treeParent.column });
  return links;
}

async function deleteWhere(trx: PlatformDb, module: CompiledModule, column: string, keys: string[], orgNo: string): Promise<string[]> {
  let query = moduleTables(trx).deleteFrom(module.table).where(column, 'in', keys);
  if (module.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', orgNo);
  const rows = await query.returning(module.primaryKey.column).execute();
  return rows.map((row) => String(row[module.primaryKey.column]));
}

/** Deletes what depends on the deleted keys, depth first; each row goes once, so cycles end. */
async function deleteDependents(trx: PlatformDb, registry: ModuleRegistry, module: CompiledModule, keys: string[], orgNo: string): Promise<void> {
  if (keys.length === 0) return;
  for (const link of dependentLinks(registry, module)) {
    const deleted = await deleteWhere(trx, link.module, link.column, keys, orgNo);
    await deleteDependents(trx, registry, link.module, deleted, orgNo);
  }
}

/**
 * Deletes records of the user's organisation with their child rows, all or nothing: when one
 * key is missing or belongs to another organisation nothing is deleted (E_RECORD_NOT_FOUND).
 */
export async function deleteRecords(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  keys: readonly string[],
  ctx: DeleteContext,
): Promise<number> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    await ctx.beforeDelete?.(trx, unique);
    await assertDeletable(trx, registry, module, unique, ctx);
    const parents = await storedParentKeys(trx, registry, module, unique, ctx.orgNo);
    // A record outside the user's data scope is as missing as one of another organisation.
    const readable = recordScopeSql(module, ctx, module.table);
    if (readable) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(module.table)} where ${sql.ref(module.primaryKey.column)} in (${sql.join(unique)}) and ${readable}`.execute(trx);
      if (Number(rows[0]?.n ?? 0) !== unique.length) throw new AppError('E_RECORD_NOT_FOUND');
    }
    const deleted = await deleteWhere(trx, module, module.primaryKey.column, unique, ctx.orgNo);
    if (deleted.length !== unique.length) throw new AppError('E_RECORD_NOT_FOUND');
    await deleteDependents(trx, registry, module, deleted, ctx.orgNo);
    // The parents' totals over their child rows follow the removal.
    await recomputeParents(trx, registry, module, parents, ctx);
    return deleted.length;
  });
}
