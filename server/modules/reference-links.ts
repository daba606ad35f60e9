import { sql, type RawBuilder } from 'kysely';
import type { CompiledField, CompiledModule, Filter } from '../../runtime/index.ts';
import { indexName } from '../db/index-name.ts';
import { schemaIndexes, schemaTables } from '../db/schema-shape.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

/**
 * Multi-references (`reference.multiple`): the record's column keeps the keys joined by ','
 * (what the wire carries, lists and exports show), and a link table per field,
 * `<table>__<column>` (record_key, target_key, seq), holds one row per key: what list filters
 * and labels read. Saves write both in one transaction; a record's links go with it (on delete
 * cascade).
 */

/** At most this many records per multi-reference: every key is checked in the save's one reference query. */
export const MAX_LINKED_KEYS = 100;

export function isMultiReference(field: CompiledField): boolean {
  return field.type === 'reference' && field.def.reference?.multiple === true;
}

/** The link table of a multi-reference field, shortened with a hash beyond PostgreSQL's 63 bytes. */
export function linkTableOf(module: CompiledModule, field: CompiledField): string {
  return indexName(module.table, `_${field.column}`);
}

/** The distinct keys of a multi-reference value ('a,b,a' → a, b), in the order sent. */
export function linkedKeys(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return [...new Set(String(value).split(',').map((key) => key.trim()).filter(Boolean))];
}

/** The values with each multi-reference's keys trimmed, distinct and joined by ',' as its column keeps them. */
export function canonicalLinks(module: CompiledModule, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const canonical = { ...values };
  for (const field of module.fields.values()) {
    if (isMultiReference(field) && typeof values[field.name] === 'string') canonical[field.name] = linkedKeys(values[field.name]).join(',');
  }
  return canonical;
}

/**
 * Creates the link tables of the module's multi-reference fields when missing (at start and at
 * publish). The catalog is read first: even `if not exists` takes its lock (CREATE INDEX a SHARE
 * lock), and a start queued behind an import would hold up every later write of the table.
 */
export async function ensureLinkTables(db: PlatformDb, module: CompiledModule, recordKeyType: RawBuilder<unknown>): Promise<void> {
  const fields = [...module.fields.values()].filter(isMultiReference);
  if (fields.length === 0) return;
  const [tables, indexes] = await Promise.all([schemaTables(db), schemaIndexes(db)]);
  for (const field of fields) {
    const table = linkTableOf(module, field);
    const index = indexName(table, 'target');
    if (tables.has(table) && indexes.has(index)) continue;
    await sql`create table if not exists ${sql.table(table)} (
      record_key ${recordKeyType} not null references ${sql.table(module.table)} (${sql.id(module.primaryKey.column)}) on delete cascade,
      target_key text not null,
      seq integer not null,
      primary key (record_key, target_key))`.execute(db);
    await sql`create index if not exists ${sql.id(index)} on ${sql.table(table)} (target_key)`.execute(db);
  }
}

/**
 * Rewrites the links of the multi-reference fields among `values` for the record `key`, in the
 * save's transaction; fields not sent keep their links.
 */
export async function writeLinks(db: PlatformDb, module: CompiledModule, key: string, values: Readonly<Record<string, unknown>>): Promise<void> {
  for (const field of module.fields.values()) {
    if (!isMultiReference(field) || !Object.hasOwn(values, field.name)) continue;
    const table = linkTableOf(module, field);
    await moduleTables(db).deleteFrom(table).where('record_key', '=', key).execute();
    const keys = linkedKeys(values[field.name]);
    if (keys.length > 0) await moduleTables(db).insertInto(table).values(keys.map((target, seq) => ({ record_key: key, target_key: target, seq }))).execute();
  }
}

/**
 * A list filter on a multi-reference of the row aliased `t`: the record links to the value
 * (eq) or to any of the values (in), through its link table; undefined for other filters.
 */
export function linkFilterSql(module: CompiledModule, filter: Filter): RawBuilder<unknown> | undefined {
  const field = module.fields.get(filter.field);
  if (!field || !isMultiReference(field) || (filter.op !== 'eq' && filter.op !== 'in')) return undefined;
  const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
  if (values.length === 0) return sql`false`;
  const table = sql.table(linkTableOf(module, field));
  return sql`exists (select 1 from ${table} as k where k.record_key = ${sql.ref(`t.${module.primaryKey.column}`)} and k.target_key in (${sql.join(values)}))`;
}
