/**
 * List call benchmark (issue 2): one module seeded with ROWS rows (default 1,000,000); the
 * list call with a like filter, a date range, an order and a page of 20 including the total,
 * measured over loopback with autocannon, beside the very same SQL run straight through
 * the driver at the same concurrency. Both databases: the embedded PGlite and, when one
 * answers, PostgreSQL. The two are measured in alternating rounds, so a machine busy with other
 * work slows both alike rather than only whichever ran second. The ratio is printed beside the
 * goal (issue 12: ≤ 1.3x) and the figures before the session cache. Then the same call by a user
 * whose role reads "the organisation and below" beside one whose role reads "the organisation"
 * (issue 15: p95 within 1.1x).
 *
 * node bench/list-bench.ts [--rows 1000000] [--requests 2000] [--warm-up 1000] [--connections 4] [--rounds 4] [--db pglite,postgres]
 */
import { listStatement } from '../server/modules/list-query.ts';
import { planListQuery } from '../runtime/index.ts';
import { compareApiWithDriver, type Target } from './support/api-vs-sql.ts';
import { prepareVehicles, VEHICLE_FLOOR_CALL } from './support/vehicle-target.ts';
import { compareScopes } from './support/scope-compare.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const ROWS = Number(args.get('rows') ?? 1_000_000);
const REQUESTS = Number(args.get('requests') ?? 2000);
/** Uncounted calls before each round, on both sides (see Measure.warmUp). */
const WARM_UP = Number(args.get('warm-up') ?? 1000);
const CONNECTIONS = Number(args.get('connections') ?? 4);
const ROUNDS = Math.max(1, Number(args.get('rounds') ?? 4));
const PER_ROUND = Math.ceil(REQUESTS / ROUNDS);
/** API ÷ SQL at p50 and p95: the goal, and what the last measurement before the session cache found. */
const GOAL = 1.3;
/** p95 of the organisation-and-below scope ÷ that of the organisation scope (issue 15). */
const SCOPE_GOAL = 1.1;
const BEFORE: Readonly<Record<Target['kind'], string>> = { pglite: 'p50 1.10x, p95 1.73x', postgres: 'p50 1.59x, p95 1.65x' };
const KINDS = (args.get('db') ?? 'pglite,postgres').split(',');

const LIST_REQUEST = {
  // A plate prefix as staff type it (three characters: enough for the trigram index).
  condition: 'plateNo:@冀G1|purchaseDate:D_B2019-01-01|purchaseDate:D_S2022-12-31',
  orderField: 'purchaseDate',
  orderCondition: 'desc',
  pageNo: 1,
  pageSize: 20,
};

/** ROWS vehicles in the admin's organisation; the list call's SQL to replay and a token. */
const prepare = (target: Target) =>
  prepareVehicles(target, ROWS, async ({ database, registry, vehicle, ctx }) => listStatement(registry, vehicle, planListQuery(vehicle, LIST_REQUEST), ctx).compile(database.db));

const MEASURE = { amount: PER_ROUND, connections: CONNECTIONS, warmUp: WARM_UP };
const LIST_CALL = {
  apiPath: 'vm/vehicle/tableList.ajax',
  query: new URLSearchParams(Object.entries(LIST_REQUEST).map(([key, value]) => [key, String(value)])),
  check: (body: unknown) => {
    if (typeof (body as { totalRows?: unknown }).totalRows !== 'number') throw new Error(`list call failed: ${JSON.stringify(body)}`);
  },
};

const lines = await compareApiWithDriver({
  noun: 'list',
  rows: ROWS,
  kinds: KINDS,
  rounds: ROUNDS,
  measure: MEASURE,
  call: LIST_CALL,
  floor: VEHICLE_FLOOR_CALL,
  prepare,
  goal: GOAL,
  goalText: (kind) => `goal ≤ ${GOAL}x, before the session cache ${BEFORE[kind]}`,
});
const scopeLines = await compareScopes({ rows: ROWS, kinds: KINDS, rounds: ROUNDS, measure: MEASURE, call: LIST_CALL, goal: SCOPE_GOAL });
console.log(`\nList call, ${ROWS.toLocaleString('en')} rows, like + date range + order + page 20 with total`);
console.log(lines.join('\n'));
console.log(`\nThe same call by data scope: the organisation and below beside the organisation`);
console.log(scopeLines.join('\n'));
