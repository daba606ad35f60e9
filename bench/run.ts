/**
 * npm run bench: builds the client, then every benchmark in turn, each printing its figures
 * beside its baseline. The import/export and workflow benchmarks run on the embedded database
 * and on PostgreSQL (TEST_DATABASE_URL, default the local server); the list benchmark covers
 * both in one run, and so does the report benchmark (npm run bench -- report); the start-during-import benchmark is PostgreSQL's only (several servers on one
 * database), and so are the inline grid benchmark (a parent saved with 200 rows) the numbering benchmark (parallel numbered saves beside unnumbered ones); the device data intake runs on both (PostgreSQL through Mosquitto; the embedded database through the embedded broker, as `npm start`). Arguments after -- go to each script (e.g. npm run bench -- --rows 100000); leading words
 * before them select benchmarks by name (e.g. npm run bench -- list --rows 100000 runs only
 * bench/list-bench.ts), so one part can be measured without the half hour of the others.
 */
import { spawnSync } from 'node:child_process';

const runs: [script: string, ...args: string[]][] = [
  ['bench/list-bench.ts'],
  ['bench/report-bench.ts'],
  ['bench/browser-bench.ts'],
  ['bench/import-export.ts', '--db', 'pglite'],
  ['bench/import-export.ts', '--db', 'postgres'],
  ['bench/workflow.ts', '--db', 'pglite'],
  ['bench/workflow.ts', '--db', 'postgres'],
  ['bench/start-during-import.ts'],
  ['bench/inline-grid.ts', '--db', 'postgres'],
  ['bench/numbering.ts'],
  ['bench/iot-intake.ts', '--db', 'postgres'],
  ['bench/iot-intake.ts', '--db', 'pglite'],
];
const cli = process.argv.slice(2);
const firstOption = cli.findIndex((arg) => arg.startsWith('--'));
const [selectors, options] = firstOption === -1 ? [cli, []] : [cli.slice(0, firstOption), cli.slice(firstOption)];
const selected = runs.filter(([script]) => selectors.length === 0 || selectors.some((word) => script.includes(word)));
if (selected.length === 0) {
  console.error(`no benchmark matches ${selectors.join(', ')}`);
  process.exit(1);
}
// Only the browser benchmark loads the built client.
const needsClient = selected.some(([script]) => script === 'bench/browser-bench.ts');
let failed = needsClient && spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0;
for (const [script, ...args] of selected) {
  console.log(`\n##### ${script} ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [script, ...args, ...options], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
