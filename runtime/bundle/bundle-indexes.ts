/**
 * The indexes a bundle needs on its own table, as far as the bundle alone decides them; the
 * same list server/db/module-migrate.ts creates: the default list order, the import flag, the
 * tree parent, trigram indexes for like searches on text and one unique index per unique key
 * (unique-keys.ts). Parent-key indexes of child lists
 * sit on the child's table and need the child's bundle, so they are left to the server.
 */
import { columnKindOf } from './column-kind.ts';
import { columnNameOf } from './column-name.ts';
import { searchOperatorOf } from './search-defaults.ts';
import { ORG_COLUMN } from './system-columns.ts';
import type { ModuleBundle } from './types.ts';
import { uniqueKeysOf } from './unique-keys.ts';

export interface BundleIndex {
  table: string;
  columns: string[];
  /** A unique index: publishing it is checked against stored duplicates first. */
  unique?: true;
}

/** Index columns in order, org_no first on org-scoped tables; each column list once (unique ones apart). */
export function bundleIndexes(bundle: ModuleBundle): BundleIndex[] {
  const { table, orgScoped, fields, primaryKey } = bundle.entity;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const column = (name: string) => columnNameOf(byName.get(name) ?? { name });
  // Org-scoped queries always filter on org_no first, so it leads every b-tree index of such a table.
  const scoped = (name: string) => (orgScoped ? [ORG_COLUMN, column(name)] : [column(name)]);

  const lists = [scoped(bundle.list.defaultOrder?.field ?? primaryKey)];
  if (bundle.import) lists.push(scoped(bundle.import.flagField));
  if (bundle.tree) lists.push(scoped(bundle.tree.parentField));
  for (const search of bundle.search ?? []) {
    const field = byName.get(search.field);
    if (searchOperatorOf(search) === 'like' && field && columnKindOf(field).kind === 'text') lists.push([column(search.field)]);
  }
  const unique = new Map(lists.map((columns) => [columns.join(','), columns]));
  const indexes: BundleIndex[] = [...unique.values()].map((columns) => ({ table, columns }));
  return [...indexes, ...uniqueKeysOf(bundle).map((key): BundleIndex => ({ table, columns: key.indexColumns, unique: true }))];
}
