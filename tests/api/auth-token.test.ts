import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { sha256Hex } from '../../server/auth/secrets.ts';
import { createUakey } from '../../server/auth/uakeys.ts';
import { DEMO_UAKEY } from '../../server/seed/demo-accounts.ts';
import { call, login, loginCall, startTestApp, type TestApp } from './harness.ts';

const INFO = 'login/currentUserInfo.ajax';

describe('tokens and uakeys', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('answers 401 E_UNAUTHENTICATED without a token or with an unknown one', async () => {
    for (const token of [null, 'not-a-token']) {
      const { status, body } = await call(test.app, token, INFO);
      expect(status).toBe(401);
      expect(body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED', msgInfo: '当前用户已退出或无权限，请重新登录' });
    }
  });

  it('accepts the token as bearer header, as access_token query and as access_token form field', async () => {
    const token = await login(test.app, 'zhangsan');
    expect((await call(test.app, token, INFO, {}, 'GET')).body.value.currentUser).toBe('U0003');
    expect((await call(test.app, null, INFO, { access_token: token }, 'GET')).body.value.currentUser).toBe('U0003');
    expect((await call(test.app, null, INFO, { access_token: token }, 'POST')).body.value.currentUser).toBe('U0003');
  });

  it('answers 401 E_TOKEN_EXPIRED once the token expired', async () => {
    const token = await login(test.app, 'zhangsan');
    await test.app.database.db.updateTable('sys_token').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', sha256Hex(token)).execute();
    const { status, body } = await call(test.app, token, INFO);
    expect(status).toBe(401);
    expect(body).toMatchObject({ state: -1, code: 'E_TOKEN_EXPIRED' });
  });

  it('lets public calls through with an expired token', async () => {
    const token = await login(test.app, 'zhangsan');
    await test.app.database.db.updateTable('sys_token').set({ revoked_at: new Date() }).where('token_hash', '=', sha256Hex(token)).execute();
    expect((await call(test.app, token, 'login/publicKey.ajax', {}, 'GET')).body.state).toBe(0);
  });

  it('trades the login uakey for a token at api/getToken', async () => {
    const { body } = await loginCall(test.app, 'zhangsan');
    const answer = (await call(test.app, null, 'api/getToken', { uakey: body.uakey })).body;
    expect(answer).toMatchObject({ code: 200, access_token: expect.any(String), expires_in: 7200 });
    expect((await call(test.app, answer.access_token, INFO)).body.value.currentUser).toBe('U0003');
  });

  it('trades the demo administrator uakey of the README for a token on a seeded database', async () => {
    const answer = (await call(test.app, null, 'api/getToken', { uakey: DEMO_UAKEY.uakey })).body;
    expect(answer).toMatchObject({ code: 200, access_token: expect.any(String), expires_in: 7200 });
    expect((await call(test.app, answer.access_token, INFO)).body.value.currentUser).toBe('U0001');
    // Stored hashed like any other key, as an integration key of admin that never expires.
    const stored = await test.app.database.db.selectFrom('sys_uakey').selectAll().where('key_hash', '=', sha256Hex(DEMO_UAKEY.uakey)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: 'U0001', kind: 'integration', expires_at: null, revoked_at: null });
    const plain = await test.app.database.db.selectFrom('sys_uakey').select('key_hash').where('key_hash', '=', DEMO_UAKEY.uakey).execute();
    expect(plain).toEqual([]);
    expect(await fs.readFile(new URL('../../README.md', import.meta.url), 'utf8')).toContain(`uakey=${DEMO_UAKEY.uakey}`);
  });

  it('answers code 401 with a message for a bad uakey', async () => {
    for (const uakey of ['', 'nope', "' or '1'='1"]) {
      const { status, body } = await call(test.app, null, 'api/getToken', { uakey });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 401, msg: '用户密钥无效或已过期' });
    }
  });

  it('rotates the session uakey at login/updateUserToken.ajax', async () => {
    const first = (await loginCall(test.app, 'zhangsan')).body;
    const { body } = await call(test.app, null, 'login/updateUserToken.ajax', { uakey: first.uakey }, 'GET');
    expect(body.state).toBe(0);
    expect(body.value).toEqual({ token: expect.any(String), token_expires_in: 2, auth_mode: 'token', uakey: expect.any(String) });
    expect(body.value.uakey).not.toBe(first.uakey);
    expect((await call(test.app, body.value.token, INFO)).body.state).toBe(0);
    // The old key is spent; the new one works once more.
    expect((await call(test.app, null, 'login/updateUserToken.ajax', { uakey: first.uakey })).body).toMatchObject({ state: -1, code: 'E_UAKEY' });
    expect((await call(test.app, null, 'login/updateUserToken.ajax', { uakey: body.value.uakey })).body.state).toBe(0);
  });

  it('revokes the token and its uakey at logout', async () => {
    const { body } = await loginCall(test.app, 'zhangsan');
    expect((await call(test.app, body.token, 'login/logout.ajax')).body.state).toBe(0);
    expect((await call(test.app, body.token, INFO)).body.code).toBe('E_TOKEN_EXPIRED');
    expect((await call(test.app, null, 'api/getToken', { uakey: body.uakey })).body.code).toBe(401);
    expect((await call(test.app, null, 'login/updateUserToken.ajax', { uakey: body.uakey })).body.code).toBe('E_UAKEY');
  });

  it('ends every token of the session at logout: those got with its uakey, before and after a rotation', async () => {
    const { body } = await loginCall(test.app, 'zhangsan');
    const sibling = (await call(test.app, null, 'api/getToken', { uakey: body.uakey })).body.access_token as string;
    const rotated = (await call(test.app, null, 'login/updateUserToken.ajax', { uakey: body.uakey })).body.value;
    const later = (await call(test.app, null, 'api/getToken', { uakey: rotated.uakey })).body.access_token as string;
    const otherSession = await login(test.app, 'zhangsan');
    expect((await call(test.app, later, 'login/logout.ajax')).body.state).toBe(0);
    for (const token of [body.token, sibling, rotated.token, later]) expect((await call(test.app, token, INFO)).body.code).toBe('E_TOKEN_EXPIRED');
    expect((await call(test.app, null, 'api/getToken', { uakey: rotated.uakey })).body.code).toBe(401);
    expect((await call(test.app, otherSession, INFO)).body.state).toBe(0);
  });

  it('keeps an integration uakey working after logout of the tokens it produced, but never rotates it', async () => {
    const { uakey } = await createUakey(test.app.database.db, 'U0002', { kind: 'integration', expiresAt: null, remember: false });
    const token = (await call(test.app, null, 'api/getToken', { uakey })).body.access_token;
    await call(test.app, token, 'login/logout.ajax');
    expect((await call(test.app, null, 'api/getToken', { uakey })).body.code).toBe(200);
    expect((await call(test.app, null, 'login/updateUserToken.ajax', { uakey })).body.code).toBe('E_UAKEY');
  });

  it('needs nothing from process memory: a second server on the same database accepts the token', async () => {
    const token = await login(test.app, 'lisi');
    const second = await buildApp({ config: test.app.config, database: test.app.database });
    try {
      const { body } = await call(second, token, INFO);
      expect(body.value.currentUser).toBe('U0004');
      // And a login encrypted with the first server's key is read by the second.
      expect(await login(second, 'wangwu')).toEqual(expect.any(String));
    } finally {
      await second.close();
    }
  });
});
