import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRecord } from '../../runtime/index.ts';
import { createRandom } from '../../server/seed/records/random.ts';
import { vehicleRecords } from '../../server/seed/records/vehicles.ts';
import type { OrgSeed } from '../../server/seed/records/seed-types.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { countRows } from './module-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

describe('demo module records', () => {
  let test: TestApp;
  beforeAll(async () => {
    // The seeding itself, not a copy of what the run seeded once.
    test = await startTestApp({}, { freshSeed: true });
  });
  afterAll(() => test.close());

  it('loads stations, equipment trees, vehicles and defects with their handling records', async () => {
    expect(await countRows(test.app, 'ba_station')).toBe(2);
    expect(await countRows(test.app, 'eq_equipment', 'ORG0101')).toBe(94);
    expect(await countRows(test.app, 'eq_equipment', 'ORG0102')).toBe(119);
    expect(await countRows(test.app, 'vm_vehicle')).toBe(300);
    // 150 reported defects per station, and one per abnormal item of a submitted inspection.
    const raised = await moduleTables(test.app.database.db).selectFrom('ip_record_item').select((eb) => eb.fn.countAll().as('n')).where('defect_no', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(raised.n)).toBeGreaterThan(0);
    expect(await countRows(test.app, 'df_defect')).toBe(300 + Number(raised.n));
    const tracks = await countRows(test.app, 'df_defect_track');
    expect(tracks).toBeGreaterThanOrEqual(300);
    expect(tracks).toBeLessThanOrEqual(900);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from df_defect d
      where not exists (select 1 from df_defect_track t where t.parent_id = d.defect_no and t.parent_name = d.defect_code and t.org_no = d.org_no)`.execute(test.app.database.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('passes the module rules on every record', async () => {
    for (const module of test.app.modules.all()) {
      const columns = [...module.fields.values()].map((field) => sql`${sql.ref(field.column)} as ${sql.id(field.name)}`);
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(columns)} from ${sql.table(module.table)}`.execute(test.app.database.db);
      expect(rows.length, module.moduleId).toBeGreaterThan(0);
      for (const row of rows) expect(validateRecord(module, row), `${module.moduleId} ${JSON.stringify(row)}`).toEqual([]);
    }
  });

  it('draws the same records from the same seed', () => {
    const seedOf = (): OrgSeed => {
      const random = createRandom('demo:test');
      let issued = 0;
      return {
        org: { orgNo: 'X', orgName: 'X', orgType: 'wind' },
        index: 0,
        random,
        today: Date.UTC(2025, 5, 1),
        people: [{ empId: 'E1', empName: '张三', orgNo: 'X', departNo: 'D1', teamNo: 'T1' }],
        key: () => String((issued += 1)),
      };
    };
    const first = vehicleRecords(seedOf(), 50);
    expect(vehicleRecords(seedOf(), 50)).toEqual(first);
    expect(new Set(first.map((vehicle) => vehicle.plateNo)).size).toBe(50);
  });
});
