/**
 * Runs a published report for one reader: their grants on the source module, their field
 * access (checked again by the runtime checker: a report may not show them a field their roles
 * hide), their data scope and organisation, their own search conditions, and the report's cost
 * cap. The statement runs read-only, its planner estimate charged first like a workflow SQL condition.
 */
import { CompiledQuery, sql } from 'kysely';
import {
  AppError,
  checkReportBundle,
  comparisonRanges,
  compileReport,
  drillShape,
  isAdditive,
  planListQuery,
  type CompiledReport,
  type ComparisonRanges,
  type Filter,
  type Locale,
  type ReportBundle,
  type UserFieldAccess,
} from '../../runtime/index.ts';
import { localDateTime } from '../../runtime/expression/dates.ts';
import type { ReportAnswer, ReportRow } from '../../contracts/report.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { assertVisiblePlan } from '../modules/field-visibility.ts';
import { dictionaryLabel } from '../modules/label-sql.ts';
import { chargeCost, isCancel } from '../workflow/sql-host.ts';
import { budgetExceeded, DEFAULT_SQL_BUDGET, type SqlBudget, type SqlBudgetLimits } from '../workflow/sql-budget.ts';
import { dimensionAlias, dimensionLabelAlias, measureAlias, PERIOD_ALIAS, reportStatement } from './report-sql.ts';

/**
 * A report's budget: the workflow conditions' cost cap, so a statement the planner prices like a
 * cross join of tables is refused before it runs; but 30 s to run on PostgreSQL rather than 3,
 * as one report page reads up to millions of rows where a condition reads a few.
 */
export const REPORT_SQL_BUDGET: Readonly<SqlBudgetLimits> = Object.freeze({ ...DEFAULT_SQL_BUDGET, maxMs: 30_000 });

export interface ReportRunRequest {
  /** The reader's search conditions on the source module (condition codec). */
  condition: string;
  /** IndicatorComparison: a day of the current period; today by default. */
  anchor: string;
}

/**
 * The report as the reader may run it: refused (E_BAD_REQUEST report.hiddenField) when it reads
 * a field their roles hide, or when its source module is gone.
 */
export function reportForReader(bundle: ReportBundle, registry: ModuleRegistry, access: (moduleId: string) => UserFieldAccess): CompiledReport {
  const checked = checkReportBundle(bundle, `${bundle.reportId}.json`, { modules: registry, access });
  const source = registry.byModuleId(bundle.source);
  if (!checked.bundle || !source) {
    const problem = checked.problems[0];
    throw new AppError('E_BAD_REQUEST', { reason: problem?.pointer ?? '/' }, problem?.messageId === 'report.problem.hiddenField' ? 'report.hiddenField' : 'report.broken');
  }
  return compileReport(checked.bundle, source, registry);
}

/** The reader's conditions: only on the source module's search fields, never on a field hidden from them. */
function readerFilters(report: CompiledReport, condition: string, access: UserFieldAccess): Filter[] {
  const plan = planListQuery(report.source, { condition });
  const searchable = new Set(report.source.searches.map((search) => search.field));
  const outside = plan.filters.find((filter) => !searchable.has(filter.field));
  if (outside) throw new AppError('E_UNKNOWN_FIELD', { field: outside.field });
  assertVisiblePlan(plan, access);
  return plan.filters;
}

function periodsOf(report: CompiledReport, anchor: string, now: Date): ComparisonRanges | undefined {
  if (!report.comparison) return undefined;
  const ranges = comparisonRanges(report.comparison.period, anchor || localDateTime(now).slice(0, 10));
  if (!ranges) throw new AppError('E_BAD_VALUE', { field: 'anchor' });
  return ranges;
}

const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toRow(report: CompiledReport, row: Record<string, unknown>, locale: Locale): ReportRow {
  const values: ReportRow['values'] = {};
  const labels: ReportRow['labels'] = {};
  report.dimensions.forEach((dimension, index) => {
    const raw = row[dimensionAlias(index)];
    values[dimension.name] = raw === null || raw === undefined ? null : typeof raw === 'number' ? raw : String(raw);
    const label = dimension.field.def.dict ? dictionaryLabel(dimension.module, dimension.field, raw, locale) : row[dimensionLabelAlias(index)];
    if (typeof label === 'string') labels[dimension.name] = label;
  });
  report.measures.forEach((measure, index) => {
    const raw = row[measureAlias(index)];
    values[measure.name] = measure.field && !measure.since && (measure.fn === 'min' || measure.fn === 'max') && typeof raw === 'string' ? raw : asNumber(raw);
  });
  if (PERIOD_ALIAS in row) values.period = String(row[PERIOD_ALIAS]);
  return { values, labels };
}

/** Runs the statement read-only inside its own transaction, its estimate charged to `budget` first. */
async function runCapped(db: PlatformDb, query: CompiledQuery, budget: SqlBudget): Promise<Record<string, unknown>[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local transaction_read_only = on`.execute(trx);
    await sql`set local statement_timeout = ${sql.lit(budget.remainingMs())}`.execute(trx);
    await chargeCost(trx, query.sql, query.parameters, budget);
    const { rows } = await trx.executeQuery<Record<string, unknown>>(query).catch((error: unknown) => {
      throw isCancel(error) ? budgetExceeded() : error;
    });
    return rows;
  });
}

export interface ReportRunContext {
  db: PlatformDb;
  registry: ModuleRegistry;
  ctx: RecordContext;
  /** The reader's field access to each module the report reads (the source, the modules its dimension paths reach). */
  access: (moduleId: string) => UserFieldAccess;
  budget: SqlBudget;
  now: Date;
}

/** @example await runReport(bundle, { condition: 'category:S_INMAJOR', anchor: '' }, context) */
export async function runReport(bundle: ReportBundle, request: ReportRunRequest, context: ReportRunContext): Promise<ReportAnswer> {
  const { db, registry, ctx, access } = context;
  const report = reportForReader(bundle, registry, access);
  const filters = readerFilters(report, request.condition, access(report.source.moduleId));
  const periods = periodsOf(report, request.anchor, context.now);
  const query = reportStatement(registry, { report, filters, ctx, ...(periods ? { ranges: periods } : {}) }).compile(db);
  const rows = await runCapped(db, query, context.budget);
  const locale = ctx.locale;
  return {
    reportId: report.reportId,
    title: report.title[locale],
    source: report.source.moduleId,
    dimensions: report.dimensions.map((dimension) => ({
      name: dimension.name,
      label: dimension.label[locale],
      field: dimension.path,
      ...(dimension.truncate ? { truncate: dimension.truncate } : {}),
    })),
    measures: report.measures.map((measure) => ({ name: measure.name, label: measure.label[locale], additive: isAdditive(measure.fn) })),
    display: report.display,
    drill: drillShape(report),
    rows: rows.slice(0, report.limit).map((row) => toRow(report, row, locale)),
    truncated: rows.length > report.limit,
    ...(periods ? { periods } : {}),
  };
}
