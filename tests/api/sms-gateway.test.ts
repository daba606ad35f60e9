/**
 * SMS codes through an HTTP gateway (SMS_DRIVER=http), a local server standing in for it: the
 * code a person receives signs them up, nothing goes to the outbox, and a gateway that fails is
 * reported to the person in their language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSmsGateway } from '../../server/auth/sms-gateway.ts';
import { startGatewayStub } from '../support/sms-gateway-stub.ts';
import { call, login, publicKey, rsaEncrypt, startTestApp, type TestApp } from './harness.ts';

describe('SMS codes through an HTTP gateway', () => {
  let test: TestApp;
  let stub: Awaited<ReturnType<typeof startGatewayStub>>;
  beforeAll(async () => {
    stub = await startGatewayStub();
    const gateway = readSmsGateway({
      SMS_GATEWAY_URL: stub.url,
      SMS_GATEWAY_KEY: 'key-1',
      SMS_GATEWAY_SECRET: 'secret-1',
      SMS_SIGN_NAME: '华能新能源',
      SMS_TEMPLATES: '{"login":"SMS_100","register":"SMS_200","reset":"SMS_300"}',
    });
    test = await startTestApp({ sms: { driver: 'http', gateway } });
  });
  afterAll(async () => {
    await test.close();
    await stub.close();
  });

  it('texts the registration template through the gateway, and the code received signs the person up', async () => {
    const mobile = '13500000201';
    expect((await call(test.app, null, 'login/sendSmsCode.ajax', { mobile, purpose: 'register' })).body.state).toBe(0);
    const sent = stub.received.find((request) => request.body.mobile === mobile);
    expect(sent?.body).toMatchObject({ signName: '华能新能源', templateCode: 'SMS_200', params: { minutes: 5 } });
    expect(await test.app.database.db.selectFrom('sys_sms_outbox').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
    const password = rsaEncrypt(await publicKey(test.app), 'Register1');
    const registered = await call(test.app, null, 'system/user/register.ajax', { username: 'gateway01', realName: '短信网关', mobile, smsCode: String(sent?.body.params.code), password, lang: 'zh-cn' });
    expect(registered.body).toMatchObject({ state: 0, value: { pending: true } });
  });

  it('texts the code’s life as the administrator set it in the system parameters, and keeps the code that long', async () => {
    const admin = await login(test.app, 'admin');
    await call(test.app, admin, 'system/param/save.ajax', { key: 'sms.codeMinutes', value: '10' });
    try {
      const mobile = '13500000204';
      const asked = Date.now();
      await call(test.app, null, 'login/sendSmsCode.ajax', { mobile, purpose: 'register' });
      expect(stub.received.find((request) => request.body.mobile === mobile)?.body.params.minutes).toBe(10);
      const stored = await test.app.database.db.selectFrom('sys_sms_code').select('expires_at').where('mobile', '=', mobile).executeTakeFirstOrThrow();
      expect(new Date(stored.expires_at).getTime() - asked).toBeGreaterThan(9 * 60_000);
    } finally {
      await call(test.app, admin, 'system/param/save.ajax', { key: 'sms.codeMinutes', value: '' });
    }
  });

  it('tells the person when the gateway fails, in their language', async () => {
    stub.answer.status = 500;
    try {
      const zh = await call(test.app, null, 'login/sendSmsCode.ajax', { mobile: '13500000202', purpose: 'register' });
      expect(zh.body).toMatchObject({ state: -1, code: 'E_SMS_DELIVERY', msgInfo: '短信发送失败，请稍后重新获取验证码' });
      const en = await call(test.app, null, 'login/sendSmsCode.ajax', { mobile: '13500000203', purpose: 'register', lang: 'en_US' });
      expect(en.body.msgInfo).toBe('The text message could not be sent; please ask for a new code in a moment');
    } finally {
      stub.answer.status = 200;
    }
  });
});
