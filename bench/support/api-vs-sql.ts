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
import { cpuMilliseconds, ownCpuMilliseconds } from './process-cpu.ts';

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

/** CPU milliseconds a round's counted calls took, by where they ran. */
export interface CpuSpent {
  /** The calling process: autocannon, or the loop over the driver (with PGlite inside it). */
  caller: number;
  /** The API server (with PGlite inside it); 0 for the driver. */
  server: number;
  /** PostgreSQL's backends of the bench database; 0 for PGlite, which runs inside a process above. */
  database: number;
}

/** A round's duration and CPU, undefined CPU where /proc cannot be read. */
export interface Round {
  elapsed: number;
  cpu?: CpuSpent;
}

/** Reads the CPU of a round: call `start` before the counted calls and `stop` after them. */
function cpuMeter(target: Target, serverPid?: number): { stop(): CpuSpent | undefined } {
  const database = () => (target.kind === 'postgres' ? cpuMilliseconds({ patterns: [`^postgres: .*${new URL(target.databaseUrl!).pathname.slice(1)}`] }) : 0);
  const server = () => (serverPid === undefined ? 0 : cpuMilliseconds({ pids: [serverPid] }));
  const [database0, server0, caller0] = [database(), server(), ownCpuMilliseconds().usage];
  return {
    stop() {
      const [database1, server1] = [database(), server()];
      if (database0 === undefined || database1 === undefined || server0 === undefined || server1 === undefined) return undefined;
      return { caller: ownCpuMilliseconds(caller0).ms, server: server1 - server0, database: database1 - database0 };
    },
  };
}

export interface Measure {
  /** Calls per round. */
  amount: number;
  connections: number;
  /**
   * Calls made and not counted before each round, at the same concurrency: the server started for
   * the round (PGlite's data directory admits one process at a time, so the server cannot outlive
   * its round) and the driver's pool both open their connections and reach optimised code first,
   * so the figures are those of a server that has been running, as in production, on both sides.
   */
  warmUp: number;
}

/** A call of the API: its path and query; `check` reads the first answer and throws when it is no success. */
export interface ApiCall {
  apiPath: string;
  query: URLSearchParams;
  check: (body: unknown) => void;
}

/**
 * Latencies of `amount` calls of each of `calls` in turn (each after its own warm-up) through
 * one server started for the round, pushed to the same place of `latencies`. Answers each
 * call's round: its duration and CPU.
 */
