import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ColumnKind, MigrationCheck, MigrationPlan } from '../../runtime/index.ts';

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

function breaking(check: MigrationCheck): RawBuilder<unknown> {
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
export async function countChecks(db: Kysely<any>, plan: MigrationPlan, existingColumns: ReadonlySet<string>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [index, check] of plan.checks.entries()) {
    if (!existingColumns.has(check.column)) {
      counts[index] = 0;
      continue;
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(plan.table)} where ${breaking(check)}`.execute(db);
    counts[index] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
