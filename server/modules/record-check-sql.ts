import { sql, type RawBuilder } from 'kysely';
import type { AggregateDef, CheckTermDef, CompiledModule, CompareOperator, FixedConditionDef, RecordCheckDef } from '../../runtime/index.ts';
import { isLinkCondition } from '../../runtime/bundle/record-check-types.ts';
import { parentLinkField, sourceFieldRef } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';

/**
 * The record a check reads: its key (excluded from every aggregate over its own module) and
 * values, with its parent's as `parent.<field>` when a check reads them (check-parent-values.ts).
 */
export interface CheckedRecord {
  key: string;
  values: Readonly<Record<string, unknown>>;
}

/** Comparisons as SQL; the operator comes from this table, never from the bundle's text. */
const OPERATORS: Readonly<Record<CompareOperator, RawBuilder<unknown>>> = {
  lt: sql`<`,
  lte: sql`<=`,
  gt: sql`>`,
  gte: sql`>=`,
  eq: sql`=`,
  ne: sql`<>`,
};

/** Thrown while compiling: the bundle names a module or field the registry no longer has (it was republished since its check). */
class StaleCheck extends Error {}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function numeric(value: unknown): RawBuilder<unknown> {
  return sql`cast(${String(value)} as numeric)`;
}

/** The rows of the aggregated module (aliased `a`, its parent `p`) in the organisation, matching every item, the checked record left out. */
function aggregateRows(registry: ModuleRegistry, owner: CompiledModule, aggregate: AggregateDef, record: CheckedRecord, orgNo: string): { target: CompiledModule; from: RawBuilder<unknown>; where: RawBuilder<unknown> } {
  const target = registry.byModuleId(aggregate.module);
  if (!target) throw new StaleCheck();
  const parent = aggregate.parent === undefined ? undefined : registry.byModuleId(aggregate.parent);
  if (aggregate.parent !== undefined && !parent) throw new StaleCheck();
  const columnOf = (module: CompiledModule, alias: string, name: string) => {
    const field = module.fields.get(name);
    if (!field) throw new StaleCheck();
    return sql.ref(`${alias}.${field.column}`);
  };
  const column = (ref: string) => {
    const { onParent, field } = sourceFieldRef(ref);
    if (!onParent) return columnOf(target, 'a', field);
    if (!parent) throw new StaleCheck();
    return columnOf(parent, 'p', field);
  };
  const fixed = (module: CompiledModule, alias: string, item: FixedConditionDef) => {
    const values = Array.isArray(item.value) ? item.value : [item.value];
    return sql`${columnOf(module, alias, item.field)} in (${sql.join(values.map((value) => sql`${value}`))})`;
  };
  const predicates: RawBuilder<unknown>[] = aggregate.where.map((item) => {
    if (!isLinkCondition(item)) return fixed(target, 'a', item);
    const own = sourceFieldRef(item.equalsField);
    if (!own.onParent && !owner.fields.has(own.field)) throw new StaleCheck();
    const value = record.values[item.equalsField];
    // A blank link names no record: nothing is linked to it.
    return isBlank(value) ? sql`false` : sql`${column(item.field)}::text = ${String(value)}`;
  });
  if (target.bundle.entity.orgScoped) predicates.push(sql`${sql.ref(`a.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}`);
  if (target === owner) predicates.push(sql`${sql.ref(`a.${target.primaryKey.column}`)}::text <> ${record.key}`);
  let from = sql`${sql.table(target.table)} as a`;
  if (parent) {
    const link = parentLinkField(parent.bundle, target.moduleId);
    if (link === undefined) throw new StaleCheck();
    from = sql`${from} join ${sql.table(parent.table)} as p on ${sql.ref(`p.${parent.primaryKey.column}`)}::text = ${columnOf(target, 'a', link)}::text`;
    predicates.push(...(aggregate.parentWhere ?? []).map((item) => fixed(parent, 'p', item)));
    if (parent.bundle.entity.orgScoped) predicates.push(sql`${sql.ref(`p.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}`);
  }
  return { target, from, where: sql.join(predicates, sql` and `) };
}

function termSql(registry: ModuleRegistry, owner: CompiledModule, term: CheckTermDef, record: CheckedRecord, orgNo: string): RawBuilder<unknown> {
  let value: RawBuilder<unknown>;
  if (term.field !== undefined) value = numeric(record.values[term.field]);
  else if (term.value !== undefined) value = numeric(term.value);
  else if (term.sumOf) {
    const { target, from, where } = aggregateRows(registry, owner, term.sumOf, record, orgNo);
    const summed = target.fields.get(term.sumOf.field ?? '');
    if (!summed) throw new StaleCheck();
    value = sql`coalesce((select sum(${sql.ref(`a.${summed.column}`)}) from ${from} where ${where}), 0)`;
  } else if (term.countOf) {
    const { from, where } = aggregateRows(registry, owner, term.countOf, record, orgNo);
    value = sql`(select count(*) from ${from} where ${where})`;
  } else throw new StaleCheck();
  return term.negate ? sql`(- ${value})` : value;
}

function sideSql(registry: ModuleRegistry, owner: CompiledModule, terms: readonly CheckTermDef[], record: CheckedRecord, orgNo: string): RawBuilder<unknown> {
  return sql`(${sql.join(terms.map((term) => termSql(registry, owner, term, record, orgNo)), sql` + `)})`;
}

/**
 * What a check's aggregates read, as lock names: per aggregate, its module, the organisation
 * and the values of this record its links compare with (`mtIssue|ORG0101|issueNo=CK-001&materialCode=M-01`).
 * Two saves that name the same text aggregate the same rows.
 */
export function checkedGroups(check: RecordCheckDef, record: CheckedRecord, orgNo: string): string[] {
  return [...check.left, ...check.right].flatMap((term) => {
    const aggregate = term.sumOf ?? term.countOf;
    if (!aggregate) return [];
    const links = aggregate.where.filter(isLinkCondition).map((item) => `${item.field}=${String(record.values[item.equalsField] ?? '')}`);
    return [`${aggregate.module}|${orgNo}|${links.join('&')}`];
  });
}

/** The record fields a check computes with; it is not run while one of them is blank (required says so). */
export function blankTermField(check: RecordCheckDef, record: CheckedRecord): boolean {
  return [...check.left, ...check.right].some((term) => term.field !== undefined && isBlank(record.values[term.field]));
}

/**
 * One statement answering both sides of the check and whether they compare as it asks:
 * `select l, r, l <op> r as ok`. Every identifier is the registry's (the bundle's names looked
 * up), every value bound; aggregates stay in the user's organisation.
 * @returns undefined when the check names a module or field that is no longer published: it
 *   cannot be vouched for, and the caller refuses the save.
 */
export function checkSql(registry: ModuleRegistry, owner: CompiledModule, check: RecordCheckDef, record: CheckedRecord, orgNo: string): RawBuilder<{ l: string; r: string; ok: boolean }> | undefined {
  try {
    const left = sideSql(registry, owner, check.left, record, orgNo);
    const right = sideSql(registry, owner, check.right, record, orgNo);
    return sql`select x.l::text as l, x.r::text as r, x.l ${OPERATORS[check.op]} x.r as ok from (select ${left}::numeric as l, ${right}::numeric as r) as x`;
  } catch (error) {
    if (error instanceof StaleCheck) return undefined;
    throw error;
  }
}
