import { sql, type RawBuilder } from 'kysely';
import type { AggregateDef, CheckTermDef, CompiledModule, CompareOperator, RecordCheckDef } from '../../runtime/index.ts';
import { isLinkCondition } from '../../runtime/bundle/record-check-types.ts';
import type { ModuleRegistry } from './registry.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';

/** The record a check reads: its key (excluded from every aggregate over its own module) and values. */
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

/** The rows of the aggregated module (aliased `a`) in the organisation, matching every item, the checked record left out. */
function aggregateRows(registry: ModuleRegistry, owner: CompiledModule, aggregate: AggregateDef, record: CheckedRecord, orgNo: string): { target: CompiledModule; where: RawBuilder<unknown> } {
  const target = registry.byModuleId(aggregate.module);
  if (!target) throw new StaleCheck();
  const column = (name: string) => {
    const field = target.fields.get(name);
    if (!field) throw new StaleCheck();
    return sql.ref(`a.${field.column}`);
  };
  const predicates: RawBuilder<unknown>[] = aggregate.where.map((item) => {
    if (!isLinkCondition(item)) {
      const values = Array.isArray(item.value) ? item.value : [item.value];
      return sql`${column(item.field)} in (${sql.join(values.map((value) => sql`${value}`))})`;
    }
    if (!owner.fields.has(item.equalsField)) throw new StaleCheck();
    const value = record.values[item.equalsField];
    // A blank link names no record: nothing is linked to it.
    return isBlank(value) ? sql`false` : sql`${column(item.field)}::text = ${String(value)}`;
  });
  if (target.bundle.entity.orgScoped) predicates.push(sql`${sql.ref(`a.${SYSTEM_COLUMN.orgNo}`)} = ${orgNo}`);
  if (target === owner) predicates.push(sql`${sql.ref(`a.${target.primaryKey.column}`)}::text <> ${record.key}`);
  return { target, where: sql.join(predicates, sql` and `) };
}

function termSql(registry: ModuleRegistry, owner: CompiledModule, term: CheckTermDef, record: CheckedRecord, orgNo: string): RawBuilder<unknown> {
  let value: RawBuilder<unknown>;
  if (term.field !== undefined) value = numeric(record.values[term.field]);
  else if (term.value !== undefined) value = numeric(term.value);
  else if (term.sumOf) {
    const { target, where } = aggregateRows(registry, owner, term.sumOf, record, orgNo);
    const summed = target.fields.get(term.sumOf.field ?? '');
    if (!summed) throw new StaleCheck();
    value = sql`coalesce((select sum(${sql.ref(`a.${summed.column}`)}) from ${sql.table(target.table)} as a where ${where}), 0)`;
  } else if (term.countOf) {
    const { target, where } = aggregateRows(registry, owner, term.countOf, record, orgNo);
    value = sql`(select count(*) from ${sql.table(target.table)} as a where ${where})`;
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
