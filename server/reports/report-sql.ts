/**
 * A compiled report as ONE aggregate statement over its source module's table. Identifiers come
 * from the compiled module (columns the bundle check looked up), keywords from fixed maps keyed
 * by the schema's enums; every value (filters, the organisation, periods, the fraction of a
 * percentile, the row cap) is a bound parameter. No text of the bundle reaches the SQL.
 */
import { sql, type RawBuilder } from 'kysely';
import type { CompiledDimension, CompiledMeasure, CompiledReport, ComparisonRanges, Filter, ReportPeriod } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { scopePredicates, whereSql } from '../modules/list-query.ts';
import { labelSubquery } from '../modules/label-sql.ts';
import { recordScopeSql } from '../modules/record-scope.ts';

/** How date_trunc names a period, and how its bucket is labelled (runtime/report/periods.ts reads the labels back). */
const BUCKET: Record<ReportPeriod, { unit: string; format: string }> = {
  day: { unit: 'day', format: 'YYYY-MM-DD' },
  week: { unit: 'week', format: 'YYYY-MM-DD' },
  month: { unit: 'month', format: 'YYYY-MM' },
  quarter: { unit: 'quarter', format: 'YYYY-"Q"Q' },
  year: { unit: 'year', format: 'YYYY' },
};

const SECONDS: Record<'hour' | 'day', number> = { hour: 3600, day: 86400 };

/** The column of a row's comparison period: 'current', 'previous' or 'lastYear'. */
export const PERIOD_ALIAS = '__period';
export const dimensionAlias = (index: number) => `__d_${index}`;
/** The label of a reference or tree-reference dimension's group. */
export const dimensionLabelAlias = (index: number) => `__l_${index}`;
export const measureAlias = (index: number) => `__m_${index}`;

function column(name: string): RawBuilder<unknown> {
  return sql.ref(`t.${name}`);
}

/**
 * The far field of a dimension read through other records: one scalar subquery per hop, each
 * reading the next record by its key within the reader's data scope on that record's module (a
 * record outside it leaves the group empty). A scalar subquery, not a join, so a key that is not
 * unique can never count a source row twice.
 */
function throughValue(dimension: CompiledDimension, ctx: RecordContext): RawBuilder<unknown> {
  return dimension.hops.reduce<RawBuilder<unknown>>((value, hop, index) => {
    const alias = `__p_${index}`;
    const read = dimension.hops[index + 1]?.via ?? dimension.field;
    const scope = recordScopeSql(hop.to, ctx, alias);
    return sql`(select ${sql.ref(`${alias}.${read.column}`)} from ${sql.table(hop.to.table)} as ${sql.id(alias)} where ${sql.ref(`${alias}.${hop.key.column}`)} = ${value}${scope ? sql` and ${scope}` : sql``} limit 1)`;
  }, column(dimension.hops[0]?.via.column ?? dimension.field.column));
}

function dimensionValue(dimension: CompiledDimension, ctx: RecordContext): RawBuilder<unknown> {
  const value = dimension.hops.length ? throughValue(dimension, ctx) : column(dimension.field.column);
  if (!dimension.truncate) return value;
  const { unit, format } = BUCKET[dimension.truncate];
  // As a timestamp without zone: a date's bucket never depends on the session's time zone.
  return sql`to_char(date_trunc(${sql.lit(unit)}, ${value}::timestamp), ${sql.lit(format)})`;
}

/** The per-row value a measure aggregates: its field, or the duration between two date fields in its unit. */
function measureInput(measure: CompiledMeasure): RawBuilder<unknown> {
  const end = column(measure.field?.column ?? '');
  if (!measure.since) return end;
  const start = column(measure.since.field.column);
  return sql`(extract(epoch from (${end}::timestamp - ${start}::timestamp)) / ${sql.lit(SECONDS[measure.since.unit])})`;
}

