/**
 * What publishing a bundle version does to its table (docs/module-authoring.md, 'Migration
 * plan'): pure data the server counts rows for, applies in one transaction and the designer
 * shows step by step. Columns are never dropped: a removed field only hides its column, so a
 * later version can bring the field back with its values.
 *
 * Steps work on columns, so fields are matched through their column (which is their name's
 * column unless `column` is set): a field renamed onto the same column keeps its values, and a
 * field given another column is a new column while the old one is hidden.
 */
import { bundleIndexes, type BundleIndex } from './bundle-indexes.ts';
import { uniqueKeysOf } from './unique-keys.ts';
import { columnChange } from './column-change.ts';
import { columnKindOf } from './column-kind.ts';
import { columnNameOf } from './column-name.ts';
import type { ColumnKind } from './compiled-types.ts';
import type { FieldDef, ModuleBundle } from './types.ts';

export type MigrationStep =
  | { kind: 'createTable'; table: string }
  | { kind: 'addColumn'; field: string; column: string; to: ColumnKind }
  | { kind: 'widenColumn'; field: string; column: string; from: ColumnKind; to: ColumnKind }
  /**
   * Applied only when its check counts 0. A change of kind (a 'convert' check) is a narrowing
   * too: it can only happen to an empty column.
   */
  | { kind: 'narrowColumn'; field: string; column: string; from: ColumnKind; to: ColumnKind }
  /** Required now and a default given: nulls get it. */
  | { kind: 'fillDefault'; field: string; column: string; value: string | number | boolean }
  /** Removed from the bundle: column and values stay. */
  | { kind: 'hideField'; field: string; column: string }
  /** Back in the bundle: its old column is used again. */
  | { kind: 'restoreField'; field: string; column: string }
  /**
   * A multi-reference's link table (record_key, target_key, seq), made with the module's table;
   * filled from the field's stored keys when the field was a single reference before.
   */
  | { kind: 'addLinkTable'; field: string; column: string }
  /** A unique one is applied only when its 'unique' check counts 0. */
  | { kind: 'addIndex'; table: string; columns: string[]; unique?: true }
  /** The menu item is new or moved. */
  | { kind: 'addMenu'; moduleId: string; parentId: string; routerPath: string };

/** The server counts the rows that would break; more than 0 refuses the plan. */
export type MigrationCheck =
  /** Null values. */
  | { kind: 'required'; field: string; column: string }
  /** Values that do not fit. */
  | { kind: 'narrow'; field: string; column: string; to: ColumnKind }
  /** Any non-null value. */
  | { kind: 'convert'; field: string; column: string; from: ColumnKind; to: ColumnKind }
  /** Rows sharing their values of a new unique key's columns (org_no among them for the 'org' scope). */
  | { kind: 'unique'; field: string; column: string; fields: string[]; columns: string[] };

export type MigrationRefusal = { field?: string; messageId: string; params: Record<string, string | number> };

export interface MigrationPlan {
  moduleId: string;
  table: string;
  fromVersion: number | null;
  toVersion: number;
  steps: MigrationStep[];
  checks: MigrationCheck[];
  /** Never applicable: the table, the primary key or orgScoped changed. */
  refusals: MigrationRefusal[];
}

interface PlanContext {
  steps: MigrationStep[];
  checks: MigrationCheck[];
  knownColumns: ReadonlySet<string>;
  /** Rows may exist, so a field that becomes required may meet nulls. */
  tableMayHaveRows: boolean;
  primaryKey: string;
}

/** A field whose values move on its column; `old` is absent when the column is new to the bundle. */
function planColumn(field: FieldDef, column: string, old: FieldDef | undefined, context: PlanContext): void {
  const to = columnKindOf(field);
  if (!old) {
    context.steps.push(context.knownColumns.has(column) ? { kind: 'restoreField', field: field.name, column } : { kind: 'addColumn', field: field.name, column, to });
    return;
  }
  const from = columnKindOf(old);
  const change = columnChange(from, to);
  if (change === 'same') return;
  if (change === 'widen') {
    context.steps.push({ kind: 'widenColumn', field: field.name, column, from, to });
    return;
  }
  context.steps.push({ kind: 'narrowColumn', field: field.name, column, from, to });
  context.checks.push(change === 'narrow' ? { kind: 'narrow', field: field.name, column, to } : { kind: 'convert', field: field.name, column, from, to });
}

function planRequired(field: FieldDef, column: string, old: FieldDef | undefined, context: PlanContext): void {
  const newlyRequired = field.required === true && old?.required !== true;
  if (!newlyRequired || !context.tableMayHaveRows || field.name === context.primaryKey) return;
  if (field.default === undefined) context.checks.push({ kind: 'required', field: field.name, column });
  else context.steps.push({ kind: 'fillDefault', field: field.name, column, value: field.default });
}

const indexKey = (index: BundleIndex) => `${index.unique ? 'unique:' : ''}${index.columns.join(',')}`;

