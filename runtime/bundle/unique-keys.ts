/**
 * Unique keys of a bundle: fields marked `unique` and the entity's `uniqueKeys`, each one set of
 * fields no two records share, within an organisation ('org') or across all ('global'). The
 * server enforces each with a unique index (server/db/module-migrate.ts) and names the fields
 * and the value when a save or an import clashes (server/modules/unique-check.ts).
 */
import { columnNameOf } from './column-name.ts';
import { ORG_COLUMN } from './system-columns.ts';
import type { FieldDef, ModuleBundle, UniqueScope } from './types.ts';

export interface UniqueKey {
  fields: string[];
  columns: string[];
  scope: UniqueScope;
  /** The index's columns: org_no first for the 'org' scope. */
  indexColumns: string[];
  /** Index name suffix, `uniq_` and the columns: the same key always finds its index again. */
  suffix: string;
}

/** A field's own `unique`, as a scope; undefined when not unique. */
export function fieldUniqueScope(field: FieldDef, orgScoped: boolean): UniqueScope | undefined {
  if (field.unique === undefined || field.unique === false) return undefined;
  return field.unique === true ? (orgScoped ? 'org' : 'global') : field.unique.scope;
}

/** Every unique key of the bundle, each field set and scope once; field-level ones first. */
export function uniqueKeysOf(bundle: ModuleBundle): UniqueKey[] {
  const { fields, orgScoped, uniqueKeys = [] } = bundle.entity;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const sets: { fields: string[]; scope: UniqueScope }[] = [];
  for (const field of fields) {
    const scope = fieldUniqueScope(field, orgScoped);
    if (scope) sets.push({ fields: [field.name], scope });
  }
  for (const key of uniqueKeys) sets.push({ fields: key.fields, scope: key.scope ?? (orgScoped ? 'org' : 'global') });
  const keys = new Map<string, UniqueKey>();
  for (const set of sets) {
    const columns = set.fields.map((name) => columnNameOf(byName.get(name) ?? { name }));
    const indexColumns = set.scope === 'org' ? [ORG_COLUMN, ...columns] : columns;
    const suffix = `uniq_${indexColumns.join('_')}`;
    if (!keys.has(suffix)) keys.set(suffix, { fields: set.fields, columns, scope: set.scope, indexColumns, suffix });
  }
  return [...keys.values()];
}
