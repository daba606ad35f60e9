/**
 * The save pipeline's part for bundle expressions (docs/bundle-format.md, Expressions): what the
 * expressions read (the user, the time, child rows, the parent record) loaded from the database,
 * dynamic defaults applied on add, computed fields recomputed from the record as it will be
 * stored. The client's value of a computed field is never kept.
 */
import { sql } from 'kysely';
import {
  applyExpressionDefaults,
  computeRecord,
  conditionHiddenFields,
  fieldStates,
  type CompiledModule,
  type ExpressionContext,
  type ExpressionSession,
  type FieldState,
  type RecordValues,
} from '../../runtime/index.ts';
import { isStationKind } from '../seed/records/stations.ts';
import { fieldSelections } from './list-query.ts';
import { loadRecord } from './record-read.ts';
import type { RecordContext } from './record-context.ts';
import type { ModuleRegistry } from './registry.ts';
import { parentLink } from './parent-link.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * The user as expressions see it, read with the save: employee, department and team from the
 * user's employee; the station is the current organisation when it is a wind farm or PV station.
 */
export async function expressionSession(db: PlatformDb, ctx: Pick<RecordContext, 'userId' | 'orgNo'>): Promise<ExpressionSession> {
  const row = await db
    .selectFrom('sys_user as u')
    .leftJoin('sys_employee as e', 'e.emp_id', 'u.emp_id')
    .leftJoin('sys_org as o', (join) => join.on('o.org_no', '=', ctx.orgNo))
    .select(['u.user_name', 'u.real_name', 'e.emp_name', 'u.emp_id', 'e.depart_no', 'e.team_no', 'o.org_type'])
    .where('u.user_id', '=', ctx.userId)
    .executeTakeFirst();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    userId: ctx.userId,
    // The name people read, as the session's realName: real name, else employee name, else account.
    userName: text(row?.real_name) || text(row?.emp_name) || text(row?.user_name),
    employeeId: text(row?.emp_id),
    deptNo: text(row?.depart_no),
    teamNo: text(row?.team_no),
    orgNo: ctx.orgNo,
    stationNo: isStationKind(text(row?.org_type)) ? ctx.orgNo : '',
  };
}

/** The stored rows of one child list (a moduleId of form.children) under the record `key`, every field read. */
export async function childListRows(db: PlatformDb, registry: ModuleRegistry, module: CompiledModule, moduleId: string, key: string, orgNo: string): Promise<RecordValues[]> {
  const child = registry.byModuleId(moduleId);
  const def = module.bundle.form.children?.find((entry) => entry.module === moduleId);
  const link = child?.fields.get(def?.parentId ?? 'parentId');
  if (!child || !link) return [];
  const scope = child.bundle.entity.orgScoped ? sql` and ${sql.ref(`t.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}` : sql``;
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(fieldSelections([...child.fields.values()]))}
    from ${sql.table(child.table)} as t
    where ${sql.ref(`t.${link.column}`)} = ${key}${scope}
    order by ${sql.ref(`t.${SYSTEM_COLUMN.seq}`)}, ${sql.ref(`t.${child.primaryKey.column}`)}`.execute(db);
  return rows;
}

/** Rows of the child lists the expressions aggregate, for the record `key` (none before its first save). */
async function childRows(db: PlatformDb, registry: ModuleRegistry, module: CompiledModule, key: string | undefined, orgNo: string) {
  const children: Record<string, RecordValues[]> = {};
  for (const moduleId of module.expressions.childReads) {
    children[moduleId] = key === undefined ? [] : await childListRows(db, registry, module, moduleId, key, orgNo);
  }
  return children;
}

/** The parent record of a child module's record, when an expression reads it. */
async function parentValues(db: PlatformDb, registry: ModuleRegistry, module: CompiledModule, record: RecordValues, ctx: RecordContext) {
  if (!module.expressions.readsParent) return undefined;
  const link = parentLink(registry, module);
  const key = link && record[link.field.name];
  if (!link || typeof key !== 'string' || key === '' || link.parent === module) return undefined;
  return (await loadRecord(db, registry, link.parent, key, ctx, { labels: false }).catch(() => undefined))?.values;
}

