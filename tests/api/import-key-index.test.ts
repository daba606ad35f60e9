import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { WIND_ORG } from './module-helpers.ts';
import { seedVehicles } from '../../bench/support/seed-vehicles.ts';
import { onKeyIndex, storedRecordsStatement } from '../../server/excel/stored-records.ts';
import type { CompiledModule } from '../../runtime/index.ts';
import type { PlatformDb } from '../../server/db/tables/index.ts';

/**
 * The import's lookup of stored keys (a batch of 1,000 plate numbers) on a vehicle table of
 * 100,000 rows whose plate number, searched with like, also has a trigram GIN index. With CPU
 * costs raised, PostgreSQL prices the btree's 1,000 descents above the GIN scan, as it does with
 * default costs on some tables of a million vehicles, where the GIN scan takes seconds per batch
 * (a million-row table here: 8.5 s against 10 ms): the lookup must stay on the key index
 * (vm_vehicle_import) all the same.
 */
describe('import: stored keys are looked up on the key index', () => {
  let test: TestApp;
  let vehicle: CompiledModule;
  beforeAll(async () => {
    test = await startTestApp();
    vehicle = test.app.modules.byModuleId('vmVehicle') as CompiledModule;
    await seedVehicles(test.app.database, vehicle, WIND_ORG, 100_000);
    await sql`analyze vm_vehicle`.execute(test.app.database.db);
  });
  afterAll(() => test.close());

  /** The indexes a plan reads, with GIN-favouring costs, in a transaction rolled back after. */
  async function indexesRead(explain: (trx: PlatformDb, statement: ReturnType<typeof storedRecordsStatement>) => Promise<string>): Promise<string[]> {
    const plates = Array.from({ length: 1000 }, (_, index) => `粤B${(10_000 + index).toString(16).toUpperCase()}`);
    const statement = storedRecordsStatement(vehicle, vehicle.fields.get('plateNo')!, plates, { orgNo: WIND_ORG });
    let plan = '';
    await test.app.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`set local cpu_operator_cost = 1`.execute(trx);
        plan = await explain(trx, statement);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    return [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((match) => match[1] as string);
  }

  const explainOn = async (trx: PlatformDb, statement: ReturnType<typeof storedRecordsStatement>) =>
    JSON.stringify((await sql`explain (format json) ${statement}`.execute(trx)).rows);

  it('plans the lookup on the btree key index, not the trigram index the costs favour', async () => {
    // The statement alone, as PostgreSQL (15) prices it: the trigram index. PGlite's newer
    // planner charges GIN scans more and keeps to the btree index by itself.
    if (test.app.database.dialect === 'postgres') expect(await indexesRead(explainOn)).toEqual(['vm_vehicle_trgm_plate_no']);
    // As the import runs it.
    // The plate is also a unique key: its unique index has the same columns, and either btree serves.
    const read = await indexesRead((trx, statement) => onKeyIndex(trx, () => explainOn(trx, statement)));
    expect(read).toHaveLength(1);
    expect(['vm_vehicle_import', 'vm_vehicle_uniq_org_no_plate_no']).toContain(read[0]);
  });

  it('restores the planner setting for the rest of the import transaction', async () => {
    await test.app.database.db.transaction().execute(async (trx) => {
      await onKeyIndex(trx, async () => undefined);
      const { rows } = await sql<{ setting: string }>`select current_setting('enable_bitmapscan') as setting`.execute(trx);
      expect(rows[0]?.setting).toBe('on');
    });
  });
});
