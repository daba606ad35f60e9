/**
 * A server starting during a large import (issue 11, item 12): on PostgreSQL, server A imports
 * ROWS vehicles (default 100,000) in one transaction, holding ROW EXCLUSIVE on vm_vehicle for
 * its length; while it does, server C starts on the same database, and list calls of another
 * module (baStation, whose table start-up migrates before vm_vehicle's) are timed on server B.
 * A start-up that queued an ALTER TABLE behind the import held ACCESS EXCLUSIVE on ba_station
 * meanwhile, and every such list waited for the import's end. Passes when the lists' p95 during
 * the start stays under 200 ms and C is up before the import ends; exits 1 otherwise.
 * tests/api/start-locks.test.ts proves the same without timing, in the regular suite.
 *
 * node bench/start-during-import.ts [--rows 100000]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fillTemplate } from '../tests/api/file-helpers.ts';
import { rsaEncrypt } from '../tests/api/harness.ts';
import { freePort, waitForHttp } from '../tests/support/net.ts';
import { formatRow, summarize } from './support/stats.ts';

const args = new Map<string, string>();
process.argv.slice(2).forEach((arg, index, all) => {
  if (arg.startsWith('--')) args.set(arg.slice(2), all[index + 1] ?? '');
});
const ROWS = Number(args.get('rows') || 100_000);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_start_during_import';
const P95_LIMIT_MS = 200;
/** Lists timed before C starts: the import's own cost to them, for comparison. */
const BASELINE_MS = 3000;
const LIST_INTERVAL_MS = 50;
/** Bounds the calls waiting at once when lists stall (the pool has 10 connections). */
const MAX_IN_FLIGHT = 100;
/** Every wait is bounded: the import's lock to appear, a server to answer. */
const WAIT_MS = 600_000;

const url = new URL(PG_URL);
url.searchParams.set('options', `-c search_path=${SCHEMA},public`);
const storageRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-start-import-'));

interface Server {
  child: ChildProcess;
  base: string;
}

async function startServer(): Promise<Server & { startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: url.toString(), STORAGE_ROOT: storageRoot, LOGIN_CAPTCHA: 'off', CLIENT_DIR: '', LOG_LEVEL: 'fatal' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForHttp(`${base}/login/publicKey.ajax`, child, WAIT_MS);
  return { child, base, startMs: performance.now() - started };
}

