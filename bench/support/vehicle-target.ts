import { sql, type CompiledQuery } from 'kysely';
import type { CompiledModule } from '../../runtime/index.ts';
import { startSession } from '../../server/auth/sessions.ts';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';
import type { ModuleRegistry } from '../../server/modules/registry.ts';
import type { Comparison, Target } from './api-vs-sql.ts';
import { seedVehicles } from './seed-vehicles.ts';

/** What a benchmark builds its statement from: the prepared database and the admin who calls. */
export interface VehicleBench {
  database: Database;
  registry: ModuleRegistry;
  vehicle: CompiledModule;
  ctx: { orgNo: string; userId: string; locale: 'zh-CN' };
}

/**
 * Brings the target's database to `rows` vehicles in the admin's organisation (reused when there),
 * then answers the statement `build` makes, to replay through the driver, and a token of the admin.
 */
export async function prepareVehicles(
  target: Target,
  rows: number,
  build: (bench: VehicleBench) => Promise<CompiledQuery>,
): Promise<{ statement: { sql: string; parameters: readonly unknown[] }; token: string }> {
  const database = await createDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const registry = await prepareDatabase(database, { seedDemo: true });
    const admin = await database.db.selectFrom('sys_user').select(['user_id', 'current_org_no']).where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const vehicle = registry.byModuleId('vmVehicle');
    if (!vehicle) throw new Error('the vmVehicle bundle did not load');
    await seedVehicles(database, vehicle, String(admin.current_org_no), rows);
    await sql`analyze`.execute(database.db);
    const ctx = { orgNo: String(admin.current_org_no), userId: String(admin.user_id), locale: 'zh-CN' as const };
    const statement = await build({ database, registry, vehicle, ctx });
    const session = await startSession(database.db, String(admin.user_id), { configHours: 0, remember: false });
    return { statement: { sql: statement.sql, parameters: statement.parameters }, token: session.token };
  } finally {
    await database.close();
  }
}

/** The vehicle list's set-up call: the same sign-in and permission checks as a list call, answered from memory. */
export const VEHICLE_FLOOR_CALL: Comparison['floor'] = {
  apiPath: 'vm/vehicle/init.ajax',
  query: new URLSearchParams(),
  check: (body: unknown) => {
    if (!Array.isArray((body as { value?: { columns?: unknown } }).value?.columns)) throw new Error(`init call failed: ${JSON.stringify(body).slice(0, 500)}`);
  },
  what: 'vm/vehicle/init.ajax, the same sign-in and permission checks and a 2 KB answer from memory, no SQL',
};
