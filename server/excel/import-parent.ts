import { sql, type Kysely } from 'kysely';
import { AppError, type CompiledModule } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { DEFAULT_TREE_ROOT } from '../modules/module-tree.ts';

async function parentRow(db: Kysely<any>, module: CompiledModule, key: string, orgNo: string): Promise<Record<string, unknown>> {
  const scope = module.bundle.entity.orgScoped ? sql` and ${sql.ref(SYSTEM_COLUMN.orgNo)} = ${orgNo}` : sql``;
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(module.table)} where ${sql.ref(module.primaryKey.column)} = ${key}${scope}`.execute(db);
  if (!rows[0]) throw new AppError('E_RECORD_NOT_FOUND');
  return rows[0];
}

/**
 * The values every imported row gets from the import call's parentId: the link (and parent
 * name) of a child list, or the parent node of a tree. The parent must be a record of the
 * user's organisation; its name is read from it, not taken from the client.
 * @throws AppError E_RECORD_NOT_FOUND (no such parent), E_BAD_REQUEST (the module has no parent).
 */
export async function parentValues(
  db: Kysely<any>,
  registry: ModuleRegistry,
  module: CompiledModule,
  parentId: string,
  parentName: string,
  orgNo: string,
): Promise<Record<string, unknown>> {
  if (parentId === '') return {};
  for (const parent of registry.all()) {
    const child = parent.bundle.form.children?.find((entry) => entry.module === module.moduleId);
    if (!child) continue;
    const link = module.fields.get(child.parentId ?? 'parentId');
    if (!link) break;
    const row = await parentRow(db, parent, parentId, orgNo);
    const nameField = module.fields.get(child.parentName ?? 'parentName');
    const labelField = child.parentLabelField ? parent.fields.get(child.parentLabelField) : undefined;
    const name = String((labelField ? row[labelField.column] : parentName) ?? '');
    return { [link.name]: parentId, ...(nameField ? { [nameField.name]: name || null } : {}) };
  }
  const tree = module.bundle.tree;
  if (tree && module.fields.has(tree.parentField)) {
    if (parentId !== (tree.rootId ?? DEFAULT_TREE_ROOT)) await parentRow(db, module, parentId, orgNo);
    return { [tree.parentField]: parentId };
  }
  throw new AppError('E_BAD_REQUEST', { reason: 'parentId' });
}