function newIndexes(from: ModuleBundle | undefined, to: ModuleBundle): BundleIndex[] {
  const existing = new Set((from ? bundleIndexes(from) : []).map(indexKey));
  return bundleIndexes(to).filter((index) => !existing.has(indexKey(index)));
}

/** A new unique key over a table that may hold rows: its duplicates are counted before the index is made. */
function uniqueChecks(from: ModuleBundle | undefined, to: ModuleBundle, tableMayHaveRows: boolean): MigrationCheck[] {
  if (!tableMayHaveRows) return [];
  const added = new Set(newIndexes(from, to).filter((index) => index.unique).map(indexKey));
  return uniqueKeysOf(to)
    .filter((key) => added.has(`unique:${key.indexColumns.join(',')}`))
    .map((key): MigrationCheck => ({ kind: 'unique', field: key.fields[0] ?? '', column: key.columns[0] ?? '', fields: key.fields, columns: key.indexColumns }));
}

const isMultiple = (field: FieldDef | undefined) => field?.type === 'reference' && field.reference?.multiple === true;

/** Multi-references new to the bundle, or single ones made multiple: each gets its link table. */
function linkTableSteps(from: ModuleBundle | undefined, to: ModuleBundle): MigrationStep[] {
  const before = new Map((from?.entity.fields ?? []).map((field) => [columnNameOf(field), field]));
  return to.entity.fields
    .filter((field) => isMultiple(field) && !isMultiple(before.get(columnNameOf(field))))
    .map((field): MigrationStep => ({ kind: 'addLinkTable', field: field.name, column: columnNameOf(field) }));
}

function menuSteps(from: ModuleBundle | undefined, to: ModuleBundle): MigrationStep[] {
  const menu = to.menu;
  if (!menu || (from?.menu?.parentId === menu.parentId && from.menu.routerPath === menu.routerPath)) return [];
  return [{ kind: 'addMenu', moduleId: to.moduleId, parentId: menu.parentId, routerPath: menu.routerPath }];
}

function primaryKeyOf(bundle: ModuleBundle): { name: string; column: string } {
  const name = bundle.entity.primaryKey;
  return { name, column: columnNameOf(bundle.entity.fields.find((field) => field.name === name) ?? { name }) };
}

function refusals(from: ModuleBundle, to: ModuleBundle): MigrationRefusal[] {
  const found: MigrationRefusal[] = [];
  if (from.entity.table !== to.entity.table) {
    found.push({ messageId: 'designer.refuse.table', params: { from: from.entity.table, to: to.entity.table } });
  }
  const [fromKey, toKey] = [primaryKeyOf(from), primaryKeyOf(to)];
  if (fromKey.name !== toKey.name || fromKey.column !== toKey.column) {
    // Names tell the analyst more; only a key given another column keeps its name.
    const shown = fromKey.name === toKey.name ? 'column' : 'name';
    found.push({ field: toKey.name, messageId: 'designer.refuse.primaryKey', params: { from: fromKey[shown], to: toKey[shown] } });
  }
  if (from.entity.orgScoped !== to.entity.orgScoped) found.push({ messageId: 'designer.refuse.orgScoped', params: {} });
  return found;
}

/**
 * @param from the published bundle; undefined for a module published for the first time.
 * @param knownColumns columns the table has now (the server reads them). A field new to the
 *   bundle whose column is among them is restored rather than added; for a first publish they
 *   say the table already exists and may hold rows.
 * @example planMigration(published, draft, { from: 3, to: 4 }, new Set(['plate_no', 'old_note']))
 */
export function planMigration(
  from: ModuleBundle | undefined,
  to: ModuleBundle,
  versions: { from: number | null; to: number },
  knownColumns: ReadonlySet<string> = new Set(),
): MigrationPlan {
  const context: PlanContext = {
    steps: from ? [] : [{ kind: 'createTable', table: to.entity.table }],
    checks: [],
    knownColumns,
    tableMayHaveRows: from !== undefined || knownColumns.size > 0,
    primaryKey: to.entity.primaryKey,
  };
  const oldByColumn = new Map((from?.entity.fields ?? []).map((field) => [columnNameOf(field), field]));
  const columns = new Set<string>();
  for (const field of to.entity.fields) {
    const column = columnNameOf(field);
    columns.add(column);
    const old = oldByColumn.get(column);
    planColumn(field, column, old, context);
    planRequired(field, column, old, context);
  }
  for (const [column, old] of oldByColumn) {
    if (!columns.has(column)) context.steps.push({ kind: 'hideField', field: old.name, column });
  }
  return {
    moduleId: to.moduleId,
    table: to.entity.table,
    fromVersion: versions.from,
    toVersion: versions.to,
    steps: [...context.steps, ...linkTableSteps(from, to), ...newIndexes(from, to).map((index): MigrationStep => ({ kind: 'addIndex', ...index })), ...menuSteps(from, to)],
    checks: [...context.checks, ...uniqueChecks(from, to, context.tableMayHaveRows)],
    refusals: from ? refusals(from, to) : [],
  };
}
