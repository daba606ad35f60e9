import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { parentLinkField, sourceFieldRef, type CompiledModule, type DerivedSourceDef, type FixedConditionDef } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { columnType } from './column-type.ts';
import type { PlatformDb } from './tables/index.ts';

/**
 * A derived list (bundle `derived`, docs/bundle-format.md 'Derived lists') is a view named as
 * the module's table: the list, find, export and reference calls read it as they read any
 * table, and it always answers what the source records say now. A view holds no parameters, so
 * the bundle's fixed values are written into it as SQL literals by the query builder (quoted and
 * escaped) after the bundle check has typed them; every identifier is the registry's.
 */

/** A source names a module or field the registry lacks: the set changed under a checked bundle. */
function stale(name: string): Error {
  return new Error(`a derived list names ${name}, which is not published`);
}

function compiled(registry: ModuleRegistry, moduleId: string): CompiledModule {
  const module = registry.byModuleId(moduleId);
  if (!module) throw stale(moduleId);
  return module;
}

function column(module: CompiledModule, field: string): string {
  const compiledField = module.fields.get(field);
  if (!compiledField) throw stale(`${module.moduleId}.${field}`);
  return compiledField.column;
}

function conditionSql(module: CompiledModule, alias: string, item: FixedConditionDef): RawBuilder<unknown> {
  const values = Array.isArray(item.value) ? item.value : [item.value];
  return sql`${sql.ref(`${alias}.${column(module, item.field)}`)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

const fromOf = (source: DerivedSourceDef, name: string) => source.fields.find((entry) => entry.name === name)?.from;

/** One source as `select org_no, <group columns>, <sum columns> from its table [join its parent] where ...`. */
function sourceSql(owner: CompiledModule, registry: ModuleRegistry, source: DerivedSourceDef): RawBuilder<unknown> {
  const derived = owner.bundle.derived!;
  const target = compiled(registry, source.module);
  const parent = source.parent === undefined ? undefined : compiled(registry, source.parent);
  const read = (ref: string) => {
    const { onParent, field } = sourceFieldRef(ref);
    if (onParent && !parent) throw stale(ref);
    return onParent ? sql.ref(`p.${column(parent!, field)}`) : sql.ref(`l.${column(target, field)}`);
  };
  const selections: RawBuilder<unknown>[] = derived.groupBy.map((name) => {
    const field = owner.fields.get(name)!;
    return sql`${read(fromOf(source, name) ?? '')}::${columnType(field.columnKind)} as ${sql.id(field.column)}`;
  });
  for (const name of derived.sum) {
    const ref = fromOf(source, name);
    const value = ref === undefined ? sql`0` : source.subtract?.includes(name) ? sql`- ${read(ref)}` : read(ref);
    selections.push(sql`(${value})::numeric as ${sql.id(column(owner, name))}`);
  }
  if (owner.bundle.entity.orgScoped) selections.unshift(sql`${sql.ref(`l.${SYSTEM_COLUMN.orgNo}`)} as ${sql.id(SYSTEM_COLUMN.orgNo)}`);
  const predicates = (source.where ?? []).map((item) => conditionSql(target, 'l', item));
  let from = sql`${sql.table(target.table)} as l`;
  if (parent) {
    const link = parentLinkField(parent.bundle, target.moduleId);
    if (!link) throw stale(`${parent.moduleId} → ${target.moduleId}`);
    const sameOrg = parent.bundle.entity.orgScoped && target.bundle.entity.orgScoped ? sql` and ${sql.ref(`p.${SYSTEM_COLUMN.orgNo}`)} = ${sql.ref(`l.${SYSTEM_COLUMN.orgNo}`)}` : sql``;
    from = sql`${from} join ${sql.table(parent.table)} as p on ${sql.ref(`p.${parent.primaryKey.column}`)}::text = ${sql.ref(`l.${column(target, link)}`)}::text${sameOrg}`;
    predicates.push(...(source.parentWhere ?? []).map((item) => conditionSql(parent, 'p', item)));
  }
  const where = predicates.length > 0 ? sql` where ${sql.join(predicates, sql` and `)}` : sql``;
  return sql`select ${sql.join(selections)} from ${from}${where}`;
}

/** The view's query: the sources' rows summed per organisation and group, with the system columns a table would have. */
export function derivedViewQuery(owner: CompiledModule, registry: ModuleRegistry): RawBuilder<unknown> {
  const derived = owner.bundle.derived;
  if (!derived) throw new Error(`${owner.moduleId} is not a derived list`);
  const groups = derived.groupBy.map((name) => sql.ref(`s.${column(owner, name)}`));
  const sums = derived.sum.map((name) => {
    const field = owner.fields.get(name)!;
    return sql`coalesce(sum(${sql.ref(`s.${field.column}`)}), 0)::${columnType(field.columnKind)} as ${sql.id(field.column)}`;
  });
  const orgScoped = owner.bundle.entity.orgScoped;
  const grouping = orgScoped ? [sql.ref(`s.${SYSTEM_COLUMN.orgNo}`), ...groups] : groups;
  const key = sql`concat_ws('|', ${sql.join(groups.map((group) => sql`${group}::text`))})::${columnType(owner.primaryKey.columnKind)} as ${sql.id(owner.primaryKey.column)}`;
  const system = [
    sql`null::varchar(64) as ${sql.id(SYSTEM_COLUMN.createdBy)}`,
    sql`null::timestamp(0) as ${sql.id(SYSTEM_COLUMN.createdAt)}`,
    sql`null::varchar(64) as ${sql.id(SYSTEM_COLUMN.updatedBy)}`,
    sql`null::timestamp(0) as ${sql.id(SYSTEM_COLUMN.updatedAt)}`,
    sql`1 as ${sql.id(SYSTEM_COLUMN.rowVersion)}`,
    sql`0 as ${sql.id(SYSTEM_COLUMN.seq)}`,
    sql`null::varchar(32) as ${sql.id(SYSTEM_COLUMN.bundleVersion)}`,
  ];
  const union = sql.join(derived.sources.map((source) => sourceSql(owner, registry, source)), sql` union all `);
  return sql`select ${sql.join([key, ...grouping, ...sums, ...system])} from (${union}) as s group by ${sql.join(grouping)}`;
}

/** Derived lists whose view reads `module`'s table: dropped while it changes shape, made again after. */
export function derivedListsReading(registry: ModuleRegistry, module: CompiledModule): CompiledModule[] {
  return registry.all().filter((owner) => owner.bundle.derived?.sources.some((source) => source.module === module.moduleId || source.parent === module.moduleId));
}

export async function dropDerivedView(db: PlatformDb, module: CompiledModule): Promise<void> {
  await sql`drop view if exists ${sql.table(module.table)}`.execute(db);
}

/** The fingerprint of a view's query, kept as the view's comment. */
function fingerprint(db: PlatformDb, query: RawBuilder<unknown>): string {
  const compiled = query.compile(db);
  return `derived:${createHash('sha256').update(compiled.sql).update(JSON.stringify(compiled.parameters)).digest('hex')}`;
}

async function storedFingerprint(db: PlatformDb, module: CompiledModule): Promise<string | undefined> {
  const { rows } = await sql<{ comment: string | null }>`
    select obj_description(c.oid, 'pg_class') as comment from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relname = ${module.table} and c.relkind = 'v' and n.nspname = current_schema()`.execute(db);
  return rows[0]?.comment ?? undefined;
}

/**
 * (Re)creates the view of a derived list from its published sources, inside the caller's
 * transaction (the module migration lock is held). A view whose query has not changed is left
 * alone: a start that changes nothing takes no lock a view's drop would.
 * @throws Error when a source names a module or field the registry does not have.
 */
export async function ensureDerivedView(db: PlatformDb, module: CompiledModule, registry: ModuleRegistry): Promise<void> {
  const query = derivedViewQuery(module, registry);
  const print = fingerprint(db, query);
  if ((await storedFingerprint(db, module)) === print) return;
  await dropDerivedView(db, module);
  await sql`create view ${sql.table(module.table)} as ${query}`.execute(db);
  await sql`comment on view ${sql.table(module.table)} is ${sql.lit(print)}`.execute(db);
}
