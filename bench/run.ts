/**
 * npm run bench: builds the client, then every benchmark in turn, each printing its figures
 * beside its baseline. The import/export and workflow benchmarks run on the embedded database
 * and on PostgreSQL (TEST_DATABASE_URL, default the local server); the list benchmark covers
 * both in one run; the start-during-import benchmark is PostgreSQL's only (several servers on one
 * database), and so are the inline grid benchmark (a parent saved with 200 rows) the numbering benchmark (parallel numbered saves beside unnumbered ones) and the device data intake (Mosquitto). Arguments after -- go to each script (e.g. npm run bench -- --rows 100000).
 */
import { spawnSync } from 'node:child_process';

const runs: [script: string, ...args: string[]][] = [
  ['bench/list-bench.ts'],
  ['bench/browser-bench.ts'],
  ['bench/import-export.ts', '--db', 'pglite'],
  ['bench/import-export.ts', '--db', 'postgres'],
  ['bench/workflow.ts', '--db', 'pglite'],
  ['bench/workflow.ts', '--db', 'postgres'],
  ['bench/start-during-import.ts'],
  ['bench/inline-grid.ts', '--db', 'postgres'],
  ['bench/numbering.ts'],
  ['bench/iot-intake.ts'],
];
let failed = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0;
for (const [script, ...args] of runs) {
  console.log(`\n##### ${script} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [script, ...args, ...process.argv.slice(2)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
