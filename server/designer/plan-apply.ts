import { sql } from 'kysely';
import { columnChange, type CompiledModule, type MigrationPlan, type MigrationStep } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { defaultValues } from '../modules/record-write.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { columnType } from '../db/column-type.ts';
import { indexName } from '../db/index-name.ts';
import { ensureModuleIndexes, ensureModuleTable, moduleIndexes } from '../db/module-migrate.ts';
import { syncAlarmPushTriggers } from '../db/alarm-push-trigger.ts';
import { placeModuleMenu } from '../seed/module-menus.ts';
import { ensureLinkTables, linkTableOf } from '../modules/reference-links.ts';
import { derivedListsReading, dropDerivedView, ensureDerivedView } from '../db/derived-view.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';

type TypeChange = Extract<MigrationStep, { kind: 'widenColumn' | 'narrowColumn' }>;

/**
 * Widened and narrowed values are cast; a converted column is empty (its check counted 0), so
 * nothing is cast. A text column leaving text loses its trigram index, which only text can have.
 */
async function changeType(trx: PlatformDb, table: string, step: TypeChange): Promise<void> {
  if (step.from.kind === 'text' && step.to.kind !== 'text') {
    await sql`drop index if exists ${sql.id(indexName(table, `trgm_${step.column}`))}`.execute(trx);
  }
  const column = sql.ref(step.column);
  const type = columnType(step.to);
  const using = columnChange(step.from, step.to) === 'convert' ? sql`null::${type}` : sql`${column}::${type}`;
  await sql`alter table ${sql.table(table)} alter column ${column} type ${type} using ${using}`.execute(trx);
}

/** Nulls of a newly required field get its default, typed as a saved value would be; the rows count as changed. */
async function fillDefault(trx: PlatformDb, module: CompiledModule, step: Extract<MigrationStep, { kind: 'fillDefault' }>): Promise<void> {
  const value = defaultValues(module)[step.field] ?? step.value;
  await moduleTables(trx)
    .updateTable(module.table)
    .set({ [step.column]: value, [SYSTEM_COLUMN.rowVersion]: sql`${sql.ref(SYSTEM_COLUMN.rowVersion)} + 1` })
    .where(step.column, 'is', null)
    .execute();
}

/** The module's indexes on these columns, named and typed as migrations at start create them. */
async function addIndex(trx: PlatformDb, module: CompiledModule, registry: ModuleRegistry, step: Extract<MigrationStep, { kind: 'addIndex' }>): Promise<void> {
  const wanted = step.columns.join(',');
  await ensureModuleIndexes(trx, moduleIndexes(module, registry).filter((index) => index.table === step.table && index.columns.join(',') === wanted));
}

/**
 * A multi-reference's link table, holding at once the key its column holds already (a single
 * reference made multiple), so list filters by the links find the stored records.
 */
async function addLinkTable(trx: PlatformDb, module: CompiledModule, step: Extract<MigrationStep, { kind: 'addLinkTable' }>): Promise<void> {
  const field = module.fields.get(step.field);
  if (!field) return;
  await ensureLinkTables(trx, module, columnType(module.primaryKey.columnKind));
  const column = sql.ref(step.column);
  await sql`insert into ${sql.table(linkTableOf(module, field))} (record_key, target_key, seq)
    select ${sql.ref(module.primaryKey.column)}, ${column}, 1 from ${sql.table(module.table)}
    where ${column} is not null and ${column} <> '' and position(',' in ${column}) = 0
    on conflict do nothing`.execute(trx);
}

async function applyStep(trx: PlatformDb, module: CompiledModule, registry: ModuleRegistry, step: MigrationStep): Promise<void> {
  switch (step.kind) {
    case 'createTable':
      return ensureModuleTable(trx, module);
    case 'addColumn':
      await sql`alter table ${sql.table(module.table)} add column if not exists ${sql.ref(step.column)} ${columnType(step.to)}`.execute(trx);
      return;
    case 'widenColumn':
    case 'narrowColumn':
      return changeType(trx, module.table, step);
    case 'fillDefault':
      return fillDefault(trx, module, step);
    case 'addIndex':
      return addIndex(trx, module, registry, step);
    case 'addMenu':
      return placeModuleMenu(trx, module.bundle);
    case 'addLinkTable':
      return addLinkTable(trx, module, step);
    // The column and its values stay where they are: hidden now, used again when restored.
    case 'hideField':
    case 'restoreField':
      return;
  }
}

/**
 * The indexes that concern the module as a server start would create them: its own, those its
 * child lists need on their tables, and those parents need on its table. Other tables are left
 * alone, so a publish locks no table but its module's and its children's, and those only for
 * an index they lack.
 */
async function ensureIndexesOf(trx: PlatformDb, module: CompiledModule, registry: ModuleRegistry): Promise<void> {
  const concerned = registry.all().flatMap((owner) => moduleIndexes(owner, registry).filter((index) => owner.moduleId === module.moduleId || index.table === module.table));
  await ensureModuleIndexes(trx, concerned);
}

/**
 * Applies a plan that is not blocked, inside the caller's transaction, step by step in plan
 * order. Then the module's system columns and indexes are made sure of, as a start would. A
 * derived list's view is made again from its sources instead.
 * @param registry the published set with this module's new version in it
 */
export async function applyPlan(trx: PlatformDb, plan: MigrationPlan, module: CompiledModule, registry: ModuleRegistry): Promise<void> {
  if (module.bundle.derived) {
    for (const step of plan.steps) if (step.kind === 'addMenu') await placeModuleMenu(trx, module.bundle);
    await ensureDerivedView(trx, module, registry);
    return;
  }
  // A column a view reads cannot change type: the derived lists reading this table are made again after.
  const views = derivedListsReading(registry, module);
  for (const view of views) await dropDerivedView(trx, view);
  for (const step of plan.steps) await applyStep(trx, module, registry, step);
  await ensureModuleTable(trx, module);
  await ensureIndexesOf(trx, module, registry);
  await syncAlarmPushTriggers(trx, [module]);
  for (const view of views) await ensureDerivedView(trx, view, registry);
}
