import { CompiledQuery, sql, type Kysely } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { SqlResultKind } from '../../runtime/workflow/expression/host.ts';
import { asNumber, isScalar, type Value } from '../../runtime/workflow/expression/values.ts';
import { cappedQuery, checkConditionSql } from './condition-sql.ts';

export interface SqlHostOptions {
  /** statement_timeout of each query (PostgreSQL; PGlite has no timer to cancel with). */
  timeoutMs: number;
  /** Rows a list result keeps. */
  maxRows: number;
  /**
   * The planner's total cost a query may be estimated at. A sequential count over a million
   * rows costs some tens of thousands; a cross join of module tables, billions.
   */
  maxCost: number;
}

export const DEFAULT_SQL_OPTIONS: SqlHostOptions = { timeoutMs: 2000, maxRows: 1000, maxCost: 1_000_000 };

function refused(): AppError {
  return new AppError('E_BAD_CONDITION', {}, 'workflow.sqlRefused');
}

function toValue(raw: unknown, kind: SqlResultKind): Value {
  if (kind === 'int' || kind === 'number') {
    if (raw === null || raw === undefined) return 0;
    const value = asNumber(typeof raw === 'bigint' ? Number(raw) : (raw as Value));
    if (value === undefined) throw new AppError('E_BAD_CONDITION', { value: String(raw).slice(0, 40) }, 'workflow.expr.badNumber');
    return kind === 'int' ? Math.trunc(value) : value;
  }
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (raw instanceof Date) return raw.toISOString();
  return String(raw);
}

/**
 * Refuses a query the planner expects to be expensive before it runs: the one limit that also
 * holds on PGlite, which cannot cancel a running statement.
 */
async function refuseCostly(db: Kysely<any>, text: string, parameters: readonly unknown[], maxCost: number): Promise<void> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
  const explained = rows[0]?.['QUERY PLAN'];
  const plan = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan?: { 'Total Cost'?: number } }[];
  const cost = Number(plan[0]?.Plan?.['Total Cost']);
  if (!Number.isFinite(cost) || cost > maxCost) {
    throw new AppError('E_BAD_CONDITION', { cost: Number.isFinite(cost) ? Math.round(cost) : '?', max: maxCost }, 'workflow.sql.tooCostly');
  }
}

function firstColumn(row: Record<string, unknown> | undefined): unknown {
  return row ? Object.values(row)[0] : undefined;
}

/**
 * Runs the *BySql functions inside the caller's transaction.
 *
 * 1. The text is checked by PostgreSQL's own parser (condition-sql.ts): one plain SELECT over
 *    module tables calling allowed functions, or an AppError naming the reason.
 * 2. It runs wrapped as `select * from (...) limit $n`, the row cap a bound parameter, so the
 *    statement always has a parameter and goes through the extended protocol, which refuses
 *    to run more than one statement even if the parser were fooled.
 * 3. It runs in a savepoint that is read-only and has a statement_timeout, then rolled back:
 *    a condition can read but never write, any setting it changed is undone, and a slow one
 *    is cancelled without aborting the action around it. Before it runs, the planner's cost
 *    estimate must stay under maxCost: PGlite has no timer to cancel with, so there that cap,
 *    the parser's refusals (no recursion, no set-returning functions, few tables) and the row
 *    cap are the protection.
 *
 * `isModuleTable`: whether a condition may read a table: the published modules' tables (the
 * registry's), never the platform's own.
 */
export function createSqlHost(db: Kysely<any>, isModuleTable: (table: string) => boolean, options: SqlHostOptions = DEFAULT_SQL_OPTIONS) {
  return async (kind: SqlResultKind, sqlText: string, params: readonly Value[]): Promise<Value> => {
    if (!params.every(isScalar)) throw refused();
    const checked = await checkConditionSql(sqlText, params.length, isModuleTable);
    const text = await cappedQuery(checked, params.length);
    const rowCap = kind === 'list' ? Math.max(1, Math.trunc(options.maxRows)) : 1;
    await sql`savepoint wf_expression`.execute(db);
    try {
      await sql`set local transaction_read_only = on`.execute(db);
      // The parser reads strings as standard_conforming_strings = on does; the server must too.
      await sql`set local standard_conforming_strings = on`.execute(db);
      await sql`set local statement_timeout = ${sql.lit(Math.max(1, Math.trunc(options.timeoutMs)))}`.execute(db);
      await refuseCostly(db, text, [...params, rowCap], options.maxCost);
      const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, [...params, rowCap]));
      switch (kind) {
        case 'list':
          return rows.map((row) => toValue(firstColumn(row), 'str'));
        case 'map':
          return new Map(Object.entries(rows[0] ?? {}).map(([key, raw]) => [key, toValue(raw, 'str')]));
        default:
          return toValue(firstColumn(rows[0]), kind);
      }
    } finally {
      // Restores read-write mode, the timeout and any setting the query changed, and clears an
      // error state of the query.
      await sql`rollback to savepoint wf_expression`.execute(db);
      await sql`release savepoint wf_expression`.execute(db);
    }
  };
}
