/**
 * `npm test`: every suite, in the order a failure is cheapest to find.
 *  1. type check of the whole package, then the layer boundaries: runtime/ and contracts/ alone
 *     without DOM and Node types (tsconfig.runtime.json), and the import rules of .dependency-cruiser.cjs
 *  2. unit tests (runtime/, src/, locales/)
 *  3. API tests against the real server on the embedded database (PGlite)
 *  4. the same API tests on PostgreSQL (TEST_DATABASE_URL, default the local server;
 *     skipped with a notice when none answers, unless REQUIRE_POSTGRES=1 as in CI)
 *  5. client build, then end-to-end tests in headless Chromium
 * Ends with one line 'tests: N passed, M failed' summed over every vitest run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

interface Totals { passed: number; failed: number; skipped: number }
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const only = process.argv.slice(2);
const wanted = (step: string) => only.length === 0 || only.includes(step);

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(step);
  return ok;
}

function vitest(step: string, project: string, env: NodeJS.ProcessEnv = {}): void {
  const report = path.join(os.tmpdir(), `vitest-${project}-${process.pid}-${Date.now()}.json`);
  run(step, process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${report}`], env);
  if (!fs.existsSync(report)) return;
  const summary = JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  fs.rmSync(report, { force: true });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (wanted('typecheck')) run('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
if (wanted('boundaries')) {
  run('runtime typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.runtime.json']);
  run('layer boundaries', process.execPath, ['node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', '--config', '.dependency-cruiser.cjs', 'runtime', 'contracts', 'src', 'server']);
}
if (wanted('unit')) vitest('unit', 'unit');
if (wanted('api')) vitest('api (PGlite)', 'api', { DATABASE_URL: '' });
if (wanted('api-pg')) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (await postgresAnswers(url)) vitest('api (PostgreSQL)', 'api', { DATABASE_URL: url });
  else if (process.env.REQUIRE_POSTGRES === '1') failures.push(`api (PostgreSQL): no server at ${url}`);
  else console.log(`\n=== api (PostgreSQL): skipped, no server answers at ${url} (set TEST_DATABASE_URL)`);
}
if (wanted('e2e')) {
  if (run('client build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'])) vitest('e2e (Chromium)', 'e2e');
}

console.log(`\n${failures.length ? `failed steps: ${failures.join(', ')}` : 'all steps passed'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
