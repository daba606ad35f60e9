import { createDatabase } from '../server/db/database.ts';
import { prepareDatabase } from '../server/db/prepare-database.ts';
import { listStatement, listRecords } from '../server/modules/list-query.ts';
import { planListQuery } from '../runtime/index.ts';
import pg from 'pg';
const LIST_REQUEST = { condition: 'plateNo:@冀G1|purchaseDate:D_B2019-01-01|purchaseDate:D_S2022-12-31', orderField: 'purchaseDate', orderCondition: 'desc', pageNo: 1, pageSize: 20 };
const url = 'postgres://postgres@127.0.0.1:5432/bench_list';
const database = await createDatabase({ databaseUrl: url });
const registry = await prepareDatabase(database, { seedDemo: true });
const vehicle = registry.byModuleId('vmVehicle')!;
const ctx = { orgNo: 'ORG0101', userId: 'U0001', locale: 'zh-CN' as const, scope: undefined as any };
const N = 3000;
async function phase(name: string, fn: () => unknown) {
  for (let i = 0; i < 500; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(name.padEnd(30), ((c.user + c.system) / N / 1000).toFixed(4), 'ms cpu/call', ((performance.now() - t0) / N).toFixed(3), 'ms wall');
}
const plan = planListQuery(vehicle, LIST_REQUEST as any);
const compiled = listStatement(registry, vehicle, plan, ctx).compile(database.db);
const pool = new pg.Pool({ connectionString: url, max: 1 });
for (let r = 0; r < 2; r++) {
await phase('plan', () => planListQuery(vehicle, LIST_REQUEST as any));
await phase('build', () => listStatement(registry, vehicle, plan, ctx));
await phase('build+compile', () => listStatement(registry, vehicle, plan, ctx).compile(database.db));
await phase('raw pg query', () => pool.query(compiled.sql, [...compiled.parameters]));
await phase('kysely execute compiled', () => database.db.executeQuery(compiled));
await phase('listRecords', () => listRecords(database.db, registry, vehicle, plan, ctx));
}
await pool.end(); await database.close();