function post(base: string, token: string | null, apiPath: string, body: URLSearchParams | FormData): Promise<Response> {
  return fetch(`${base}/${apiPath}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body });
}

async function signIn(base: string): Promise<string> {
  const pem = ((await (await fetch(`${base}/login/publicKey.ajax`)).json()) as { value: string }).value;
  const answer = await post(base, null, 'login/checklogin.ajax', new URLSearchParams({ username: 'admin', password: rsaEncrypt(pem, 'Admin@2024') }));
  return ((await answer.json()) as { value: { token: string } }).value.token;
}

async function uploadVehicles(base: string, token: string): Promise<string> {
  const template = Buffer.from(await (await post(base, token, 'pub/generateImportTemplate.ajax', new URLSearchParams({ _entityName: 'VmVehicle' }))).arrayBuffer());
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    车牌号: `新B${index.toString(36).toUpperCase().padStart(5, '0')}`,
    车架号: `LBENCH${String(index).padStart(11, '0')}`,
    车辆类型: '越野车',
    品牌型号: '哈弗 H6',
    购置日期: new Date(Date.UTC(2022, 0, 1 + (index % 700))),
    状态: '在用',
  }));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await fillTemplate(template, rows))]), 'vehicles.xlsx');
  return ((await (await post(base, token, 'attachment/importUploadFile.ajax', form)).json()) as { fileId: string }).fileId;
}

/** Resolves once another session holds ROW EXCLUSIVE on vm_vehicle: the import is writing. */
async function importWriting(client: pg.Client, imported: Promise<unknown>): Promise<void> {
  let ended = false;
  void imported.then(() => (ended = true));
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the import ended before it was seen writing: ${JSON.stringify(await imported).slice(0, 500)}`);
    const { rowCount } = await client.query(
      `select 1 from pg_locks l join pg_class c on c.oid = l.relation join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = 'vm_vehicle' and l.mode = 'RowExclusiveLock' and l.granted and l.pid <> pg_backend_pid()`,
      [SCHEMA],
    );
    if (rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import never started writing');
}

/**
 * Times baStation list calls on `server`, one every LIST_INTERVAL_MS whether or not the last
 * has answered, as people keep opening lists, until `until` settles; calls still waiting then
 * are awaited and counted. A stall therefore weighs by its length, not as a single slow call.
 */
async function timeLists(server: Server, token: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  const stop = () => (done = true);
  until.then(stop, stop);
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  while (!done) {
    if (inFlight.size < MAX_IN_FLIGHT) {
      const started = performance.now();
      const call: Promise<void> = post(server.base, token, 'ba/station/tableList.ajax', new URLSearchParams({ pageSize: '20' })).then(async (answer) => {
        if (!answer.ok) throw new Error(`list answered ${answer.status}`);
        await answer.arrayBuffer();
        latencies.push(performance.now() - started);
        inFlight.delete(call);
      });
      inFlight.add(call);
    }
    await new Promise((resolve) => setTimeout(resolve, LIST_INTERVAL_MS));
  }
  await Promise.all(inFlight);
  return latencies;
}

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`drop schema if exists ${SCHEMA} cascade`);
await admin.query(`create schema ${SCHEMA}`);
const servers: ChildProcess[] = [];
let passed = false;
try {
  const importer = await startServer();
  servers.push(importer.child);
  const lister = await startServer();
  servers.push(lister.child);
  const importToken = await signIn(importer.base);
  const listToken = await signIn(lister.base);
  console.log(`filling and uploading ${ROWS} vehicle rows...`);
  const fileId = await uploadVehicles(importer.base, importToken);

  const importStarted = performance.now();
  let importEnded = Number.NaN;
  const imported = post(importer.base, importToken, 'pub/importFromExcel.ajax', new URLSearchParams({ _entityName: 'VmVehicle', filePath: fileId, flagField: 'plateNo' }))
    .then((answer) => answer.json() as Promise<{ state: number; value?: { successNum: number; errorNum: number } }>)
    .finally(() => (importEnded = performance.now()));
  await importWriting(admin, imported);
  const baseline = await timeLists(lister, listToken, new Promise((resolve) => setTimeout(resolve, BASELINE_MS)));

  const startedAt = performance.now();
  const starting = startServer();
  const duringStart = await timeLists(lister, listToken, starting);
  const second = await starting;
  servers.push(second.child);
  const secondUp = performance.now();
  const result = await imported;

  const overlapped = secondUp < importEnded;
  const during = summarize(duringStart, secondUp - startedAt);
  console.log(formatRow('lists, import only', summarize(baseline, BASELINE_MS)));
  console.log(formatRow('lists, C starting', during));
  const counted = result.state === 0 && result.value !== undefined && result.value.successNum + result.value.errorNum === ROWS;
  console.log(`server C up in ${second.startMs.toFixed(0)} ms; import of ${ROWS} rows (${JSON.stringify(result.value)}) took ${((importEnded - importStarted) / 1000).toFixed(1)} s and ${overlapped ? 'was still running' : 'had ENDED'} when C was up`);
  passed = overlapped && counted && during.p95 < P95_LIMIT_MS;
  console.log(`RESULT ${JSON.stringify({ rows: ROWS, listP95Ms: Math.round(during.p95), startMs: Math.round(second.startMs), overlapped, passed })}`);
} finally {
  for (const child of servers) child.kill('SIGKILL');
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.end();
  await fs.rm(storageRoot, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
