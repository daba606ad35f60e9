import { CompiledQuery, sql, type Kysely } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { SqlResultKind } from '../../runtime/workflow/expression/host.ts';
import { asNumber, isScalar, type Value } from '../../runtime/workflow/expression/values.ts';

export interface SqlHostOptions {
  /** statement_timeout of each query (PostgreSQL; PGlite has no timer to cancel with). */
  timeoutMs: number;
  /** Rows a list result keeps. */
  maxRows: number;
}

export const DEFAULT_SQL_OPTIONS: SqlHostOptions = { timeoutMs: 2000, maxRows: 1000 };

const QUERY_START = /^\s*(select|with)\b/i;

function refused(): AppError {
  return new AppError('E_BAD_CONDITION', {}, 'workflow.sqlRefused');
}

/**
 * The model's SQL with `?` placeholders numbered for PostgreSQL ($1, $2, ...); placeholders
 * inside quoted text or identifiers stay as written. Refuses anything but one query.
 */
export function numberPlaceholders(text: string, paramCount: number): string {
  const body = text.trim().replace(/;\s*$/, '');
  if (!QUERY_START.test(body)) throw refused();
  let out = '';
  let quote: string | undefined;
  let n = 0;
  for (const ch of body) {
    if (quote) {
      if (ch === quote) quote = undefined;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === ';') {
      throw refused();
    } else if (ch === '?') {
      out += `$${(n += 1)}`;
    } else {
      out += ch;
    }
  }
  if (quote || n !== paramCount) throw refused();
  return out;
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

function firstColumn(row: Record<string, unknown> | undefined): unknown {
  return row ? Object.values(row)[0] : undefined;
}

/**
 * Runs the *BySql functions inside the caller's transaction, confined to a savepoint that is
 * read-only and time-limited, then rolled back: a condition can read but never write, and a
 * slow one is cancelled (statement_timeout) without aborting the action around it.
 */
export function createSqlHost(db: Kysely<any>, options: SqlHostOptions = DEFAULT_SQL_OPTIONS) {
  return async (kind: SqlResultKind, sqlText: string, params: readonly Value[]): Promise<Value> => {
    if (!params.every(isScalar)) throw refused();
    const text = numberPlaceholders(sqlText, params.length);
    await sql`savepoint wf_expression`.execute(db);
    try {
      await sql`set local transaction_read_only = on`.execute(db);
      await sql`set local statement_timeout = ${sql.lit(Math.max(1, Math.trunc(options.timeoutMs)))}`.execute(db);
      const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, [...params]));
      switch (kind) {
        case 'list':
          return rows.slice(0, options.maxRows).map((row) => toValue(firstColumn(row), 'str'));
        case 'map':
          return new Map(Object.entries(rows[0] ?? {}).map(([key, raw]) => [key, toValue(raw, 'str')]));
        default:
          return toValue(firstColumn(rows[0]), kind);
      }
    } finally {
      // Restores read-write mode and the timeout, and clears an error state of the query.
      await sql`rollback to savepoint wf_expression`.execute(db);
      await sql`release savepoint wf_expression`.execute(db);
    }
  };
}
