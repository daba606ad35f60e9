import { sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';
import type { CompiledModule } from '../../runtime/index.ts';

const CHUNK = 100_000;
/** Codes of generated rows; the benchmark's workbook uses 'W' codes, so none of its rows exists. */
export const SEEDED_CODE_PREFIX = 'F';

/**
 * Brings the wide fixture's table (tests/fixtures/wide-module) to exactly `rows` generated rows
 * in one organisation: removes what earlier imports wrote, tops the generated rows up in
 * chunks with INSERT ... SELECT over generate_series, and refreshes the statistics.
 */
export async function seedWide(database: Database, wide: CompiledModule, orgNo: string, rows: number): Promise<void> {
  const { db } = database;
  const column = (field: string) => sql.ref(wide.fields.get(field)!.column);
  const table = sql.table(wide.table);
  await sql`delete from ${table} where ${column('code')} not like ${`${SEEDED_CODE_PREFIX}%`}`.execute(db);
  const existing = await sql<{ n: number }>`select count(*)::int as n from ${table}`.execute(db);
  let from = (existing.rows[0]?.n ?? 0) + 1;
  while (from <= rows) {
    const to = Math.min(rows, from + CHUNK - 1);
    await sql`
      insert into ${table} (${column('wideNo')}, ${column('code')}, ${column('name')}, ${column('category')}, ${column('state')},
        ${column('owner')}, ${column('qty')}, ${column('startDate')}, ${column('spec')}, ${column('vendor')},
        org_no, created_by, created_at, row_version, seq)
      select ${SEEDED_CODE_PREFIX} || lpad(g::text, 12, '0'), ${SEEDED_CODE_PREFIX} || lpad(g::text, 7, '0'), '设备' || g,
        (array['A','B','C'])[1 + g % 3], (array['10','20'])[1 + g % 2], (array['张三','李四','王五'])[1 + g % 3],
        g % 1000, date '2020-01-01' + (g % 1500), '规格-' || (g % 50), (array['金风科技','远景能源','明阳智能'])[1 + g % 3],
        ${orgNo}, 'bench', now(), 1, g
      from generate_series(${from}::int, ${to}::int) as g`.execute(db);
    console.log(`  seeded wide rows up to ${to.toLocaleString('en')}`);
    from = to + 1;
  }
  await sql`vacuum analyze ${table}`.execute(db);
}
