/**
 * Issues an integration uakey for a user: `npm run uakey -- <userName>`. Other systems trade
 * it for tokens at {lios}/api/getToken. The key is printed once; only its hash is stored.
 * On the embedded database it refuses while a server runs on the same folder (the folder's
 * lock, server/db/database.ts): two processes writing one PGlite folder can corrupt it.
 * On PostgreSQL (DATABASE_URL) it runs beside the servers.
 */
import { readConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { preparePlatform } from '../db/prepare-database.ts';
import { createUakey } from '../auth/uakeys.ts';

const userName = process.argv[2];
if (!userName) {
  console.error('usage: npm run uakey -- <userName>');
  process.exit(2);
}

const config = readConfig();
let database: Database;
try {
  database = await createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, holder: 'uakey' });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await preparePlatform(database);
  const user = await database.db.selectFrom('sys_user').select(['user_id', 'state']).where('user_name', '=', userName).executeTakeFirst();
  if (!user) {
    console.error(`no user named ${userName}`);
    process.exitCode = 1;
  } else if (user.state !== 1) {
    console.error(`user ${userName} is disabled`);
    process.exitCode = 1;
  } else {
    const { uakey } = await createUakey(database.db, user.user_id as string, { kind: 'integration', expiresAt: null, remember: false });
    console.log(uakey);
  }
} finally {
  await database.close();
}
