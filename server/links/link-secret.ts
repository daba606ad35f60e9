import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

const SECRET_KEY = 'links.signingSecret';

/** Read once per open database: the secret itself lives in sys_config, shared by every server. */
const secrets = new WeakMap<Database, Promise<Buffer>>();

async function readOrCreate(database: Database): Promise<Buffer> {
  // Two servers starting together may both propose one; the first insert wins and both read it.
  await database.db
    .insertInto('sys_config')
    .values({ config_key: SECRET_KEY, config_value: randomBytes(32).toString('base64') })
    .onConflict((c) => c.column('config_key').doNothing())
    .execute();
  const row = await database.db.selectFrom('sys_config').select('config_value').where('config_key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return Buffer.from(String(row.config_value), 'base64');
}

/**
 * The key that signs file links and view codes. Every server on one database signs with the same
 * key, so a link issued by one is accepted by all; nothing a second instance needs stays in memory.
 */
export function linkSecret(database: Database): Promise<Buffer> {
  let secret = secrets.get(database);
  if (!secret) {
    secret = readOrCreate(database);
    secret.catch(() => secrets.delete(database));
    secrets.set(database, secret);
  }
  return secret;
}
