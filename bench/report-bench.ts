/**
 * Report benchmark (issue 19): a report over the list benchmark's vehicles (default 1,000,000,
 * the same data, reused), grouped by purchase month and vehicle type, through
 * system/report/run.ajax beside the very same aggregate SQL through the driver, in alternating
 * rounds on the embedded PGlite and, when one answers, PostgreSQL. Goal: API p95 ≤ 1.5x the SQL's.
 *
 * node bench/report-bench.ts [--rows 1000000] [--requests 40] [--connections 2] [--rounds 4] [--db pglite,postgres]
 */
import { publishedReport } from '../server/reports/report-store.ts';
import { publishReportDraft, saveReportDraft } from '../server/reports/report-versions.ts';
import { reportForReader } from '../server/reports/report-run.ts';
import { reportStatement } from '../server/reports/report-sql.ts';
import type { ReportBundle } from '../runtime/index.ts';
import { compareApiWithDriver, type Target } from './support/api-vs-sql.ts';
import { prepareVehicles, VEHICLE_FLOOR_CALL } from './support/vehicle-target.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const ROWS = Number(args.get('rows') ?? 1_000_000);
const REQUESTS = Number(args.get('requests') ?? 40);
const CONNECTIONS = Number(args.get('connections') ?? 2);
const ROUNDS = Math.max(1, Number(args.get('rounds') ?? 4));
// One uncounted report per connection before each round: each runs for a second or so, and one is enough to open the connections and compile the path.
const MEASURE = { amount: Math.ceil(REQUESTS / ROUNDS), connections: CONNECTIONS, warmUp: CONNECTIONS };
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

/** ROWS vehicles and the report published (once); the report call's SQL to replay and a token. */
const prepare = (target: Target) =>
  prepareVehicles(target, ROWS, async ({ database, registry, ctx }) => {
    if (!(await publishedReport(database.db, REPORT.reportId))) {
      await saveReportDraft(database.db, registry, ctx.userId, REPORT);
      await publishReportDraft(database.db, registry, ctx.userId, REPORT.reportId);
    }
    return reportStatement(registry, { report: reportForReader(REPORT, registry, () => ({})), filters: [], ctx }).compile(database.db);
  });

const lines = await compareApiWithDriver({
  noun: 'report',
  rows: ROWS,
  kinds: KINDS,
  rounds: ROUNDS,
  measure: MEASURE,
  call: REPORT_CALL,
  floor: VEHICLE_FLOOR_CALL,
  prepare,
  goal: GOAL,
  goalText: () => `goal p95 ≤ ${GOAL}x`,
});
console.log(`\nReport call, ${ROWS.toLocaleString('en')} vehicles grouped by purchase month and type`);
console.log(lines.join('\n'));