/** Everything but the values an expression of the module may read for this record. */
export async function expressionContext(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  record: RecordValues,
  key: string | undefined,
  ctx: RecordContext,
  inlineRows: Record<string, RecordValues[]> = {},
): Promise<ExpressionContext> {
  return {
    session: await expressionSession(db, ctx),
    now: new Date(),
    children: { ...(await childRows(db, registry, module, key, ctx.orgNo)), ...inlineRows },
    // Always given, so computed fields reading the parent never keep a client's value.
    parent: (await parentValues(db, registry, module, record, ctx)) ?? {},
  };
}

/**
 * An expression context with the record values it was built for: a save of a stored record
 * builds it once from the stored record and reuses it for guards, field states and the
 * recomputation (docs/bundle-format.md, Expressions).
 */
export interface BuiltContext {
  context: ExpressionContext;
  values: RecordValues;
}

/** The context of a stored record, built once per save; none for a module without expressions or guards. */
export async function storedContext(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  stored: RecordValues,
  key: string,
  ctx: RecordContext,
): Promise<BuiltContext | undefined> {
  if (!module.expressions.any && module.expressions.guards.length === 0) return undefined;
  return { context: await expressionContext(db, registry, module, stored, key, ctx), values: stored };
}

/** A built context for the record as it will be: this save's inline rows, and the parent again only when the record moved to another. */
async function contextFor(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  record: RecordValues,
  built: BuiltContext,
  ctx: RecordContext,
  inlineRows: Record<string, RecordValues[]> = {},
): Promise<ExpressionContext> {
  const link = module.expressions.readsParent ? parentLink(registry, module) : undefined;
  const moved = link !== undefined && record[link.field.name] !== built.values[link.field.name];
  return {
    ...built.context,
    children: { ...built.context.children, ...inlineRows },
    parent: moved ? ((await parentValues(db, registry, module, record, ctx)) ?? {}) : built.context.parent,
  };
}

/**
 * The record as it will be stored: on add (`key` undefined) empty fields take their dynamic
 * defaults; computed fields are recomputed whatever the client sent, over the inline rows this
 * save writes (`inlineRows`) and the stored rows of the other child lists; fields a visibleWhen
 * hides on the record are emptied (`cleared` names them), whatever was sent or stored, and the
 * computed fields recomputed without them. A save of a stored record passes the context it
 * built already (`built`). Modules without expressions pass through untouched, without a query.
 */
export async function recordForSave(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  record: Record<string, unknown>,
  key: string | undefined,
  ctx: RecordContext,
  inlineRows?: Record<string, RecordValues[]>,
  built?: BuiltContext,
): Promise<{ record: Record<string, unknown>; context?: ExpressionContext; cleared: string[] }> {
  if (!module.expressions.any) return { record, cleared: [] };
  const context = built ? await contextFor(db, registry, module, record, built, ctx, inlineRows) : await expressionContext(db, registry, module, record, key, ctx, inlineRows);
  const filled = key === undefined ? applyExpressionDefaults(module, record, context) : record;
  const computed = computeRecord(module, filled, context);
  const cleared = conditionHiddenFields(module, { ...context, values: computed });
  if (cleared.length === 0) return { record: computed, context, cleared };
  const emptied = { ...computed, ...Object.fromEntries(cleared.map((name) => [name, null])) };
  return { record: computeRecord(module, emptied, context), context, cleared };
}

/**
 * What an update writes beside the fields sent: the computed fields' values of a record and
 * the fields `cleared` because a condition hides them (recordForSave).
 */
export function computedValues(module: CompiledModule, record: RecordValues, cleared: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries([...module.expressions.computeOrder, ...cleared].map((name) => [name, record[name] ?? null]));
}

/**
 * Each field's state (visible, required, read-only) for the record a context was built for:
 * for field policy (readOnlyWhen refusals) of saves and imports.
 */
export function builtFieldStates(module: CompiledModule, built: BuiltContext | undefined): Map<string, FieldState> | undefined {
  return built && module.expressions.any ? fieldStates(module, { ...built.context, values: built.values }) : undefined;
}
