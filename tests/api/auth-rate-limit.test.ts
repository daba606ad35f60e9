import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readAuthSettings } from '../../server/auth/auth-settings.ts';
import { captchaCodeHash } from '../../server/auth/captcha.ts';
import { countHit } from '../../server/auth/rate-limit-store.ts';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';

const MOBILE = '13900020002';

describe('rate limits and the SMS captcha', () => {
  let test: TestApp;
  let second: { app: FastifyInstance; database: Database | undefined };
  let captchas = 0;
  beforeAll(async () => {
    test = await startTestApp({ captcha: true, auth: readAuthSettings({ LOGIN_RATE: '3', SMS_RATE: '2', SMS_RATE_ALL: '5', ACCOUNT_RATE: '2' }) });
    // A second server on the same database: its own connection on PostgreSQL, as two processes would have.
    const { databaseUrl } = test.app.config;
    const schema = databaseUrl ? ((await sql<{ s: string }>`select current_schema() as s`.execute(test.app.database.db)).rows[0]?.s ?? undefined) : undefined;
    const database = databaseUrl ? await createDatabase({ dataDir: 'memory://', databaseUrl, schema }) : undefined;
    second = { app: await buildApp({ config: test.app.config, database: database ?? test.app.database }), database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database?.close();
    await test.close();
  });

  /** A form POST from a given client address. */
  async function post(app: FastifyInstance, ip: string, path: string, params: Record<string, string>, token?: string) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: new URLSearchParams(params).toString(),
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** A captcha whose code the test knows, stored as the captcha call stores one. */
  async function captcha(): Promise<{ uuId: string; code: string }> {
    captchas += 1;
    const uuId = `sms-captcha-${captchas}`;
    await test.app.database.db.insertInto('sys_captcha').values({ uu_id: uuId, code_hash: captchaCodeHash('ab12'), expires_at: new Date(Date.now() + 60_000), used: false }).execute();
    return { uuId, code: 'ab12' };
  }

  const outboxCount = async () => Number((await test.app.database.db.selectFrom('sys_sms_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const mobile = (n: number) => `1360000${String(n).padStart(4, '0')}`;

  it('texts an SMS code only with a right captcha, or to a signed-in user', async () => {
    const before = await outboxCount();
    expect((await post(test.app, '10.0.0.1', 'login/sendSmsCode.ajax', { mobile: MOBILE, purpose: 'login' })).body).toMatchObject({ state: -1, code: 'E_CAPTCHA' });
    expect((await post(test.app, '10.0.0.1', 'login/sendSmsCode.ajax', { mobile: MOBILE, purpose: 'login', uuId: 'none', code: 'ab12' })).body.code).toBe('E_CAPTCHA');
    expect(await outboxCount()).toBe(before);
    expect((await post(test.app, '10.0.0.2', 'login/sendSmsCode.ajax', { mobile: MOBILE, purpose: 'login', ...(await captcha()) })).body.state).toBe(0);
    expect(await outboxCount()).toBe(before + 1);
    const token = await loginWithCaptcha('zhangsan', '10.0.0.3');
    expect((await post(test.app, '10.0.0.3', 'login/sendSmsCode.ajax', { mobile: MOBILE, purpose: 'reset' }, token)).body.state).toBe(0);
  });

  async function loginWithCaptcha(userName: string, ip: string, app = test.app) {
    const password = rsaEncrypt(await publicKey(app), userName === 'zhangsan' ? 'Demo@2024' : 'Admin@2024');
    const { body } = await post(app, ip, 'login/checklogin.ajax', { username: userName, password, ...(await captcha()) });
    return body.value?.token as string;
  }

  it('limits SMS codes per address and for everybody together, across servers', async () => {
    const send = async (app: FastifyInstance, ip: string, n: number) => post(app, ip, 'login/sendSmsCode.ajax', { mobile: mobile(n), purpose: 'register', lang: 'en_US', ...(await captcha()) });
    expect((await send(test.app, '10.0.1.1', 1)).body.state).toBe(0);
    expect((await send(second.app, '10.0.1.1', 2)).body.state).toBe(0);
    const refused = await send(test.app, '10.0.1.1', 3);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ state: -1, code: 'E_TOO_MANY_REQUESTS', msgInfo: expect.stringMatching(/^Too many requests; please try again in \d+ seconds$/) });
    // Everybody together: 5 codes an hour; the first test texted 2, this one 2 so far.
    expect((await send(second.app, '10.0.1.2', 4)).body.state).toBe(0);
    expect((await send(test.app, '10.0.1.3', 5)).body).toMatchObject({ state: -1, code: 'E_TOO_MANY_REQUESTS' });
  });

  it('limits login attempts per address, counted by both servers together', async () => {
    expect(await loginWithCaptcha('admin', '10.0.2.1')).toEqual(expect.any(String));
    expect(await loginWithCaptcha('admin', '10.0.2.1', second.app)).toEqual(expect.any(String));
    expect(await loginWithCaptcha('admin', '10.0.2.1', second.app)).toEqual(expect.any(String));
    const password = rsaEncrypt(await publicKey(test.app), 'Admin@2024');
    const refused = await post(test.app, '10.0.2.1', 'login/checklogin.ajax', { username: 'admin', password, lang: 'zh-cn', ...(await captcha()) });
    expect(refused).toMatchObject({ status: 429, body: { state: -1, code: 'E_TOO_MANY_REQUESTS', msgInfo: expect.stringMatching(/^操作过于频繁，请 \d+ 秒后再试$/) } });
    expect(await loginWithCaptcha('admin', '10.0.2.2')).toEqual(expect.any(String));
  });

  it('counts the address that connected, whatever X-Forwarded-For a client not a trusted proxy claims', async () => {
    const reset = (forwarded: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/system/user/resetPassword.ajax',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded },
        payload: new URLSearchParams({ mobile: MOBILE, smsCode: '000000', password: 'x' }).toString(),
      });
    const codes = [];
    for (const forwarded of ['10.9.0.1', '10.9.0.2', '10.9.0.3']) codes.push((await reset(forwarded)).json().code);
    expect(codes.at(-1)).toBe('E_TOO_MANY_REQUESTS');
  });

  it('limits registrations and password resets per address', async () => {
    const reset = () => post(test.app, '10.0.3.1', 'system/user/resetPassword.ajax', { mobile: MOBILE, smsCode: '000000', password: 'x' });
    expect((await reset()).body.code).not.toBe('E_TOO_MANY_REQUESTS');
    expect((await reset()).body.code).not.toBe('E_TOO_MANY_REQUESTS');
    expect((await reset()).body.code).toBe('E_TOO_MANY_REQUESTS');
  });

  it('starts a new window once the old one ended', async () => {
    const { db } = test.app.database;
    expect((await countHit(db, 'test:window', 60_000)).current).toBe(1);
    expect((await countHit(db, 'test:window', 60_000)).current).toBe(2);
    await db.updateTable('sys_rate_limit').set({ reset_at: new Date(Date.now() - 1000) }).where('key', 'in', ['test:window']).execute();
    const hit = await countHit(db, 'test:window', 60_000);
    expect(hit.current).toBe(1);
    expect(hit.ttl).toBeGreaterThan(50_000);
  });
});

describe('rate-limit settings', () => {
  it('are on by default, read from the environment, and RATE_LIMIT=off turns them off', () => {
    expect(readAuthSettings({}).rateLimits).toMatchObject({ login: { max: 30, windowMs: 60_000 }, sms: { max: 10 }, smsAll: { max: 300 }, account: { max: 20 } });
    expect(readAuthSettings({ RATE_LIMIT: 'off' }).rateLimits).toBeNull();
    expect([readAuthSettings({}).trustProxy, readAuthSettings({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy, readAuthSettings({ TRUST_PROXY: 'on' }).trustProxy]).toEqual(['127.0.0.1,::1', '10.0.0.0/8', true]);
  });
});
