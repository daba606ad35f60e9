/**
 * List call benchmark (issue 2): one module seeded with ROWS rows (default 1,000,000); the
 * list call with a like filter, a date range, an order and a page of 20 including the total,
 * measured over loopback with autocannon, beside the very same SQL run straight through
 * the driver at the same concurrency. Both databases: the embedded PGlite and, when one
 * answers, PostgreSQL. The two are measured in alternating rounds, so a machine busy with other
 * work slows both alike rather than only whichever ran second. The ratio is printed beside the
 * goal (issue 12: ≤ 1.3x) and the figures before the session cache.
 *
 * node bench/list-bench.ts [--rows 1000000] [--requests 400] [--connections 4] [--rounds 4] [--db pglite,postgres]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../server/db/database.ts';
import { prepareDatabase } from '../server/db/prepare-database.ts';
import { listStatement } from '../server/modules/list-query.ts';
import { startSession } from '../server/auth/sessions.ts';
import { planListQuery } from '../runtime/index.ts';
import { freePort, waitForHttp } from '../tests/support/net.ts';
import { summarize, formatRow } from './support/stats.ts';
import { seedVehicles } from './support/seed-vehicles.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const ROWS = Number(args.get('rows') ?? 1_000_000);
const REQUESTS = Number(args.get('requests') ?? 400);
const CONNECTIONS = Number(args.get('connections') ?? 4);
const ROUNDS = Math.max(1, Number(args.get('rounds') ?? 4));
const PER_ROUND = Math.ceil(REQUESTS / ROUNDS);
/** API ÷ SQL at p50 and p95: the goal, and what the last measurement before the session cache found. */
const GOAL = 1.3;
const BEFORE: Readonly<Record<Target['kind'], string>> = { pglite: 'p50 1.10x, p95 1.73x', postgres: 'p50 1.59x, p95 1.65x' };
const KINDS = (args.get('db') ?? 'pglite,postgres').split(',');
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATA_ROOT = path.resolve('bench/.data');

const LIST_REQUEST = {
  // A plate prefix as staff type it (three characters: enough for the trigram index).
  condition: 'plateNo:@冀G1|purchaseDate:D_B2019-01-01|purchaseDate:D_S2022-12-31',
  orderField: 'purchaseDate',
  orderCondition: 'desc',
  pageNo: 1,
  pageSize: 20,
};

interface Target {
  kind: 'pglite' | 'postgres';
  dataDir?: string;
  databaseUrl?: string;
}

async function postgresTarget(): Promise<Target | undefined> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['bench_list']);
    if (exists.rowCount === 0) await admin.query('create database bench_list');
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = '/bench_list';
  return { kind: 'postgres', databaseUrl: url.toString() };
}

/** Brings the database to ROWS vehicles in the admin's organisation; returns the SQL to replay and a token. */
async function prepare(target: Target): Promise<{ statement: { sql: string; parameters: readonly unknown[] }; token: string }> {
  const database: Database = await createDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const registry = await prepareDatabase(database, { seedDemo: true });
    const admin = await database.db.selectFrom('sys_user').select(['user_id', 'current_org_no']).where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    const vehicle = registry.byModuleId('vmVehicle');
    if (!vehicle) throw new Error('the vmVehicle bundle did not load');
    await seedVehicles(database, vehicle, String(admin.current_org_no), ROWS);
    await sql`analyze`.execute(database.db);
    const plan = planListQuery(vehicle, LIST_REQUEST);
    const ctx = { orgNo: String(admin.current_org_no), userId: String(admin.user_id), locale: 'zh-CN' as const };
    const statement = listStatement(registry, vehicle, plan, ctx).compile(database.db);
    const session = await startSession(database.db, String(admin.user_id), { configHours: 0, remember: false });
    return { statement: { sql: statement.sql, parameters: statement.parameters }, token: session.token };
  } finally {
    await database.close();
  }
}

