import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

const SECRET_KEY = 'excel.templateSecret';

/** Per open database: the secret itself lives in sys_config, shared by every server instance. */
const cached = new WeakMap<Database, Buffer>();

/**
 * Creates the template signing secret on first start; when two servers race, the first insert
 * wins. Reads first, so a start on a database that has it writes nothing.
 */
export async function ensureTemplateSecret(database: Database): Promise<void> {
  const existing = await database.db.selectFrom('sys_config').select('config_key').where('config_key', '=', SECRET_KEY).executeTakeFirst();
  if (existing) return;
  await database.db
    .insertInto('sys_config')
    .values({ config_key: SECRET_KEY, config_value: randomBytes(32).toString('base64') })
    .onConflict((conflict) => conflict.column('config_key').doNothing())
    .execute();
}

/**
 * The key of the HMAC that marks system-generated templates. Load it before opening a
 * transaction: on PGlite the outer handle waits while a transaction holds the connection.
 */
export async function templateSecret(database: Database): Promise<Buffer> {
  const known = cached.get(database);
  if (known) return known;
  const row = await database.db.selectFrom('sys_config').select('config_value').where('config_key', '=', SECRET_KEY).executeTakeFirst();
  if (!row) throw new Error('template secret missing from sys_config: prepareDatabase has not run');
  const secret = Buffer.from(String(row.config_value), 'base64');
  cached.set(database, secret);
  return secret;
}
