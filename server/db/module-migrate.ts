import { sql, type CreateIndexBuilder } from 'kysely';
import { uniqueKeysOf, type CompiledModule } from '../../runtime/index.ts';
import type { Database } from './database.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { ensureLinkTables } from '../modules/reference-links.ts';
import { ensureDerivedView } from './derived-view.ts';
import { syncAlarmPushTriggers } from './alarm-push-trigger.ts';
import { columnType } from './column-type.ts';
import { indexName } from './index-name.ts';
import { addMissingColumns, createMissingIndexes, schemaTableColumns, type ColumnShape } from './schema-shape.ts';
import type { PlatformDb } from './tables/index.ts';

/** Serialises migrations and publishes of servers that share one PostgreSQL database. */
const MIGRATION_LOCK = 7406220004;

/**
 * Takes the module migration lock for the caller's transaction: table migrations at start,
 * the first import of modules/ and every publish run one at a time across servers.
 */
export async function lockModuleMigrations(trx: PlatformDb): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
}

export type IndexDef = { table: string; suffix: string; columns: string[]; trigram?: boolean; unique?: boolean };

function systemColumns(module: CompiledModule): ColumnShape[] {
  const columns: ColumnShape[] = [
    { name: SYSTEM_COLUMN.createdBy, type: sql`varchar(64)` },
    { name: SYSTEM_COLUMN.createdAt, type: sql`timestamp(0)` },
    { name: SYSTEM_COLUMN.updatedBy, type: sql`varchar(64)` },
    { name: SYSTEM_COLUMN.updatedAt, type: sql`timestamp(0)` },
    { name: SYSTEM_COLUMN.rowVersion, type: sql`integer not null default 1` },
    { name: SYSTEM_COLUMN.seq, type: sql`integer not null default 0` },
    { name: SYSTEM_COLUMN.bundleVersion, type: sql`varchar(32)` },
  ];
  return module.bundle.entity.orgScoped ? [{ name: SYSTEM_COLUMN.orgNo, type: sql`varchar(64)` }, ...columns] : columns;
}

/** Org-scoped queries always filter on org_no first, so it leads every index of such a table. */
function scoped(module: CompiledModule, columns: string[]): string[] {
  return module.bundle.entity.orgScoped ? [SYSTEM_COLUMN.orgNo, ...columns] : columns;
}

function columnOf(module: CompiledModule, field: string): string {
  const compiled = module.fields.get(field);
  if (!compiled) throw new Error(`${module.moduleId}: no field ${field}`);
  return compiled.column;
}

/**
 * Indexes for the queries the server runs: the default list order, the import flag lookup,
 * tree children, child rows by parent key, trigram indexes for like searches on text, and the
 * unique indexes of the bundle's unique keys (runtime/bundle/unique-keys.ts).
 */
export function moduleIndexes(module: CompiledModule, registry: ModuleRegistry): IndexDef[] {
  const { bundle, table } = module;
  // A derived list is a view: nothing to index.
  if (bundle.derived) return [];
  const indexes: IndexDef[] = [{ table, suffix: 'list', columns: scoped(module, [columnOf(module, module.defaultOrder.field)]) }];
  if (bundle.import) indexes.push({ table, suffix: 'import', columns: scoped(module, [columnOf(module, bundle.import.flagField)]) });
  if (bundle.tree) indexes.push({ table, suffix: 'tree', columns: scoped(module, [columnOf(module, bundle.tree.parentField)]) });
  for (const child of bundle.form.children ?? []) {
    const childModule = registry.byModuleId(child.module);
    if (!childModule) continue;
    const parentColumn = columnOf(childModule, child.parentId ?? 'parentId');
    indexes.push({ table: childModule.table, suffix: `parent_${parentColumn}`, columns: scoped(childModule, [parentColumn]) });
  }
  for (const search of module.searches) {
    const field = module.fields.get(search.field);
    if (search.operator === 'like' && field?.columnKind.kind === 'text') {
      indexes.push({ table, suffix: `trgm_${field.column}`, columns: [field.column], trigram: true });
    }
  }
  for (const key of uniqueKeysOf(bundle)) indexes.push({ table, suffix: key.suffix, columns: key.indexColumns, unique: true });
  return indexes;
}

/**
 * Creates the module's table when missing and adds every missing field and system column, and
 * the link tables of its multi-references (reference-links.ts). A
 * table that already has them all is only read about in the catalog, never locked.
 */
export async function ensureModuleTable(db: PlatformDb, module: CompiledModule): Promise<void> {
  const table = sql.table(module.table);
  const primary = module.primaryKey;
  const present = await schemaTableColumns(db, module.table);
  if (!present) await sql`create table if not exists ${table} (${sql.id(primary.column)} ${columnType(primary.columnKind)} primary key)`.execute(db);
  const columns: ColumnShape[] = [...module.fields.values()]
    .filter((field) => field !== primary)
    .map((field) => ({ name: field.column, type: columnType(field.columnKind) }));
  await addMissingColumns(db, module.table, [...columns, ...systemColumns(module)], present ?? new Set([primary.column]));
  await ensureLinkTables(db, module, columnType(primary.columnKind));
}

function createIndex(db: Pick<PlatformDb, 'schema'>, index: IndexDef): CreateIndexBuilder<any> {
  const statement = db.schema.createIndex(indexName(index.table, index.suffix)).ifNotExists().on(index.table);
  if (!index.trigram) return index.unique ? statement.unique().columns(index.columns) : statement.columns(index.columns);
  const [column = ''] = index.columns;
  return statement.using('gin').expression(sql`${sql.id(column)} gin_trgm_ops`);
}

/** Creates those of the indexes that are missing (child lists index their child's table). */
export async function ensureModuleIndexes(db: PlatformDb, indexes: readonly IndexDef[]): Promise<void> {
  await createMissingIndexes(db, indexes.map((index) => (trx) => createIndex(trx, index)));
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/**
 * Brings one table per module up to date with the registry: creates missing tables, adds
 * missing columns, indexes and the alarm push trigger (alarm-push-trigger.ts), never drops or retypes anything (a narrower column would lose
 * data; such changes are a manual migration), then (re)creates the views of derived lists.
 * Identifiers come from checked bundles and are
 * still quoted.
 */
export async function migrateModuleTables(database: Database, registry: ModuleRegistry): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await lockModuleMigrations(trx);
    const [views, tables] = partition(registry.all(), (module) => module.bundle.derived !== undefined);
    for (const module of tables) await ensureModuleTable(trx, module);
    await ensureModuleIndexes(trx, tables.flatMap((module) => moduleIndexes(module, registry)));
    await syncAlarmPushTriggers(trx, tables);
    // Views read the tables, so they come after them.
    for (const module of views) await ensureDerivedView(trx, module, registry);
  });
}
