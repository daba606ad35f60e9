/**
 * `npm test`: every suite, in the order a failure is cheapest to find.
 *  1. type check of the whole package, then the layer boundaries: runtime/ and contracts/ alone
 *     without DOM and Node types (tsconfig.runtime.json), and the import rules of .dependency-cruiser.cjs
 *  2. unit tests (runtime/, src/, locales/)
 *  3. API tests against the real server on the embedded database (PGlite) and, side by side,
 *     the same tests on PostgreSQL (TEST_DATABASE_URL, default the local server; skipped with a
 *     notice when none answers, unless REQUIRE_POSTGRES=1 as in CI). Each run runs its files one
 *     at a time, so two runs keep two cores busy; each gets a Mosquitto of its own (a device
 *     message published in one run must not reach the other's intake).
 *  4. client build, then end-to-end tests in headless Chromium, in two shards side by side
 * Each step prints its duration; the end is one line 'tests: N passed, M failed' summed over
 * every vitest run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './support/net.ts';
import { postgresAnswers } from './support/postgres.ts';

interface Totals { passed: number; failed: number; skipped: number }
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Failed tests by name, repeated at the end: a CI log often keeps only its last lines. */
const failedTests: string[] = [];
const only = process.argv.slice(2);
const wanted = (step: string) => only.length === 0 || only.includes(step);

const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${step}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(step);
  console.log(`=== ${step}: ${ok ? 'passed' : 'failed'} in ${seconds(started)}`);
  return ok;
}

/** A vitest run of one project, its output kept in a file until it ends (runs side by side would interleave). */
interface VitestRun {
  step: string;
  report: string;
  log: string;
  started: number;
  done: Promise<number | null>;
}

function startVitest(step: string, project: string, env: NodeJS.ProcessEnv, output: 'inherit' | 'file', extraArgs: string[] = []): VitestRun {
  const stamp = `${project}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const report = path.join(os.tmpdir(), `vitest-${stamp}.json`);
  const log = path.join(os.tmpdir(), `vitest-${stamp}.log`);
  console.log(`\n=== ${step}: vitest run --project ${project} ${extraArgs.join(' ')}${output === 'file' ? ' (output shown when it ends)' : ''}`);
  const out = output === 'file' ? fs.openSync(log, 'w') : 'inherit';
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...extraArgs], {
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env, ...(output === 'file' ? { FORCE_COLOR: '1' } : {}) },
  });
  if (typeof out === 'number') fs.closeSync(out);
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { step, report, log, started: performance.now(), done };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

function namesOfFailed(step: string, report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${step}: ${where}: ${file.message?.split('\n')[0] ?? 'failed to run'}`];
    return tests.map((test) => `${step}: ${where} > ${test.fullName}`);
  });
}

async function finishVitest(run: VitestRun): Promise<void> {
  const code = await run.done;
  if (fs.existsSync(run.log)) {
    console.log(`\n=== ${run.step}: output`);
    process.stdout.write(fs.readFileSync(run.log));
    fs.rmSync(run.log, { force: true });
  }
  if (code !== 0) failures.push(run.step);
  console.log(`=== ${run.step}: ${code === 0 ? 'passed' : 'failed'} in ${seconds(run.started)}`);
  if (!fs.existsSync(run.report)) return;
  const summary = JSON.parse(fs.readFileSync(run.report, 'utf8')) as VitestReport;
  failedTests.push(...namesOfFailed(run.step, summary));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  fs.rmSync(run.report, { force: true });
}

const vitest = (step: string, project: string, env: NodeJS.ProcessEnv = {}) => finishVitest(startVitest(step, project, env, 'inherit'));

const MOSQUITTO = '/usr/sbin/mosquitto';

/** A Mosquitto of the run's own on a free port, when the machine has one (its URL), else the shared broker's. */
async function ownBroker(): Promise<{ env: NodeJS.ProcessEnv; stop(): void }> {
  if (!fs.existsSync(MOSQUITTO)) return { env: {}, stop: () => undefined };
  const port = await freePort();
  const config = path.join(os.tmpdir(), `mosquitto-${process.pid}-${port}.conf`);
  fs.writeFileSync(config, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  const broker: ChildProcess = spawn(MOSQUITTO, ['-c', config], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    env: { TEST_MQTT_URL: `mqtt://127.0.0.1:${port}` },
    stop: () => {
      broker.kill('SIGTERM');
      fs.rmSync(config, { force: true });
    },
  };
}

if (wanted('typecheck')) run('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
if (wanted('boundaries')) {
  run('runtime typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.runtime.json']);
  run('layer boundaries', process.execPath, ['node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', '--config', '.dependency-cruiser.cjs', 'runtime', 'contracts', 'src', 'server']);
}
if (wanted('unit')) await vitest('unit', 'unit');
const apiRuns: VitestRun[] = [];
const broker = wanted('api') && wanted('api-pg') ? await ownBroker() : { env: {}, stop: () => undefined };
if (wanted('api-pg')) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (await postgresAnswers(url)) apiRuns.push(startVitest('api (PostgreSQL)', 'api', { DATABASE_URL: url }, wanted('api') ? 'file' : 'inherit'));
  else if (process.env.REQUIRE_POSTGRES === '1') failures.push(`api (PostgreSQL): no server at ${url}`);
  else console.log(`\n=== api (PostgreSQL): skipped, no server answers at ${url} (set TEST_DATABASE_URL)`);
}
if (wanted('api')) apiRuns.push(startVitest('api (PGlite)', 'api', { DATABASE_URL: '', ...broker.env }, apiRuns.length ? 'file' : 'inherit'));
for (const apiRun of apiRuns) await finishVitest(apiRun);
broker.stop();
/**
 * The e2e files in two shards side by side, each with its own server, database and browser: one
 * shard leaves a core idle while its browser or its server waits on the other.
 */
const E2E_SHARDS = 2;
if (wanted('e2e') && run('client build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'])) {
  const shards = Array.from({ length: E2E_SHARDS }, (_, index) =>
    startVitest(`e2e (Chromium) ${index + 1}/${E2E_SHARDS}`, 'e2e', {}, index === 0 ? 'inherit' : 'file', [`--shard=${index + 1}/${E2E_SHARDS}`]),
  );
  for (const shard of shards) await finishVitest(shard);
}

if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps passed'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