/** Latencies of PER_ROUND list calls through a server started for the round; answers their duration. */
async function measureApi(target: Target, token: string, latencies: number[]): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: target.dataDir ?? path.join(DATA_ROOT, 'unused'),
      DATABASE_URL: target.databaseUrl ?? '',
      CLIENT_DIR: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/login/publicKey.ajax`, child, 300_000);
    const query = new URLSearchParams(Object.entries(LIST_REQUEST).map(([key, value]) => [key, String(value)]));
    const url = `${base}/api/vm/vehicle/tableList.ajax?${query}`;
    const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await check.json()) as { totalRows?: number; rows?: unknown[]; msgInfo?: string };
    if (typeof body.totalRows !== 'number') throw new Error(`list call failed: ${JSON.stringify(body)}`);
    let failures = 0;
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const instance = autocannon({ url, connections: CONNECTIONS, amount: PER_ROUND, headers: { authorization: `Bearer ${token}` } }, (error) =>
        error ? reject(error) : resolve(),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        if (status === 200) latencies.push(responseTime);
        else failures += 1;
      });
    });
    if (failures > 0) throw new Error(`${failures} list calls did not answer 200`);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The same statement through the bare driver, CONNECTIONS callers at a time, PER_ROUND times. */
async function measureDriver(target: Target, statement: { sql: string; parameters: readonly unknown[] }, latencies: number[]): Promise<number> {
  const query = await openDriver(target);
  try {
    await query(statement.sql, statement.parameters);
    let issued = 0;
    const started = performance.now();
    const worker = async () => {
      while (issued < PER_ROUND) {
        issued += 1;
        const begin = performance.now();
        await query(statement.sql, statement.parameters);
        latencies.push(performance.now() - begin);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    return performance.now() - started;
  } finally {
    await query.close();
  }
}

type DriverQuery = ((text: string, parameters: readonly unknown[]) => Promise<unknown>) & { close(): Promise<void> };

async function openDriver(target: Target): Promise<DriverQuery> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: CONNECTIONS });
    return Object.assign((text: string, parameters: readonly unknown[]) => pool.query(text, [...parameters]), { close: () => pool.end() });
  }
  const db = await PGlite.create({ dataDir: path.join(target.dataDir!, 'pgdata'), extensions: { pg_trgm } });
  return Object.assign((text: string, parameters: readonly unknown[]) => db.query(text, [...parameters]), { close: () => db.close() });
}

const targets: Target[] = [];
if (KINDS.includes('pglite')) targets.push({ kind: 'pglite', dataDir: path.join(DATA_ROOT, `pglite-${ROWS}`) });
if (KINDS.includes('postgres')) {
  const target = await postgresTarget();
  if (target) targets.push(target);
  else console.log(`PostgreSQL: skipped, nothing answers at ${PG_ADMIN_URL}`);
}

fs.mkdirSync(DATA_ROOT, { recursive: true });
const lines: string[] = [];
for (const target of targets) {
  console.log(`\n${target.kind}: preparing ${ROWS.toLocaleString('en')} vehicles (reused when already there)`);
  const { statement, token } = await prepare(target);
  console.log(`  ${ROUNDS} rounds of ${PER_ROUND} list calls over loopback, then the same SQL through the driver, ${CONNECTIONS} at a time`);
  const [apiLatencies, sqlLatencies, elapsed] = [[] as number[], [] as number[], { api: 0, sql: 0 }];
  for (let round = 0; round < ROUNDS; round += 1) {
    elapsed.api += await measureApi(target, token, apiLatencies);
    elapsed.sql += await measureDriver(target, statement, sqlLatencies);
  }
  const [api, driver] = [summarize(apiLatencies, elapsed.api), summarize(sqlLatencies, elapsed.sql)];
  const ratio = (value: number) => `${value.toFixed(2)}x${value <= GOAL ? '' : ' (over the goal)'}`;
  const figures = [
    formatRow(`${target.kind} API`, api),
    formatRow(`${target.kind} SQL`, driver),
    `${target.kind} ratio API/SQL: p50 ${ratio(api.p50 / driver.p50)}, p95 ${ratio(api.p95 / driver.p95)}; goal ≤ ${GOAL}x, before the session cache ${BEFORE[target.kind]}`,
  ];
  // Printed at once too: the other database's run may take many minutes more.
  console.log(figures.map((line) => `  ${line}`).join('\n'));
  lines.push(...figures);
}
console.log(`\nList call, ${ROWS.toLocaleString('en')} rows, like + date range + order + page 20 with total`);
console.log(lines.join('\n'));
