/**
 * Two or more server processes on one new PostgreSQL database, as a cluster runs: the e2e tests
 * of what one server does and another sees (messages, force logout). The shared e2e server runs
 * on the embedded database, which no second server can open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import pg from 'pg';
import { freePort, waitForHttp } from '../support/net.ts';
import { postgresAnswers } from '../support/postgres.ts';

/** The PostgreSQL server a new database of these tests is made on (the one the API suite uses). */
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ClusterServer {
  child: ChildProcess;
  base: string;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A server process on the shared database, as `npm start` runs it. */
async function startServer(databaseUrl: string): Promise<ClusterServer> {
  const [port, mqttPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, CLIENT_DIR: 'dist', LOGIN_CAPTCHA: 'off', RATE_LIMIT: 'off', LOG_LEVEL: 'warn', MQTT_PORT: String(mqttPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/login`, child, 120_000);
  return { child, base };
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Whether a cluster can be made here; the tests that need one are skipped (with a notice) where not. */
export async function clusterAvailable(name: string): Promise<boolean> {
  const reachable = await postgresAnswers(ADMIN_URL);
  if (!reachable) console.warn(`${name} e2e skipped: no PostgreSQL at ${ADMIN_URL} (the servers of a cluster share one)`);
  return reachable;
}

/**
 * Makes a database named after `prefix` and starts `count` servers on it, one after the other:
 * the first seeds the demo data, the others find it. `stop` ends them and drops the database.
 */
export async function startCluster(prefix: string, count: number): Promise<{ servers: ClusterServer[]; stop: () => Promise<void> }> {
  const database = `${prefix}_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const servers: ClusterServer[] = [];
  const stopAll = async () => {
    for (const server of servers) await stop(server.child);
    await adminQuery(`drop database if exists ${database} with (force)`);
  };
  try {
    for (let index = 0; index < count; index += 1) servers.push(await startServer(url.href));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { servers, stop: stopAll };
}

/** What a two-server test works with: both servers and one browser. */
export interface TwoServers {
  readonly browser: Browser;
  readonly first: ClusterServer;
  readonly second: ClusterServer;
}

/**
 * Two servers on one new database (named from `prefix`) and a browser, started before the
 * describing block's tests and stopped after them; call inside `describe`.
 */
export function twoServers(prefix: string): TwoServers {
  let started: { browser: Browser; servers: ClusterServer[]; stop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const cluster = await startCluster(prefix, 2);
    started = { ...cluster, browser: await launchBrowser() };
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.stop();
  });
  const running = () => {
    if (!started) throw new Error('servers not started');
    return started;
  };
  return {
    get browser() {
      return running().browser;
    },
    get first() {
      return running().servers[0]!;
    },
    get second() {
      return running().servers[1]!;
    },
  };
}
