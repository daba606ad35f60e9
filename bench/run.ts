/**
 * npm run bench: builds the client, then every benchmark in turn, each printing its figures
 * beside its baseline. Arguments after -- go to each script (e.g. npm run bench -- --rows 100000).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const scripts = ['bench/list-bench.ts', 'bench/browser-bench.ts', 'bench/import-export.ts', 'bench/workflow.ts'].filter((file) => fs.existsSync(file));
let failed = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0;
for (const script of scripts) {
  console.log(`\n##### ${script}`);
  const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
