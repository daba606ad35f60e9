import { sourceFieldRef, type CompiledModule, type RecordCheckDef } from '../../runtime/index.ts';
import { isLinkCondition } from '../../runtime/bundle/record-check-types.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';
import type { ModuleRegistry } from './registry.ts';
import { parentLink } from './parent-link.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';

/** The fields of the checked record's parent its checks compare with (`parent.<field>` in a link's equalsField). */
export function parentFieldsRead(checks: readonly RecordCheckDef[]): string[] {
  const names = checks.flatMap((check) =>
    [...check.left, ...check.right].flatMap((term) => (term.sumOf ?? term.countOf)?.where.filter(isLinkCondition).map((item) => sourceFieldRef(item.equalsField)) ?? []),
  );
  return [...new Set(names.filter((ref) => ref.onParent).map((ref) => ref.field))];
}

/**
 * Reads the checked records' parents' values their checks read, as `parent.<field>`: the
 * record each names in the child list's link field, read in the save's transaction (so a
 * parent written by the same save is seen), in the user's organisation, once per parent.
 * Blank when a record names no parent or the module is no child list: the check's link then
 * matches nothing.
 * @example const read = parentValuesReader(trx, registry, outboundLine, checks, 'ORG01'); await read(values) // { 'parent.warehouseId': 'WH-01' }
 */
export function parentValuesReader(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  checks: readonly RecordCheckDef[],
  orgNo: string,
): (values: Readonly<Record<string, unknown>>) => Promise<Record<string, unknown>> {
  const names = parentFieldsRead(checks);
  const link = names.length > 0 ? parentLink(registry, module) : undefined;
  if (!link || link.parent === module) return async () => ({});
  const { parent } = link;
  const fields = names.flatMap((name) => {
    const field = parent.fields.get(name);
    return field ? [field] : [];
  });
  const read = async (parentKey: string) => {
    let query = moduleTables(db)
      .selectFrom(parent.table)
      .select(fields.map((field) => `${field.column} as ${field.name}`))
      .where(parent.primaryKey.column, '=', parentKey);
    if (parent.bundle.entity.orgScoped) query = query.where(SYSTEM_COLUMN.orgNo, '=', orgNo);
    const row = await query.executeTakeFirst();
    return Object.fromEntries(fields.map((field) => [`parent.${field.name}`, row?.[field.name] ?? null]));
  };
  const readByKey: Map<string, Promise<Record<string, unknown>>> = new Map();
  return async (values) => {
    const parentKey = values[link.field.name];
    if (parentKey === undefined || parentKey === null || parentKey === '') return {};
    const key = String(parentKey);
    if (!readByKey.has(key)) readByKey.set(key, read(key));
    return readByKey.get(key)!;
  };
}
