import { sql, type RawBuilder } from 'kysely';
import { orderTerm, orderValue } from './order-sql.ts';
import type { CompiledField, CompiledModule, ListPlan, SummaryFunction } from '../../runtime/index.ts';
import type { ModuleRegistry } from './registry.ts';
import type { RecordContext, RecordRow } from './record-context.ts';
import { filterSql } from './filter-sql.ts';
import { linkFilterSql } from './reference-links.ts';
import { dictionaryLabel, labelAlias, labelSubquery } from './label-sql.ts';
import { SYSTEM_COLUMN } from './system-columns.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { recordScopeSql } from './record-scope.ts';
import { versionMemo } from './version-memo.ts';
import { flattenSql } from '../db/flat-sql.ts';

export interface ListResult {
  rows: RecordRow[];
  total: number;
  /** Per bundle list.summary, over every row the filters select: field name → value. */
  summary: Record<string, unknown>;
}

const TOTAL = '__total';
const summaryAlias = (index: number) => `__summary_${index}`;
const orderAlias = (index: number) => `__order_${index}`;

/** The user's data scope and the planned filters, as predicates on the row aliased `t`. */
export function scopePredicates(module: CompiledModule, filters: ListPlan['filters'], ctx: Pick<RecordContext, 'orgNo' | 'scope'>): RawBuilder<unknown>[] {
  const predicates = filters.map((filter) => linkFilterSql(module, filter) ?? filterSql(filter));
  const scope = recordScopeSql(module, ctx);
  if (scope) predicates.unshift(scope);
  return predicates;
}

export function whereSql(predicates: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return predicates.length === 0 ? sql`` : sql`where ${sql.join(predicates, sql` and `)}`;
}

function summarySql(field: CompiledField, fn: SummaryFunction): RawBuilder<unknown> {
  const column = sql.ref(`t.${field.column}`);
  switch (fn) {
    case 'sum':
      return sql`sum(${column})`;
    case 'count':
      return sql`count(${column})`;
    case 'min':
      return sql`min(${column})`;
    case 'max':
      return sql`max(${column})`;
    case 'avg': {
      // An unrounded average of a money column prints sixteen decimals; keep the column's scale.
      const kind = field.columnKind;
      return kind.kind === 'double' ? sql`avg(${column})` : sql`round(avg(${column}), ${sql.lit(kind.kind === 'decimal' ? kind.scale : 2)})`;
    }
  }
}

/** Select list of a record's fields by name. */
export function fieldSelections(fields: readonly CompiledField[]): RawBuilder<unknown>[] {
  return fields.map((field) => sql`${sql.ref(`t.${field.column}`)} as ${sql.id(field.name)}`);
}

const selectionMemo = versionMemo<readonly RawBuilder<unknown>[]>();

/**
 * Select list of a record: its fields by name, then the labels of reference fields, as one
 * flattened fragment. Built once per published version, organisation and field list: building
 * and compiling its nodes on every call was a fifth of a list call's own time.
 */
export function recordSelections(registry: ModuleRegistry, module: CompiledModule, fields: readonly CompiledField[], orgNo: string): readonly RawBuilder<unknown>[] {
  return selectionMemo(registry, module, `${orgNo}\u0000${fields.map((field) => field.name).join(',')}`, () => {
    const selections = fieldSelections(fields);
    for (const field of fields) {
      const label = labelSubquery(registry, field, orgNo);
      if (label) selections.push(sql`${label} as ${sql.id(labelAlias(field))}`);
    }
    return [flattenSql(sql.join(selections))];
  });
}

/** Raw values and labels (reference labels from the query, dictionary labels in the user's language). */
export function toRecordRow(module: CompiledModule, fields: readonly CompiledField[], row: Record<string, unknown>, ctx: RecordContext): RecordRow {
  const values: Record<string, unknown> = {};
  const labels: Record<string, string> = {};
  for (const field of fields) {
    const value = row[field.name] ?? null;
    values[field.name] = value;
    const label = field.def.dict ? dictionaryLabel(module, field, value, ctx.locale) : row[labelAlias(field)];
    if (typeof label === 'string') labels[field.name] = label;
  }
  return { key: String(row[module.primaryKey.name]), values, labels };
}

/**
 * One page, the total and the summary in one statement: the aggregate over the filtered rows
 * always yields one row, and the page is left-joined to it, so a page beyond the end still
 * reports the total. The page is ordered inside (for LIMIT) and again outside (a join does
 * not keep order). Exported for the benchmark, which replays it through the bare driver.
 */
export function listStatement(registry: ModuleRegistry, module: CompiledModule, plan: ListPlan, ctx: RecordContext): RawBuilder<Record<string, unknown>> {
  const table = sql.table(module.table);
  const where = whereSql(scopePredicates(module, plan.filters, ctx));
  const summaries = module.summary.flatMap(({ field, fn }, index) => {
    const compiled = module.fields.get(field);
    return compiled ? [sql`${summarySql(compiled, fn)} as ${sql.id(summaryAlias(index))}`] : [];
  });
  const pageSelections = [
    ...recordSelections(registry, module, plan.fields, ctx.orgNo),
    ...plan.order.map((order, index) => sql`${orderValue(order)} as ${sql.id(orderAlias(index))}`),
  ];
  const innerOrder = plan.order.map((order) => orderTerm(orderValue(order), order));
  const outerOrder = plan.order.map((order, index) => orderTerm(sql`${sql.ref(`p.${orderAlias(index)}`)}`, order));

  return sql<Record<string, unknown>>`
    select s.*, p.*
    from (select count(*) as ${sql.id(TOTAL)}${summaries.length ? sql`, ${sql.join(summaries)}` : sql``} from ${table} as t ${where}) as s
    left join (
      select ${sql.join(pageSelections)} from ${table} as t ${where}
      order by ${sql.join(innerOrder)} limit ${plan.limit} offset ${plan.offset}
    ) as p on true
    order by ${sql.join(outerOrder)}`;
}

export async function listRecords(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  plan: ListPlan,
  ctx: RecordContext,
): Promise<ListResult> {
  const { rows } = await listStatement(registry, module, plan, ctx).execute(db);
  const first = rows[0] ?? {};
  const summary: Record<string, unknown> = {};
  module.summary.forEach(({ field }, index) => {
    summary[field] = first[summaryAlias(index)] ?? null;
  });
  const pkName = module.primaryKey.name;
  return {
    rows: rows.filter((row) => row[pkName] !== null && row[pkName] !== undefined).map((row) => toRecordRow(module, plan.fields, row, ctx)),
    total: Number(first[TOTAL] ?? 0),
    summary,
  };
}
