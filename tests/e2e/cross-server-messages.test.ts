import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../support/net.ts';
import { postgresAnswers } from '../support/postgres.ts';
import { launchBrowser, screenshot } from './browser.ts';
import { signIn, unreadBadge } from './session.ts';
import { api, apiToken, freshGeneralDefect, startReview } from './workflow-steps.ts';

/** The PostgreSQL server a new database of this test is made on (the one the API suite uses). */
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
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

const reachable = await postgresAnswers(ADMIN_URL);
if (!reachable) console.warn(`cross-server e2e skipped: no PostgreSQL at ${ADMIN_URL} (the servers of a cluster share one)`);

/** Issue 16: messages reach open browsers across servers through PostgreSQL LISTEN/NOTIFY. */
describe.skipIf(!reachable)('messages across servers in the browser', () => {
  const database = `e2e_cross_${process.pid}_${Date.now()}`;
  let browser: Browser;
  let first: { child: ChildProcess; base: string } | undefined;
  let second: { child: ChildProcess; base: string } | undefined;
  beforeAll(async () => {
    await adminQuery(`create database ${database}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    // One after the other: the first seeds the demo data, the second finds it.
    first = await startServer(url.href);
    second = await startServer(url.href);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stop(first?.child);
    await stop(second?.child);
    await adminQuery(`drop database if exists ${database} with (force)`);
  });

  it('updates the bell of a browser on server 2 without a reload when a task is sent and messages are read through server 1', async () => {
    if (!first || !second) throw new Error('servers not started');
    const page = await signIn(browser, 'zhangsan', 'Demo@2024', second.base);
    await page.goto(`${second.base}/index`);
    await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // Read through server 1: the badge on server 2 goes out.
    const zhangsan = await apiToken('zhangsan', 'Demo@2024', first.base);
    const unreadPage = async () => (await api('msg/sysMessage/loadMessage.ajax', { readState: '0', pageSize: '50' }, zhangsan, first?.base)).value as { msgRecNo: string }[];
    for (let unread = await unreadPage(); unread.length > 0; unread = await unreadPage()) {
      expect((await api('msg/sysMsgReceiver/resetMessageState.ajax', { ids: unread.map((row) => row.msgRecNo).join(','), state: '1' }, zhangsan, first.base)).state).toBe(0);
    }
    await expect.poll(() => unreadBadge(page), { timeout: 10_000, interval: 100 }).toBe(0);

    // A review task sent through server 1 to 张三: its message reaches the bell on server 2.
    const defect = await freshGeneralDefect('manager', 'Manager@2024', first.base);
    await startReview('manager', 'Manager@2024', defect.key, first.base);
    await expect.poll(() => unreadBadge(page), { timeout: 10_000, interval: 100 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(page, 'cross-server-bell-zh');
  });
});
