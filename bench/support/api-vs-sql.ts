/**
 * What the API benchmarks share: where they run (the embedded PGlite data directory, PostgreSQL
 * database bench_list) and the two measurements they set side by side, a call through a server
 * started for the round (autocannon over loopback) and the very same SQL through the bare driver,
 * at the same concurrency.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { freePort, waitForHttp } from '../../tests/support/net.ts';
import { formatRow, summarize } from './stats.ts';

export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DATA_ROOT = path.resolve('bench/.data');

export interface Target {
  kind: 'pglite' | 'postgres';
  dataDir?: string;
  databaseUrl?: string;
}

/** PostgreSQL's bench_list database (made when missing), or undefined when no server answers. */
export async function postgresTarget(): Promise<Target | undefined> {
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

export interface Measure {
  /** Calls per round. */
  amount: number;
  connections: number;
}

/**
 * Latencies of `amount` calls of `apiPath?query` through a server started for the round;
 * `check` reads the first answer and throws when it is no success. Answers the round's duration.
 */
export async function measureApi(target: Target, token: string, call: { apiPath: string; query: URLSearchParams; check: (body: unknown) => void }, measure: Measure, latencies: number[]): Promise<number> {
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
    const url = `${base}/api/${call.apiPath}?${call.query}`;
    call.check(await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json());
    let failures = 0;
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const instance = autocannon({ url, connections: measure.connections, amount: measure.amount, headers: { authorization: `Bearer ${token}` } }, (error) =>
        error ? reject(error) : resolve(),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        if (status === 200) latencies.push(responseTime);
        else failures += 1;
      });
    });
    if (failures > 0) throw new Error(`${failures} calls of ${call.apiPath} did not answer 200`);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The same statement through the bare driver, `connections` callers at a time, `amount` times. */
export async function measureDriver(target: Target, statement: { sql: string; parameters: readonly unknown[] }, measure: Measure, latencies: number[]): Promise<number> {
  const query = await openDriver(target, measure.connections);
  try {
    await query(statement.sql, statement.parameters);
    let issued = 0;
    const started = performance.now();
    const worker = async () => {
      while (issued < measure.amount) {
        issued += 1;
        const begin = performance.now();
        await query(statement.sql, statement.parameters);
        latencies.push(performance.now() - begin);
      }
    };
    await Promise.all(Array.from({ length: measure.connections }, worker));
    return performance.now() - started;
  } finally {
    await query.close();
  }
}

type DriverQuery = ((text: string, parameters: readonly unknown[]) => Promise<unknown>) & { close(): Promise<void> };

async function openDriver(target: Target, connections: number): Promise<DriverQuery> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: connections });
    return Object.assign((text: string, parameters: readonly unknown[]) => pool.query(text, [...parameters]), { close: () => pool.end() });
  }
  const db = await PGlite.create({ dataDir: path.join(target.dataDir!, 'pgdata'), extensions: { pg_trgm } });
  return Object.assign((text: string, parameters: readonly unknown[]) => db.query(text, [...parameters]), { close: () => db.close() });
}

/** The databases asked for (PostgreSQL when one answers), each holding `rows` records once prepared. */
export async function benchTargets(kinds: readonly string[], rows: number): Promise<Target[]> {
  const targets: Target[] = [];
  if (kinds.includes('pglite')) targets.push({ kind: 'pglite', dataDir: path.join(DATA_ROOT, `pglite-${rows}`) });
  if (kinds.includes('postgres')) {
    const target = await postgresTarget();
    if (target) targets.push(target);
    else console.log(`PostgreSQL: skipped, nothing answers at ${PG_ADMIN_URL}`);
  }
  fs.mkdirSync(DATA_ROOT, { recursive: true });
  return targets;
}

/** One API-versus-driver benchmark: the call, how its database is prepared, and how its goal reads. */
export interface Comparison {
  /** What is called, for the log ('list', 'report'). */
  noun: string;
  rows: number;
  kinds: readonly string[];
  rounds: number;
  measure: Measure;
  call: { apiPath: string; query: URLSearchParams; check: (body: unknown) => void };
  /** Brings the target's database to `rows` records; the SQL the call runs and a token to call with. */
  prepare(target: Target): Promise<{ statement: { sql: string; parameters: readonly unknown[] }; token: string }>;
  goal: number;
  /** Said after the ratios: the goal and any earlier figures to compare with. */
  goalText(kind: Target['kind']): string;
}

/**
 * Measures the call and its SQL on each database asked for, in alternating rounds (a machine busy
 * with other work slows both alike), printing each database's figures as soon as they are in;
 * answers every line, medians and p95 with the API ÷ SQL ratios, for the summary.
 */
export async function compareApiWithDriver(comparison: Comparison): Promise<string[]> {
  const { rows, kinds, rounds, measure, call, goal } = comparison;
  const lines: string[] = [];
  for (const target of await benchTargets(kinds, rows)) {
    console.log(`\n${target.kind}: preparing ${rows.toLocaleString('en')} vehicles (reused when already there)`);
    const { statement, token } = await comparison.prepare(target);
    console.log(`  ${rounds} rounds of ${measure.amount} ${comparison.noun} calls over loopback, then the same SQL through the driver, ${measure.connections} at a time`);
    const [apiLatencies, sqlLatencies, elapsed] = [[] as number[], [] as number[], { api: 0, sql: 0 }];
    for (let round = 0; round < rounds; round += 1) {
      elapsed.api += await measureApi(target, token, call, measure, apiLatencies);
      elapsed.sql += await measureDriver(target, statement, measure, sqlLatencies);
    }
    const [api, driver] = [summarize(apiLatencies, elapsed.api), summarize(sqlLatencies, elapsed.sql)];
    const ratio = (value: number) => `${value.toFixed(2)}x${value <= goal ? '' : ' (over the goal)'}`;
    const figures = [
      formatRow(`${target.kind} API`, api),
      formatRow(`${target.kind} SQL`, driver),
      `${target.kind} ratio API/SQL: p50 ${ratio(api.p50 / driver.p50)}, p95 ${ratio(api.p95 / driver.p95)}; ${comparison.goalText(target.kind)}`,
    ];
    // Printed at once too: the other database's run may take many minutes more.
    console.log(figures.map((line) => `  ${line}`).join('\n'));
    lines.push(...figures);
  }
  return lines;
}
