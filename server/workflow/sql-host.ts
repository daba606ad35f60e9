import { CompiledQuery, sql } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { SqlResultKind } from '../../runtime/workflow/expression/host.ts';
import { asNumber, isScalar, type Value } from '../../runtime/workflow/expression/values.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { checkConditionSql, scopedQuery } from './condition-sql.ts';
import { budgetExceeded, type SqlBudget } from './sql-budget.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Rows a list result keeps. */
export const MAX_LIST_ROWS = 1000;

/** What a condition's SQL may read: the published modules' tables, org-scoped ones only in the record's organisation. */
export interface SqlScope {
  isModuleTable(table: string): boolean;
  isOrgScoped(table: string): boolean;
  /** The record's organisation (the instance's; the caller's before one exists). */
  orgNo: string;
}

/** The scope of a registry's published modules, for one organisation. */
export function moduleSqlScope(modules: ModuleRegistry, orgNo: string): SqlScope {
  const byTable = (table: string) => modules.all().find((published) => published.table === table);
  return { isModuleTable: (table) => byTable(table) !== undefined, isOrgScoped: (table) => byTable(table)?.bundle.entity.orgScoped === true, orgNo };
}

function refused(): AppError {
  return new AppError('E_BAD_CONDITION', {}, 'workflow.sqlRefused');
}

function toValue(raw: unknown, kind: SqlResultKind): Value {
  if (kind === 'int' || kind === 'number') {
    if (raw === null || raw === undefined) return 0;
    const value = asNumber(typeof raw === 'bigint' ? Number(raw) : (raw as Value));
    // The value is not quoted: it was read from a table, and the message reaches the client.
    if (value === undefined) throw new AppError('E_BAD_CONDITION', {}, 'workflow.sql.notNumber');
    return kind === 'int' ? Math.trunc(value) : value;
  }
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (raw instanceof Date) return raw.toISOString();
  return String(raw);
}

/** Charges the planner's estimate of a query to the budget before it runs (reports charge theirs the same way). */
export async function chargeCost(db: PlatformDb, text: string, parameters: readonly unknown[], budget: SqlBudget): Promise<void> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
  const explained = rows[0]?.['QUERY PLAN'];
  const plan = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan?: { 'Total Cost'?: number } }[];
  budget.charge(Number(plan[0]?.Plan?.['Total Cost']));
}

/** PostgreSQL's query_canceled: statement_timeout, the budget's time, ran out. */
export const isCancel = (error: unknown) => (error as { code?: unknown } | null)?.code === '57014';

function firstColumn(row: Record<string, unknown> | undefined): unknown {
  return row ? Object.values(row)[0] : undefined;
}

/**
 * Runs the *BySql functions inside the caller's transaction.
 *
 * 1. The text is checked by PostgreSQL's own parser (condition-sql.ts): one plain SELECT over
 *    module tables calling allowed functions, or an AppError naming the reason.
 * 2. It runs wrapped (scopedQuery) as `select * from (...) limit $n`, the row cap a bound
 *    parameter, so the statement always goes through the extended protocol, which refuses to
 *    run more than one statement even if the parser were fooled; every org-scoped table it
 *    reads is replaced by its rows of `scope.orgNo`, a bound parameter too.
 * 3. It runs in a savepoint that is read-only, then rolled back: a condition can read but
 *    never write, and any setting it changed is undone.
 * 4. The action's budget pays for it: the planner's estimate is charged before it runs (on
 *    both databases), and on PostgreSQL the time left is its statement_timeout, so a slow one
 *    is cancelled without aborting the action around it. Overrunning either refuses with
 *    workflow.sql.budget. PGlite has no timer: there the cost, the parser's refusals (no
 *    recursion, no set-returning functions, few tables) and the row cap are the protection.
 */
export function createSqlHost(db: PlatformDb, scope: SqlScope, budget: SqlBudget, maxRows = MAX_LIST_ROWS) {
  return async (kind: SqlResultKind, sqlText: string, params: readonly Value[]): Promise<Value> => {
    if (!params.every(isScalar)) throw refused();
    const checked = await checkConditionSql(sqlText, params.length, (table) => scope.isModuleTable(table));
    const rowCap = kind === 'list' ? Math.max(1, Math.trunc(maxRows)) : 1;
    const orgTables = checked.tables.filter((table) => scope.isOrgScoped(table));
    const { text, parameters } = await scopedQuery(checked, params, rowCap, { tables: orgTables, orgNo: scope.orgNo });
    await sql`savepoint wf_expression`.execute(db);
    try {
      await sql`set local transaction_read_only = on`.execute(db);
      // The parser reads strings as standard_conforming_strings = on does; the server must too.
      await sql`set local standard_conforming_strings = on`.execute(db);
      await sql`set local statement_timeout = ${sql.lit(budget.remainingMs())}`.execute(db);
      await chargeCost(db, text, parameters, budget);
      const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, parameters)).catch((error: unknown) => {
        throw isCancel(error) ? budgetExceeded() : error;
      });
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
