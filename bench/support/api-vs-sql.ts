/**
 * What the API benchmarks share: where they run (the embedded PGlite data directory, PostgreSQL
 * database bench_list) and the two measurements they set side by side, a call through a server
 * started for the round (autocannon over loopback) and the very same SQL through the bare driver,
 * at the same concurrency.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { freePort, waitForHttp } from '../../tests/support/net.ts';

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
