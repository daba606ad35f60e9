/**
 * Report benchmark (issue 19): a report over the list benchmark's vehicles (default 1,000,000,
 * the same data, reused), grouped by purchase month and vehicle type, through
 * system/report/run.ajax beside the very same aggregate SQL through the driver, in alternating
 * rounds on the embedded PGlite and, when one answers, PostgreSQL. Goal: API p95 ≤ 1.5x the SQL's.
 *
 * node bench/report-bench.ts [--rows 1000000] [--requests 40] [--connections 2] [--rounds 4] [--db pglite,postgres]
 */
import { sql } from 'kysely';
import { createDatabase, type Database } from '../server/db/database.ts';
import { prepareDatabase } from '../server/db/prepare-database.ts';
import { startSession } from '../server/auth/sessions.ts';
import { publishedReport } from '../server/reports/report-store.ts';
import { publishReportDraft, saveReportDraft } from '../server/reports/report-versions.ts';
import { reportForReader } from '../server/reports/report-run.ts';
import { reportStatement } from '../server/reports/report-sql.ts';
import type { ReportBundle } from '../runtime/index.ts';
import { compareApiWithDriver, type Target } from './support/api-vs-sql.ts';
import { seedVehicles } from './support/seed-vehicles.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const ROWS = Number(args.get('rows') ?? 1_000_000);
const REQUESTS = Number(args.get('requests') ?? 40);
const CONNECTIONS = Number(args.get('connections') ?? 2);
const ROUNDS = Math.max(1, Number(args.get('rounds') ?? 4));
const MEASURE = { amount: Math.ceil(REQUESTS / ROUNDS), connections: CONNECTIONS };
const GOAL = 1.5;
const KINDS = (args.get('db') ?? 'pglite,postgres').split(',');

const REPORT: ReportBundle = {
  reportId: 'benchVehiclesByMonth',
  title: { 'zh-CN': '车辆按购置月份和类型', 'en-US': 'Vehicles by purchase month and type' },
  source: 'vmVehicle',
  dimensions: [
    { name: 'month', field: 'purchaseDate', truncate: 'month' },
    { name: 'type', field: 'vehicleType' },
  ],
  measures: [{ name: 'vehicles', fn: 'count', label: { 'zh-CN': '车辆数', 'en-US': 'Vehicles' } }],
  limit: 10000,
  display: { type: 'table' },
};

const REPORT_CALL = {
  apiPath: 'system/report/run.ajax',
  query: new URLSearchParams({ reportId: REPORT.reportId }),
  check: (body: unknown) => {
    const rows = (body as { value?: { rows?: unknown[] } }).value?.rows;
    if (!Array.isArray(rows) || rows.length === 0) throw new Error(`report call failed: ${JSON.stringify(body).slice(0, 500)}`);
  },
};

/** Brings the database to ROWS vehicles and the report published; returns the SQL to replay and a token. */
async function prepare(target: Target): Promise<{ statement: { sql: string; parameters: readonly unknown[] }; token: string }> {
  const database: Database = await createDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const registry = await prepareDatabase(database, { seedDemo: true });
    const admin = await database.db.selectFrom('sys_user').select(['user_id', 'current_org_no']).where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const vehicle = registry.byModuleId('vmVehicle');
    if (!vehicle) throw new Error('the vmVehicle bundle did not load');
    await seedVehicles(database, vehicle, String(admin.current_org_no), ROWS);
    await sql`analyze`.execute(database.db);
    if (!(await publishedReport(database.db, REPORT.reportId))) {
      await saveReportDraft(database.db, registry, String(admin.user_id), REPORT);
      await publishReportDraft(database.db, registry, String(admin.user_id), REPORT.reportId);
    }
    const ctx = { orgNo: String(admin.current_org_no), userId: String(admin.user_id), locale: 'zh-CN' as const };
    const statement = reportStatement(registry, { report: reportForReader(REPORT, registry, {}), filters: [], ctx }).compile(database.db);
    const session = await startSession(database.db, String(admin.user_id), { configHours: 0, remember: false });
    return { statement: { sql: statement.sql, parameters: statement.parameters }, token: session.token };
  } finally {
    await database.close();
  }
}

const lines = await compareApiWithDriver({
  noun: 'report',
  rows: ROWS,
  kinds: KINDS,
  rounds: ROUNDS,
  measure: MEASURE,
  call: REPORT_CALL,
  prepare,
  goal: GOAL,
  goalText: () => `goal p95 ≤ ${GOAL}x`,
});
console.log(`\nReport call, ${ROWS.toLocaleString('en')} vehicles grouped by purchase month and type`);
console.log(lines.join('\n'));
