import { sql } from 'kysely';
import type { CompiledField, CompiledModule } from '../../runtime/index.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { recordKey } from '../modules/record-key.ts';
import { bundleVersion } from '../modules/bundle-version.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { columnType } from '../db/column-type.ts';
import { holdPublishedVersion } from '../designer/version-guard.ts';
import { findStoredRecords, type StoredRecord } from './stored-records.ts';
import { isMultiReference, writeLinks } from '../modules/reference-links.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

/** Writes inside the import's transaction; every value bound, every identifier from the bundle. */
export interface ImportWriter {
  /** Records of the user's organisation whose flag field holds one of the values, by String(value). */
  existing(flagValues: readonly unknown[]): Promise<Map<string, StoredRecord>>;
  /** New records in one statement, with server keys, like record-write's insert (multi-reference links too). */
  insert(records: readonly Record<string, unknown>[]): Promise<void>;
  /** Overwrites the fields given, like record-write's update. */
  update(key: string, values: Record<string, unknown>): Promise<void>;
}

/**
 * Holds the module's published version for the import's transaction, as a form save does
 * (holdPublishedVersion): a publish waits until the import has committed or rolled back, and
 * an import whose module was published anew since it was compiled is refused (E_BUNDLE_CHANGED)
 * before any row is read, so every row is checked by and stamped with the version in force.
 * Then takes the module's import lock for the organisation (two imports of one module would
 * both miss each other's new keys) and starts the drag-sort order after the last row.
 * @throws AppError E_BUNDLE_CHANGED {version}
 */
export async function createImportWriter(trx: PlatformDb, module: CompiledModule, flag: CompiledField, ctx: RecordContext): Promise<ImportWriter> {
  const orgScoped = module.bundle.entity.orgScoped;
  const table = sql.table(module.table);
  const scope = orgScoped ? sql` and ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)} = ${ctx.orgNo}` : sql``;
  await holdPublishedVersion(trx, module);
  await sql`select pg_advisory_xact_lock(hashtext(${module.table}), hashtext(${ctx.orgNo}))`.execute(trx);
  const { rows: seqRows } = await sql<{ seq: number }>`select coalesce(max(${sql.ref(`t.${SYSTEM_COLUMN.seq}`)}), 0) as seq from ${table} as t where true${scope}`.execute(trx);
  let seq = Number(seqRows[0]?.seq ?? 0);
  const fields = [...module.fields.values()].filter((field) => field !== module.primaryKey);
  const version = bundleVersion(module);
  // A multi-reference keeps its keys in its column and its link table (reference-links.ts), as a save writes them.
  const linked = fields.some(isMultiReference);

  const columnValues = (values: Record<string, unknown>) => {
    const columns: Record<string, unknown> = {};
    for (const field of fields) if (field.name in values) columns[field.column] = values[field.name];
    return columns;
  };

  return {
    existing: (flagValues) => findStoredRecords(trx, module, flag, flagValues, ctx),
    async insert(records) {
      if (records.length === 0) return;
      // One array per column, unnested by the server: a handful of parameters per batch
      // instead of one per cell, so the statement costs little to build, send and plan.
      const keyColumn = module.primaryKey;
      const keys = records.map(() => recordKey());
      const arrays = [
        sql`${keys}::${columnType(keyColumn.columnKind)}[]`,
        ...fields.map((field) => sql`${records.map((record) => record[field.name] ?? null)}::${columnType(field.columnKind)}[]`),
      ];
      const aliases = arrays.map((_, index) => sql.id(`c${index}`));
      const target = [keyColumn, ...fields].map((field) => sql.id(field.column));
      const system = [SYSTEM_COLUMN.createdBy, SYSTEM_COLUMN.createdAt, SYSTEM_COLUMN.rowVersion, SYSTEM_COLUMN.seq, SYSTEM_COLUMN.bundleVersion].map((name) => sql.id(name));
      const systemValues = [ctx.userId, sql`localtimestamp(0)`, 1, sql`${seq} + u.n`, version];
      if (orgScoped) {
        system.unshift(sql.id(SYSTEM_COLUMN.orgNo));
        systemValues.unshift(ctx.orgNo);
      }
      await sql`
        insert into ${table} (${sql.join([...target, ...system])})
        select ${sql.join([...aliases.map((alias) => sql`u.${alias}`), ...systemValues])}
        from unnest(${sql.join(arrays)}) with ordinality as u(${sql.join(aliases)}, n)`.execute(trx);
      seq += records.length;
      if (linked) for (const [index, record] of records.entries()) await writeLinks(trx, module, String(keys[index]), record);
    },
    async update(key, values) {
      let update = moduleTables(trx)
        .updateTable(module.table)
        .set({
          ...columnValues(values),
          [SYSTEM_COLUMN.updatedBy]: ctx.userId,
          [SYSTEM_COLUMN.updatedAt]: sql`localtimestamp(0)`,
          [SYSTEM_COLUMN.rowVersion]: sql`${sql.ref(SYSTEM_COLUMN.rowVersion)} + 1`,
          [SYSTEM_COLUMN.bundleVersion]: version,
        })
        .where(module.primaryKey.column, '=', key);
      if (orgScoped) update = update.where(SYSTEM_COLUMN.orgNo, '=', ctx.orgNo);
      await update.execute();
      if (linked) await writeLinks(trx, module, key, values);
    },
  };
}
