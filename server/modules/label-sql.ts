import { sql, type RawBuilder } from 'kysely';
import { dictionaryItemsByValue, type CompiledField, type CompiledModule, type Locale, type TreeRefKind } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';

/** Where the names of organisation-tree levels live (server/db/migrations/baseline/system-tables.ts). */
const TREE_REF_SOURCES: Record<TreeRefKind, { table: string; key: string; label: RawBuilder<unknown> }> = {
  org: { table: 'sys_org', key: 'org_no', label: sql.ref('l.org_name') },
  depart: { table: 'sys_depart', key: 'depart_no', label: sql.ref('l.depart_name') },
  team: { table: 'sys_team', key: 'team_no', label: sql.ref('l.team_name') },
  post: { table: 'sys_post', key: 'post_no', label: sql.ref('l.post_name') },
  user: { table: 'sys_user', key: 'user_id', label: sql`coalesce(${sql.ref('l.real_name')}, ${sql.ref('l.user_name')})` },
};

/** Alias of a label column in a select list; field names start with a letter, so no clash. */
export function labelAlias(field: CompiledField): string {
  return `__label_${field.name}`;
}

/**
 * A scalar subquery giving the display label of a reference or tree-reference field of the row
 * aliased `t` (or of `value`, an expression holding such a field's value), or undefined for other
 * fields. Referenced org-scoped modules are read only in the user's organisation, so a label
 * never leaks another organisation's data.
 */
export function labelSubquery(registry: ModuleRegistry, field: CompiledField, orgNo: string, value: RawBuilder<unknown> = sql.ref(`t.${field.column}`)): RawBuilder<unknown> | undefined {
  const { reference, treeRef } = field.def;
  if (field.type === 'reference' && reference) {
    const target = registry.byEntityName(reference.entity);
    const labelField = target?.fields.get(reference.labelField);
    const valueField = reference.valueField ? target?.fields.get(reference.valueField) : target?.primaryKey;
    if (!target || !labelField || !valueField) return undefined;
    const scope = target.bundle.entity.orgScoped ? sql` and ${sql.ref(`l.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}` : sql``;
    if (reference.multiple) {
      // A multi-reference's column holds its keys joined by ','; the labels follow in that order.
      const keys = sql`string_to_array(${value}::text, ',')`;
      const key = sql`${sql.ref(`l.${valueField.column}`)}::text`;
      return sql`(select string_agg(${sql.ref(`l.${labelField.column}`)}::text, ',' order by array_position(${keys}, ${key})) from ${sql.table(target.table)} as l where ${key} = any(${keys})${scope})`;
    }
    return sql`(select ${sql.ref(`l.${labelField.column}`)}::text from ${sql.table(target.table)} as l where ${sql.ref(`l.${valueField.column}`)} = ${value}${scope} limit 1)`;
  }
  if (field.type === 'treeRef' && treeRef) {
    const source = TREE_REF_SOURCES[treeRef];
    return sql`(select ${source.label} from ${sql.table(source.table)} as l where ${sql.ref(`l.${source.key}`)} = ${value} limit 1)`;
  }
  return undefined;
}

/** Label of a dictionary field's value in the given language; checkbox values are joined by ','. */
export function dictionaryLabel(module: CompiledModule, field: CompiledField, value: unknown, locale: Locale): string | undefined {
  const dictionary = field.def.dict ? module.dictionaries[field.def.dict] : undefined;
  if (!dictionary || value === null || value === undefined || value === '') return undefined;
  const items = dictionaryItemsByValue(dictionary);
  const labelOf = (item: string) => items.get(item)?.label[locale] ?? item;
  const text = String(value);
  return field.type === 'checkbox' ? text.split(',').map(labelOf).join(',') : labelOf(text);
}
