/**
 * In-process test server for the API tests: a database of its own per app (PGlite in memory, or
 * on PostgreSQL when DATABASE_URL is set), demo data loaded, captcha off. An app with the demo
 * data on the default database starts from a copy of the run's seeded snapshot
 * (tests/api/snapshot-helpers.ts); any other start (no demo data, another database, freshSeed)
 * migrates and seeds an empty database itself, as a server does.
 *
 * Example:
 *   const { app, close } = await startTestApp();
 *   const token = await login(app, 'admin');
 *   const { status, body } = await call(app, token, 'login/currentUserInfo.ajax', { moduleId: 'vmVehicle' });
 *   await close();
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readFileLimits, readStorageSettings, type ServerConfig } from '../../server/config.ts';
import { readAuthSettings } from '../../server/auth/auth-settings.ts';
import { createDatabase } from '../../server/db/database.ts';
import { notifySessionChange } from '../../server/db/session-changes.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { copySnapshot, emptyDatabase, type TestDatabase } from './snapshot-helpers.ts';

export interface TestApp {
  app: FastifyInstance;
  /** PostgreSQL: the app's schema, for a second app to share (startTestApp's `schema`). */
  schema?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** PostgreSQL: work in this app's database and schema (a second server on the same database); the first app drops it. */
  sharing?: TestApp;
  /** The time numbering rules read (buildApp's clock); default the wall clock. */
  clock?: () => Date;
  /** Seed an empty database at start-up, as a server does, instead of copying the run's snapshot: tests of the seeding itself. */
  freshSeed?: boolean;
}

export type CallParams = Record<string, string | number | boolean | null | undefined>;

export interface CallResult {
  status: number;
  // Tests read answers of many shapes; narrowing each one would only repeat the assertions.
  body: any;
}

/** The app's database: the one it shares, a copy of the run's snapshot, or an empty one it seeds. */
async function testDatabase(config: ServerConfig, defaultUrl: string | undefined, options: TestAppOptions): Promise<TestDatabase> {
  if (options.sharing) {
    const { schema, app } = options.sharing;
    if (!schema) throw new Error('only apps on PostgreSQL share a database');
    const database = await createDatabase({ databaseUrl: app.config.databaseUrl, schema });
    return { database, databaseUrl: app.config.databaseUrl, schema, drop: () => database.close() };
  }
  // Only what the snapshot was made as: demo data, on the database of the run.
  // Loaded here, not at the top: scripts outside vitest (bench/) import this file's helpers, and vitest refuses to load there.
  const { inject } = await import('vitest');
  const snapshot = inject('seededSnapshot');
  const copies = snapshot && !options.freshSeed && config.seedDemo && config.dataDir === 'memory://' && config.databaseUrl === defaultUrl;
  return copies ? copySnapshot(snapshot, defaultUrl) : emptyDatabase(config.dataDir, config.databaseUrl);
}

export async function startTestApp(overrides: Partial<ServerConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const storageRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'energy-ops-test-'));
  const settings: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl,
    apiBase: '/api',
    liosBase: '/api',
    storageRoot,
    tokenHours: 2,
    captcha: false,
    seedDemo: true,
    clientDir: undefined,
    logLevel: 'silent',
    files: readFileLimits({}),
    sms: { driver: 'outbox' },
    // Tests tick job runners themselves, on a clock they drive.
    runJobs: false,
    // The production default (postgres with DATABASE_URL, a purge every hour once a test ticks a runner).
    fileStorage: readStorageSettings({ DATABASE_URL: databaseUrl }),
    // Tests sign in many times from one address; the rate-limit tests turn the limits on.
    auth: readAuthSettings({ RATE_LIMIT: 'off' }),
    ...overrides,
  };
  const own = await testDatabase(settings, databaseUrl, options);
  // A copy on PostgreSQL is a database of its own: the app (and a server sharing it) connects there.
  const config: ServerConfig = { ...settings, databaseUrl: own.databaseUrl };
  const app = await buildApp({ config, database: own.database, clock: options.clock });
  await app.ready();
  return {
    app,
    schema: own.schema,
    async close() {
      await app.close();
      await own.drop();
      await fs.rm(storageRoot, { recursive: true, force: true });
    },
  };
}

function encodeForm(params: CallParams): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form.toString();
}

/** One API call under {base}: form-urlencoded POST (or GET with a query), bearer token when given. */
export async function call(
  app: FastifyInstance,
  token: string | null,
  apiPath: string,
  params: CallParams = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<CallResult> {
  const url = `${app.config.apiBase}/${apiPath.replace(/^\//, '')}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const query = encodeForm(params);
  const response =
    method === 'GET'
      ? await app.inject({ method, url: query ? `${url}?${query}` : url, headers })
      : await app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: query,
        });
  return { status: response.statusCode, body: response.json() };
}

/** What jsencrypt does in the browser: RSA PKCS#1 v1.5 over the UTF-8 text, base64. */
export function rsaEncrypt(publicKeyPem: string, text: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}

export async function publicKey(app: FastifyInstance): Promise<string> {
  const { body } = await call(app, null, 'login/publicKey.ajax', {}, 'GET');
  return body.value as string;
}

export function demoPassword(userName: string): string {
  const account = DEMO_ACCOUNTS.find((entry) => entry.userName === userName);
  if (!account) throw new Error(`no demo account ${userName}; pass its password`);
  return account.password;
}

/** The raw checklogin answer, for tests of the login call itself. */
export async function loginCall(app: FastifyInstance, userName: string, password?: string, extra: CallParams = {}): Promise<CallResult> {
  const encrypted = rsaEncrypt(await publicKey(app), password ?? demoPassword(userName));
  return call(app, null, 'login/checklogin.ajax', { username: userName, password: encrypted, lang: 'zh-cn', ...extra });
}

/** Logs in through the real RSA login call and returns the token; throws when refused. */
export async function login(app: FastifyInstance, userName: string, password?: string): Promise<string> {
  const { body } = await loginCall(app, userName, password);
  if (body.state !== 0) throw new Error(`login of ${userName} refused: ${body.msgInfo}`);
  return body.value.token as string;
}

/**
 * Logs several users in at once; the tokens come back in the order the users are named.
 * @example const [manager, lisi] = await loginAll(app, ['manager', 'lisi']);
 */
export async function loginAll<const N extends readonly string[]>(app: FastifyInstance, userNames: N): Promise<{ -readonly [K in keyof N]: string }> {
  return (await Promise.all(userNames.map((userName) => login(app, userName)))) as { -readonly [K in keyof N]: string };
}

/**
 * Tells the servers on the app's database that roles or grants changed under them (a test that
 * edits sys_role_opr directly), as the administration calls do: cached sessions are read again.
 */
export async function grantsChanged(app: FastifyInstance): Promise<void> {
  await notifySessionChange(app.database.changes, app.database.db, { kind: 'all' });
}
