import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthSettings } from '../../server/auth/auth-settings.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { startupProblems } from '../../server/auth/startup-checks.ts';
import { readConfig } from '../../server/config.ts';
import { DEMO_ACCOUNTS, DEMO_UAKEY } from '../../server/seed/demo-accounts.ts';
import { liveDemoCredentials } from '../../server/seed/demo-credentials.ts';
import { startTestApp, type TestApp } from './harness.ts';

describe('demo credentials outside demo mode', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const production = readAuthSettings({ NODE_ENV: 'production' });

  it('finds every demo password and the demo uakey on a freshly seeded database', async () => {
    const live = await liveDemoCredentials(test.app.database.db);
    expect(live).toHaveLength(DEMO_ACCOUNTS.length + 1);
    expect(live).toContain('demo account admin still accepts its README password');
    expect(live).toContain(`the demo uakey ${DEMO_UAKEY.uakey} is still valid`);
    expect((await startupProblems(test.app.database.db, production))[0]).toMatch(/^NODE_ENV=production and demo account /);
    // Outside production the demo is fine.
    expect(await startupProblems(test.app.database.db, readAuthSettings({}))).toEqual([]);
  });

  it('lets production start once every demo password is changed or its account disabled and the demo uakey revoked', async () => {
    const { db } = test.app.database;
    await db.updateTable('sys_user').set({ password_hash: await hashPassword('Changed#2025') }).where('user_name', '=', 'admin').execute();
    await db.updateTable('sys_user').set({ state: 0 }).where('user_name', 'in', DEMO_ACCOUNTS.map((account) => account.userName).filter((name) => name !== 'admin')).execute();
    expect(await liveDemoCredentials(db)).toEqual([`the demo uakey ${DEMO_UAKEY.uakey} is still valid`]);
    await db.updateTable('sys_uakey').set({ revoked_at: new Date() }).where('user_id', '=', 'U0001').execute();
    expect(await startupProblems(db, production)).toEqual([]);
  });

  it('refuses a registration role or organisation the database lacks', async () => {
    const problems = await startupProblems(test.app.database.db, readAuthSettings({ REGISTER_ROLE: 'nope', REGISTER_ORG: 'NOPE' }));
    expect(problems).toEqual(['REGISTER_ROLE nope is not a role of the database', 'REGISTER_ORG NOPE is not an organisation of the database']);
  });

  it('seeds no demo in production unless SEED_DEMO asks for it', () => {
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', SEED_DEMO: 'on' }).seedDemo).toBe(true);
    expect(readConfig({}).seedDemo).toBe(true);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('a production server on a demo database', () => {
  it('refuses to start and says why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-production-'));
    try {
      const child = spawn(process.execPath, ['server/index.ts'], {
        env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'on', PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: '', DATABASE_URL: '', LOG_LEVEL: 'fatal' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(errors).toContain('Refusing to start: NODE_ENV=production and demo account admin still accepts its README password');
      expect(errors).toContain(`Refusing to start: NODE_ENV=production and the demo uakey ${DEMO_UAKEY.uakey} is still valid`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
