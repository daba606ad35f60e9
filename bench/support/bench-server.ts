/** The in-process server of the API benchmarks: demo data, no captcha or rate limits, tokens made directly. */
import { readFileLimits, type ServerConfig } from '../../server/config.ts';
import { readAuthSettings } from '../../server/auth/auth-settings.ts';
import { newSecret, sha256Hex } from '../../server/auth/secrets.ts';
import type { PlatformDb } from '../../server/db/tables/index.ts';

/** PostgreSQL of the benchmarks: TEST_DATABASE_URL, else the local server; undefined for the embedded database. */
export function benchDatabaseUrl(kind: string): string | undefined {
  return kind === 'postgres' ? process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' : undefined;
}

export function benchServerConfig(databaseUrl: string | undefined, storageName: string): ServerConfig {
  return {
    port: 0, host: '127.0.0.1', dataDir: 'memory://', databaseUrl, apiBase: '/api', liosBase: '/api',
    storageRoot: `/tmp/${storageName}-${process.pid}`, tokenHours: 2, captcha: false, seedDemo: true, clientDir: undefined, logLevel: 'error',
    files: readFileLimits({}),
    sms: { driver: 'outbox' },
    fileStorage: { driver: 'local', purgeMinutes: 0 },
    runJobs: false,
    auth: readAuthSettings({ RATE_LIMIT: 'off' }),
  };
}

/** A bearer token of the user, valid for four hours, without a sign-in. */
export async function benchToken(db: PlatformDb, userId: string): Promise<string> {
  const secret = newSecret();
  await db.insertInto('sys_token').values({ token_hash: sha256Hex(secret), user_id: userId, expires_at: new Date(Date.now() + 4 * 3_600_000) }).execute();
  return secret;
}