function aggregate(measure: CompiledMeasure, byName: ReadonlyMap<string, CompiledMeasure>): RawBuilder<unknown> {
  const input = () => measureInput(measure);
  // Dates keep their type; every other measure answers a number on both databases.
  const dated = !measure.since && (measure.field?.type === 'date' || measure.field?.type === 'datetime');
  switch (measure.fn) {
    case 'count':
      return measure.field ? sql`count(${column(measure.field.column)})::integer` : sql`count(*)::integer`;
    case 'sum':
      return sql`sum(${input()})::double precision`;
    case 'avg':
      return sql`avg(${input()})::double precision`;
    case 'min':
      return dated ? sql`min(${input()})` : sql`min(${input()})::double precision`;
    case 'max':
      return dated ? sql`max(${input()})` : sql`max(${input()})::double precision`;
    case 'percentile':
      return sql`(percentile_cont(${measure.fraction ?? 0.5}::double precision) within group (order by ${input()}))::double precision`;
    case 'ratio': {
      const operand = (name: string | undefined) => aggregate(byName.get(name ?? '') as CompiledMeasure, byName);
      return sql`(${operand(measure.numerator)})::double precision / nullif((${operand(measure.denominator)})::double precision, 0)`;
    }
  }
}

function inRange(value: RawBuilder<unknown>, range: { from: string; until: string }): RawBuilder<unknown> {
  return sql`(${value} >= ${range.from}::date and ${value} < ${range.until}::date)`;
}

/** Which of the compared periods a row falls in; rows of none are left out by the where clause. */
function periodCase(value: RawBuilder<unknown>, ranges: ComparisonRanges): RawBuilder<unknown> {
  return sql`case when ${inRange(value, ranges.current)} then 'current' when ${inRange(value, ranges.previous)} then 'previous' when ${inRange(value, ranges.lastYear)} then 'lastYear' end`;
}

export interface ReportStatementInput {
  report: CompiledReport;
  /** The reader's own conditions, planned against the source module. */
  filters: readonly Filter[];
  ctx: RecordContext;
  /** The periods an IndicatorComparison report reads. */
  ranges?: ComparisonRanges;
}

/**
 * select … from (select <dimensions>, <measures> from <table> t where <scope, filters> group by …) t
 * order by … limit n: the grouping inside, reference labels outside, read once per group. One
 * row more than the report's limit is asked for, so the answer can say it was cut.
 */
export function reportStatement(registry: ModuleRegistry, input: ReportStatementInput): RawBuilder<Record<string, unknown>> {
  const { report, ctx, ranges } = input;
  const source = report.source;
  const predicates = scopePredicates(source, [...report.filters, ...input.filters], ctx);
  const groups: RawBuilder<unknown>[] = report.dimensions.map((dimension, index) => sql`${dimensionValue(dimension, ctx)} as ${sql.id(dimensionAlias(index))}`);
  if (report.comparison && ranges) {
    const value = column(report.comparison.field.column);
    groups.push(sql`${periodCase(value, ranges)} as ${sql.id(PERIOD_ALIAS)}`);
    predicates.push(sql`(${inRange(value, ranges.current)} or ${inRange(value, ranges.previous)} or ${inRange(value, ranges.lastYear)})`);
  }
  const byName = new Map(report.measures.map((measure) => [measure.name, measure]));
  const measures = report.measures.map((measure, index) => sql`${aggregate(measure, byName)} as ${sql.id(measureAlias(index))}`);
  const groupBy = groups.length ? sql`group by ${sql.join(groups.map((_, index) => sql.lit(index + 1)))}` : sql``;
  const labels = report.dimensions.flatMap((dimension, index) => {
    const label = dimension.truncate ? undefined : labelSubquery(registry, dimension.field, ctx.orgNo, sql.ref(`t.${dimensionAlias(index)}`));
    return label ? [sql`${label} as ${sql.id(dimensionLabelAlias(index))}`] : [];
  });
  const aliasOf = (name: string): string => {
    const index = report.dimensions.findIndex((entry) => entry.name === name);
    return index >= 0 ? dimensionAlias(index) : measureAlias(report.measures.findIndex((entry) => entry.name === name));
  };
  const order = report.sort.map((entry) => sql`${sql.ref(`t.${aliasOf(entry.name)}`)} ${sql.raw(entry.direction === 'desc' ? 'desc' : 'asc')} nulls last`);
  if (report.comparison && ranges) order.push(sql`${sql.ref(`t.${PERIOD_ALIAS}`)}`);
  return sql<Record<string, unknown>>`
    select t.*${labels.length ? sql`, ${sql.join(labels)}` : sql``}
    from (select ${sql.join([...groups, ...measures])} from ${sql.table(source.table)} as t ${whereSql(predicates)} ${groupBy}) as t
    ${order.length ? sql`order by ${sql.join(order)}` : sql``}
    limit ${report.limit + 1}`;
}
