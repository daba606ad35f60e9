import { sql, type RawBuilder } from 'kysely';
import type { ColumnKind, MigrationCheck, MigrationPlan } from '../../runtime/index.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Values of the column that the narrower kind cannot hold as they are (a decimal losing digits counts too). */
function misfit(column: RawBuilder<unknown>, to: ColumnKind): RawBuilder<unknown> {
  if (to.kind === 'text' && to.maxLength !== undefined) return sql`length(${column}::text) > ${sql.lit(to.maxLength)}`;
  if (to.kind === 'decimal') {
    const value = sql`${column}::numeric`;
    const limit = sql.lit(10 ** (to.precision - to.scale));
    return sql`(round(abs(${value}), ${sql.lit(to.scale)}) >= ${limit} or ${value} <> round(${value}, ${sql.lit(to.scale)}))`;
  }
  // A kind the column cannot narrow to: only an empty column fits.
  return sql`true`;
}

type RowCheck = Exclude<MigrationCheck, { kind: 'unique' }>;

/** Rows that share all their (non-null) values of a new unique key with another row: the index would refuse them. */
function duplicateRows(check: Extract<MigrationCheck, { kind: 'unique' }>, table: string): RawBuilder<{ n: number }> {
  const columns = check.columns.map((column) => sql.ref(column));
  const present = sql.join(columns.map((column) => sql`${column} is not null`), sql` and `);
  return sql<{ n: number }>`select coalesce(sum(d.n), 0) as n from (select count(*) as n from ${sql.table(table)} where ${present} group by ${sql.join(columns)} having count(*) > 1) as d`;
}

function breaking(check: RowCheck): RawBuilder<unknown> {
  const column = sql.ref(check.column);
  switch (check.kind) {
    case 'required':
      return sql`${column} is null`;
    case 'narrow':
      return sql`${column} is not null and ${misfit(column, check.to)}`;
    case 'convert':
      return sql`${column} is not null`;
  }
}

/**
 * The rows each check of the plan finds in the table, by index into plan.checks (the answer's
 * `counts`). A column the table does not have yet breaks nothing.
 */
export async function countChecks(db: PlatformDb, plan: MigrationPlan, existingColumns: ReadonlySet<string>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [index, check] of plan.checks.entries()) {
    if (!existingColumns.has(check.column)) {
      counts[index] = 0;
      continue;
    }
    const statement = check.kind === 'unique' ? duplicateRows(check, plan.table) : sql<{ n: number }>`select count(*) as n from ${sql.table(plan.table)} where ${breaking(check)}`;
    const { rows } = await statement.execute(db);
    counts[index] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
