import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { startupProblems } from './auth/startup-checks.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS, DEMO_UAKEY } from './seed/demo-accounts.ts';

const config = readConfig();
const app = await buildApp({ config }).catch((error: unknown) => {
  // Another server (or a command) has the embedded database open: say so and stop.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const problems = await startupProblems(app.database.db, config.auth);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Refusing to start: ${problem}`);
  await app.close();
  process.exit(1);
}
await app.listen({ port: config.port, host: config.host });

const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}/`;
const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.log(`\nEnergy operations platform is running at ${url}`);
console.log(`Database: ${database}; files under ${config.storageRoot}`);
if (config.seedDemo) {
  console.log('Demo accounts (user / password; SEED_DEMO=off and NODE_ENV=production for real use, see README):');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.userName.padEnd(10)} ${account.password.padEnd(14)} ${account.role}`);
  console.log(`Demo integration key (uakey) of ${DEMO_UAKEY.userName}: ${DEMO_UAKEY.uakey}  (POST uakey=... to ${config.liosBase}/api/getToken)`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
