import { sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';
import type { CompiledModule } from '../../runtime/index.ts';

const CHUNK = 100_000;

/**
 * Tops the vehicle table up to `rows` generated vehicles (keys 'B' + number) in one
 * organisation, in chunks, with INSERT ... SELECT over generate_series: values that pass the
 * bundle's rules (plate and VIN formats, dictionary codes) and spread over 14 years.
 */
export async function seedVehicles(database: Database, vehicle: CompiledModule, orgNo: string, rows: number): Promise<void> {
  const { db } = database;
  const column = (field: string) => sql.ref(vehicle.fields.get(field)!.column);
  const table = sql.table(vehicle.table);
  const existing = await sql<{ n: number }>`select count(*)::int as n from ${table} where ${column('vehicleNo')} like 'B%'`.execute(db);
  let from = (existing.rows[0]?.n ?? 0) + 1;
  while (from <= rows) {
    const to = Math.min(rows, from + CHUNK - 1);
    await sql`
      insert into ${table} (${column('vehicleNo')}, ${column('plateNo')}, ${column('frameNo')}, ${column('vehicleType')},
        ${column('brandModel')}, ${column('seats')}, ${column('purchaseDate')}, ${column('purchasePrice')}, ${column('mileageKm')},
        ${column('vehicleState')}, org_no, created_by, created_at, row_version, seq)
      select 'B' || lpad(g::text, 12, '0'),
        -- Unique per organisation (the plate is a unique key): province and letter repeat every 130 rows, g / 130 in base 36 tells those apart.
        (array['冀','京','青','蒙','新'])[1 + g % 5] || chr(65 + (g / 5) % 26) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1 + (g / 130 / 1679616) % 36, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1 + (g / 130 / 46656) % 36, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1 + (g / 130 / 1296) % 36, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1 + (g / 130 / 36) % 36, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1 + (g / 130 / 1) % 36, 1),
        'LSV' || upper(substr(md5('v' || g::text), 1, 14)),
        (array['SUV','PICKUP','VAN','TRUCK','CRANE'])[1 + g % 5],
        (array['丰田 兰德酷路泽','五菱 宏光','长城 炮','江铃 全顺','徐工 QY25K'])[1 + g % 5],
        2 + g % 7,
        date '2012-01-01' + (g % 5000),
        round((80000 + g % 400000)::numeric, 2),
        g % 300000,
        (array['10','20','30','40'])[1 + g % 4],
        ${orgNo}, 'bench', now(), 1, g
      from generate_series(${from}::int, ${to}::int) as g`.execute(db);
    console.log(`  seeded vehicles up to ${to.toLocaleString('en')}`);
    from = to + 1;
  }
}
