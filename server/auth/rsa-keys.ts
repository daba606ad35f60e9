import forge from 'node-forge';
import type { Database } from '../db/database.ts';

const PUBLIC_KEY = 'rsa.publicKey';
const PRIVATE_KEY = 'rsa.privateKey';

interface KeyPair {
  publicPem: string;
  privateKey: forge.pki.rsa.PrivateKey;
}

/** Parsed keys per open database: the pair itself lives in sys_config, shared by every server. */
const parsed = new WeakMap<Database, KeyPair>();

/**
 * Generates the login form's RSA key pair on first start. Two servers starting together may
 * both generate one; the first insert wins and the other pair is discarded.
 */
export async function ensureRsaKeyPair(database: Database): Promise<void> {
  const existing = await database.db.selectFrom('sys_config').select('config_key').where('config_key', '=', PUBLIC_KEY).executeTakeFirst();
  if (existing) return;
  const pair = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const rows = [
    { config_key: PUBLIC_KEY, config_value: forge.pki.publicKeyToPem(pair.publicKey) },
    { config_key: PRIVATE_KEY, config_value: forge.pki.privateKeyToPem(pair.privateKey) },
  ];
  await database.db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('sys_config').values(rows[0]!).onConflict((c) => c.column('config_key').doNothing()).executeTakeFirst();
    // Only the server whose public key went in writes the matching private key.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) await trx.insertInto('sys_config').values(rows[1]!).execute();
  });
}

async function keyPair(database: Database): Promise<KeyPair> {
  const cached = parsed.get(database);
  if (cached) return cached;
  const rows = await database.db.selectFrom('sys_config').select(['config_key', 'config_value']).where('config_key', 'in', [PUBLIC_KEY, PRIVATE_KEY]).execute();
  const value = (key: string) => rows.find((row) => row.config_key === key)?.config_value as string | undefined;
  const publicPem = value(PUBLIC_KEY);
  const privatePem = value(PRIVATE_KEY);
  if (!publicPem || !privatePem) throw new Error('RSA key pair missing from sys_config: prepareDatabase has not run');
  const pair = { publicPem, privateKey: forge.pki.privateKeyFromPem(privatePem) };
  parsed.set(database, pair);
  return pair;
}

export async function publicKeyPem(database: Database): Promise<string> {
  return (await keyPair(database)).publicPem;
}

/**
 * Decrypts what jsencrypt produced in the browser (RSA PKCS#1 v1.5, base64, UTF-8 text).
 * Node's crypto refuses PKCS#1 v1.5 decryption, hence node-forge. Returns null for anything
 * that does not decrypt, so callers answer with their own refusal.
 */
export async function rsaDecrypt(database: Database, base64: string): Promise<string | null> {
  const { privateKey } = await keyPair(database);
  try {
    return forge.util.decodeUtf8(privateKey.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'));
  } catch {
    return null;
  }
}
