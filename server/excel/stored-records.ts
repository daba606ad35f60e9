import { sql, type RawBuilder } from 'kysely';
import type { CompiledField, CompiledModule } from '../../runtime/index.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A stored record found by its import flag value. */
export interface StoredRecord {
  key: string;
  values: Record<string, unknown>;
}

const KEY_ALIAS = '__key';

/**
 * The statement finding the records of the user's organisation whose flag field holds one of
 * the values: every field by name, and the key as `__key`. Every value bound.
 */
export function storedRecordsStatement(
  module: CompiledModule,
  flag: CompiledField,
  flagValues: readonly unknown[],
  ctx: Pick<RecordContext, 'orgNo'>,
): RawBuilder<Record<string, unknown>> {
  const scope = module.bundle.entity.orgScoped ? sql` and ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)} = ${ctx.orgNo}` : sql``;
  const selections = [...module.fields.values()].map((field) => sql`${sql.ref(`t.${field.column}`)} as ${sql.id(field.name)}`);
  return sql<Record<string, unknown>>`
    select ${sql.ref(`t.${module.primaryKey.column}`)} as ${sql.id(KEY_ALIAS)}, ${sql.join(selections)}
    from ${sql.table(module.table)} as t where ${sql.ref(`t.${flag.column}`)} in (${sql.join([...flagValues])})${scope}`;
}

/**
 * Runs `plan` (the lookup, or an EXPLAIN of it) planned without bitmap scans, then restores the
 * setting for the rest of the transaction. A flag field the list searches with like also has a
 * trigram GIN index, which can serve `in (...)` too, but only through a bitmap scan: when the
 * statistics make it look cheaper than the key's btree index (module-migrate.ts, `import`), a
 * batch of 1,000 keys on a table of a million rows took seconds instead of milliseconds. Without
 * bitmap scans the planner is left with the btree index (or, on a small table, a sequential
 * scan), whatever the statistics say.
 */
export async function onKeyIndex<R>(trx: PlatformDb, plan: () => Promise<R>): Promise<R> {
  // The materialized CTE reads the setting before the outer select changes it.
  const { rows } = await sql<{ previous: string }>`
    with s as materialized (select current_setting('enable_bitmapscan') as previous)
    select previous, set_config('enable_bitmapscan', 'off', true) from s`.execute(trx);
  const result = await plan();
  await sql`select set_config('enable_bitmapscan', ${rows[0]?.previous ?? 'on'}, true)`.execute(trx);
  return result;
}

/** The stored records by String(flag value), found through the key index (onKeyIndex). */
export async function findStoredRecords(
  trx: PlatformDb,
  module: CompiledModule,
  flag: CompiledField,
  flagValues: readonly unknown[],
  ctx: Pick<RecordContext, 'orgNo'>,
): Promise<Map<string, StoredRecord>> {
  const found = new Map<string, StoredRecord>();
  if (flagValues.length === 0) return found;
  const { rows } = await onKeyIndex(trx, () => storedRecordsStatement(module, flag, flagValues, ctx).execute(trx));
  for (const row of rows) {
    const { [KEY_ALIAS]: key, ...values } = row;
    found.set(String(values[flag.name]), { key: String(key), values });
  }
  return found;
}
