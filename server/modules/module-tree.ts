import { sql, type RawBuilder } from 'kysely';
import { orderTerm, orderValue } from './order-sql.ts';
import { AppError, type CompiledModule, type ListPlan } from '../../runtime/index.ts';
import type { RecordContext } from './record-context.ts';
import { scopePredicates, whereSql } from './list-query.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import { treeNode, type TreeNode } from './tree-node.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Key of the invisible root when the bundle names none (spec 01 §9). */
export const DEFAULT_TREE_ROOT = '-1';

/**
 * The child nodes of `parentId` in a tree module, in drag-sort order, then the planned order.
 * Top-level rows may hold the root key or nothing in their parent field; both are children of
 * the root. `selectable`: a predicate on the row aliased `t` telling the nodes that can be
 * picked; the others come marked disabled. `nameHidden`: the tree's name field is hidden from
 * the user by field policy, so a node is named by its key and the name is never read.
 */
export async function moduleTreeChildren(
  db: PlatformDb,
  module: CompiledModule,
  parentId: string,
  plan: ListPlan,
  ctx: RecordContext,
  { selectable, nameHidden = false }: { selectable?: RawBuilder<unknown>; nameHidden?: boolean } = {},
): Promise<TreeNode[]> {
  const tree = module.bundle.tree;
  const parentField = tree && module.fields.get(tree.parentField);
  const nameField = tree && module.fields.get(tree.nameField);
  if (!tree || !parentField || !nameField) throw new AppError('E_UNKNOWN_ENTITY', { entity: module.entityName });
  const rootId = tree.rootId ?? DEFAULT_TREE_ROOT;
  const pk = sql.ref(`t.${module.primaryKey.column}`);
  const parent = sql.ref(`t.${parentField.column}`);
  const predicates = scopePredicates(module, plan.filters, ctx);
  predicates.push(parentId === rootId ? sql`(${parent} = ${rootId} or ${parent} is null)` : sql`${parent} = ${parentId}`);
  const childScope = module.bundle.entity.orgScoped
    ? sql` and ${sql.ref(`c.${SYSTEM_COLUMN.orgNo}`)} = ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)}`
    : sql``;
  const order = plan.order.map((item) => orderTerm(orderValue(item), item));
  const { rows } = await sql<{ id: string; name: string | null; is_parent: boolean; selectable: boolean }>`
    select ${pk} as id, ${nameHidden ? pk : sql.ref(`t.${nameField.column}`)}::text as name, ${selectable ?? sql`true`} as selectable,
      exists (select 1 from ${sql.table(module.table)} as c where ${sql.ref(`c.${parentField.column}`)} = ${pk}${childScope}) as is_parent
    from ${sql.table(module.table)} as t
    ${whereSql(predicates)}
    order by ${sql.ref(`t.${SYSTEM_COLUMN.seq}`)}, ${sql.join(order)}
    limit ${plan.limit}`.execute(db);
  return rows.map((row) => treeNode(String(row.id), row.name ?? '', parentId, row.is_parent, row.selectable));
}
