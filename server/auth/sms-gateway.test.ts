import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../runtime/errors.ts';
import { startGatewayStub } from '../../tests/support/sms-gateway-stub.ts';
import { gatewaySignature, httpGatewaySender, readSmsGateway, type SmsGateway } from './sms-gateway.ts';

const ENV = {
  SMS_GATEWAY_URL: 'https://sms.example.cn/send',
  SMS_GATEWAY_KEY: 'key-1',
  SMS_GATEWAY_SECRET: 'secret-1',
  SMS_SIGN_NAME: '华能新能源',
  SMS_TEMPLATES: '{"login":"SMS_100","register":"SMS_200","reset":"SMS_300"}',
};

describe('reading the SMS gateway from the environment', () => {
  it('takes the address, the key, the secret, the signature name and a template per purpose', () => {
    expect(readSmsGateway(ENV)).toMatchObject({ url: ENV.SMS_GATEWAY_URL, key: 'key-1', secret: 'secret-1', signName: '华能新能源', templates: { login: 'SMS_100', register: 'SMS_200', reset: 'SMS_300' } });
  });

  it('stops the start on a missing setting, an address that is not http(s), bad JSON or a purpose without a template', () => {
    expect(() => readSmsGateway({ ...ENV, SMS_GATEWAY_SECRET: ' ' })).toThrow('SMS_GATEWAY_SECRET');
    expect(() => readSmsGateway({ ...ENV, SMS_GATEWAY_URL: 'ftp://sms.example.cn' })).toThrow('not an http(s) address');
    expect(() => readSmsGateway({ ...ENV, SMS_TEMPLATES: '{login:' })).toThrow('not JSON');
    expect(() => readSmsGateway({ ...ENV, SMS_TEMPLATES: '{"login":"SMS_100","register":""}' })).toThrow('register, reset');
  });
});

describe('the HTTP gateway driver', () => {
  let stub: Awaited<ReturnType<typeof startGatewayStub>>;
  let gateway: SmsGateway;
  const logged: string[] = [];
  beforeAll(async () => {
    stub = await startGatewayStub();
    gateway = { ...readSmsGateway({ ...ENV, SMS_GATEWAY_URL: stub.url }), timeoutMs: 300 };
  });
  afterAll(() => stub.close());

  const message = { mobile: '13800000001', purpose: 'reset' as const, params: { code: '123456', minutes: 5 }, text: '验证码 123456，5 分钟内有效' };

  it('posts the template of the purpose with its values, signed with the secret over timestamp, nonce and body', async () => {
    stub.answer.status = 200;
    await httpGatewaySender(gateway, (line) => logged.push(line)).send(message);
    const [request] = stub.received.slice(-1);
    expect(request?.body).toEqual({ mobile: '13800000001', signName: '华能新能源', templateCode: 'SMS_300', params: { code: '123456', minutes: 5 }, text: message.text });
    expect(request?.headers['x-sms-key']).toBe('key-1');
    const { 'x-sms-timestamp': timestamp, 'x-sms-nonce': nonce, 'x-sms-signature': signature } = request!.headers as Record<string, string>;
    expect(signature).toBe(gatewaySignature('secret-1', timestamp!, nonce!, request!.raw));
    expect(signature).not.toBe(gatewaySignature('another secret', timestamp!, nonce!, request!.raw));
  });

  it('gives each request a nonce of its own', async () => {
    const sender = httpGatewaySender(gateway, (line) => logged.push(line));
    await sender.send(message);
    await sender.send(message);
    const [first, second] = stub.received.slice(-2);
    expect(first?.headers['x-sms-nonce']).not.toBe(second?.headers['x-sms-nonce']);
  });

  it('refuses with E_SMS_DELIVERY when the gateway answers an error, and logs its answer', async () => {
    stub.answer.status = 503;
    const sent = httpGatewaySender(gateway, (line) => logged.push(line)).send(message);
    await expect(sent).rejects.toBeInstanceOf(AppError);
    await expect(sent).rejects.toMatchObject({ code: 'E_SMS_DELIVERY' });
    expect(logged.at(-1)).toContain('503');
    stub.answer.status = 200;
  });

  it('refuses with E_SMS_DELIVERY when the gateway does not answer in time', async () => {
    stub.answer.silent = true;
    await expect(httpGatewaySender(gateway, (line) => logged.push(line)).send(message)).rejects.toMatchObject({ code: 'E_SMS_DELIVERY' });
    expect(logged.at(-1)).toContain('unreachable');
    stub.answer.silent = false;
  });
});