export async function measureApi(target: Target, token: string, calls: readonly ApiCall[], measure: Measure, latencies: readonly number[][]): Promise<Round[]> {
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
    const rounds: Round[] = [];
    for (const [index, call] of calls.entries()) {
      const url = `${base}/api/${call.apiPath}?${call.query}`;
      call.check(await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json());
      // Ended at the last answer: autocannon itself says it is done only at its next one-second tick.
      const run = (amount: number, record: boolean) =>
        new Promise<{ failures: number; lastAnswer: number }>((resolve, reject) => {
          // autocannon reads an amount of 0 as "run for the default duration".
          if (amount === 0) return resolve({ failures: 0, lastAnswer: performance.now() });
          let [failures, lastAnswer] = [0, performance.now()];
          const instance = autocannon({ url, connections: measure.connections, amount, headers: { authorization: `Bearer ${token}` } }, (error) =>
            error ? reject(error) : resolve({ failures, lastAnswer }),
          );
          instance.on('response', (_client, status, _bytes, responseTime) => {
            lastAnswer = performance.now();
            if (status !== 200) failures += 1;
            else if (record) latencies[index]!.push(responseTime);
          });
        });
      const warm = await run(measure.warmUp, false);
      const [started, meter] = [performance.now(), cpuMeter(target, child.pid)];
      const counted = await run(measure.amount, true);
      const cpu = meter.stop();
      if (warm.failures + counted.failures > 0) throw new Error(`${warm.failures + counted.failures} calls of ${call.apiPath} did not answer 200`);
      rounds.push({ elapsed: counted.lastAnswer - started, cpu });
    }
    return rounds;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The same statement through the bare driver, `connections` callers at a time, `amount` times. */
export async function measureDriver(target: Target, statement: { sql: string; parameters: readonly unknown[] }, measure: Measure, latencies: number[]): Promise<Round> {
  const query = await openDriver(target, measure.connections);
  try {
    const run = async (amount: number, record: boolean) => {
      let issued = 0;
      const worker = async () => {
        while (issued < amount) {
          issued += 1;
          const begin = performance.now();
          await query(statement.sql, statement.parameters);
          if (record) latencies.push(performance.now() - begin);
        }
      };
      await Promise.all(Array.from({ length: measure.connections }, worker));
    };
    await run(measure.warmUp, false);
    const [started, meter] = [performance.now(), cpuMeter(target)];
    await run(measure.amount, true);
    return { elapsed: performance.now() - started, cpu: meter.stop() };
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
  call: ApiCall;
  /**
   * A call of the same server that runs no SQL (answered from memory after the same sign-in
   * check), measured in the same rounds: the fixed cost of an HTTP call on this machine, which
   * the ratio of a fast statement cannot fall below.
   */
  floor: ApiCall & { what: string };
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
    const [apiLatencies, floorLatencies, sqlLatencies] = [[] as number[], [] as number[], [] as number[]];
    const [apiRounds, floorRounds, sqlRounds] = [[] as Round[], [] as Round[], [] as Round[]];
    for (let round = 0; round < rounds; round += 1) {
      const [apiRound, floorRound] = await measureApi(target, token, [call, comparison.floor], measure, [apiLatencies, floorLatencies]);
      apiRounds.push(apiRound!);
      floorRounds.push(floorRound!);
      sqlRounds.push(await measureDriver(target, statement, measure, sqlLatencies));
    }
    const [api, floor, driver] = [summarize(apiLatencies, totalElapsed(apiRounds)), summarize(floorLatencies, totalElapsed(floorRounds)), summarize(sqlLatencies, totalElapsed(sqlRounds))];
    const ratio = (value: number) => `${value.toFixed(2)}x${value <= goal ? '' : ' (over the goal)'}`;
    const figures = [
      formatRow(`${target.kind} API`, api),
      formatRow(`${target.kind} SQL`, driver),
      `${target.kind} ratio API/SQL: p50 ${ratio(api.p50 / driver.p50)}, p95 ${ratio(api.p95 / driver.p95)}; ${comparison.goalText(target.kind)}`,
      ...cpuLine(target, apiRounds, sqlRounds, api.count),
      formatRow(`${target.kind} floor`, floor),
      `${target.kind} floor: ${comparison.floor.what}${floorCpu(floorRounds, floor.count)}`,
    ];
    // Printed at once too: the other database's run may take many minutes more.
    console.log(figures.map((line) => `  ${line}`).join('\n'));
    lines.push(...figures);
  }
  return lines;
}

export function totalElapsed(rounds: readonly Round[]): number {
  return rounds.reduce((sum, round) => sum + round.elapsed, 0);
}

/** The floor call's CPU per call, where /proc could be read. */
function floorCpu(rounds: readonly Round[], calls: number): string {
  if (!rounds.every((round) => round.cpu)) return '';
  const [caller, server] = rounds.reduce(([a, b], round) => [a + round.cpu!.caller, b + round.cpu!.server], [0, 0]);
  return `; CPU per call: load generator ${(caller / calls).toFixed(2)} ms, server ${(server / calls).toFixed(2)} ms`;
}

/**
 * CPU per counted call on each side, by process: with the load generator, the server and the
 * database on the same cores, at full load each call's latency follows the CPU all three spend.
 */
function cpuLine(target: Target, apiRounds: readonly Round[], sqlRounds: readonly Round[], calls: number): string[] {
  const spent = (rounds: readonly Round[]) =>
    rounds.every((round) => round.cpu)
      ? rounds.reduce((sum, round) => ({ caller: sum.caller + round.cpu!.caller, server: sum.server + round.cpu!.server, database: sum.database + round.cpu!.database }), { caller: 0, server: 0, database: 0 })
      : undefined;
  const [api, sql] = [spent(apiRounds), spent(sqlRounds)];
  if (!api || !sql) return [];
  const ms = (value: number) => `${(value / calls).toFixed(2)} ms`;
  const database = target.kind === 'postgres';
  return [
    `${target.kind} CPU per call: API: load generator ${ms(api.caller)}, server ${ms(api.server)}${database ? `, PostgreSQL ${ms(api.database)}` : ' (PGlite inside)'}; ` +
      `SQL: driver loop ${ms(sql.caller)}${database ? `, PostgreSQL ${ms(sql.database)}` : ' (PGlite inside)'}`,
  ];
}
