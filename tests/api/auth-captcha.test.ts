import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaCodeHash } from '../../server/auth/captcha.ts';
import { call, loginCall, startTestApp, type TestApp } from './harness.ts';

describe('login with the captcha on', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ captcha: true });
  });
  afterAll(() => test.close());

  /** A captcha whose code the test knows, stored the way the captcha call stores one. */
  async function knownCaptcha(uuId: string, code: string, expiresInMs = 60_000): Promise<void> {
    await test.app.database.db
      .insertInto('sys_captcha')
      .values({ uu_id: uuId, code_hash: captchaCodeHash(code), expires_at: new Date(Date.now() + expiresInMs), used: false })
      .execute();
  }

  it('issues an SVG captcha with its id', async () => {
    const { body } = await call(test.app, null, 'login/captcha.ajax', {}, 'GET');
    expect(body.state).toBe(0);
    expect(body.value.enabled).toBe(true);
    expect(body.value.uuId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.value.svg).toMatch(/^<svg/);
    const stored = await test.app.database.db.selectFrom('sys_captcha').selectAll().where('uu_id', '=', body.value.uuId).executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a login without a code', async () => {
    expect((await loginCall(test.app, 'zhangsan')).body).toMatchObject({ state: -1, code: 'E_CAPTCHA' });
  });

  it('refuses a wrong code and spends the captcha', async () => {
    await knownCaptcha('c-wrong', 'ab12');
    expect((await loginCall(test.app, 'zhangsan', undefined, { uuId: 'c-wrong', code: 'xx99' })).body.code).toBe('E_CAPTCHA');
    expect((await loginCall(test.app, 'zhangsan', undefined, { uuId: 'c-wrong', code: 'ab12' })).body.code).toBe('E_CAPTCHA');
  });

  it('accepts the right code once, in any case', async () => {
    await knownCaptcha('c-right', 'ab12');
    expect((await loginCall(test.app, 'zhangsan', undefined, { uuId: 'c-right', code: 'AB12' })).body.state).toBe(0);
    expect((await loginCall(test.app, 'zhangsan', undefined, { uuId: 'c-right', code: 'ab12' })).body.code).toBe('E_CAPTCHA');
  });

  it('refuses an expired captcha', async () => {
    await knownCaptcha('c-old', 'ab12', -1000);
    expect((await loginCall(test.app, 'zhangsan', undefined, { uuId: 'c-old', code: 'ab12' })).body.code).toBe('E_CAPTCHA');
  });
});
