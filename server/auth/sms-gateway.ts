import { createHmac, randomUUID } from 'node:crypto';
import { AppError } from '../../runtime/errors.ts';
import { SMS_PURPOSES, type SmsPurpose } from './sms-codes.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** An HTTP SMS gateway (SMS_DRIVER=http): where to post, how to sign, the template of each purpose. */
export interface SmsGateway {
  /** SMS_GATEWAY_URL: http(s) address the messages are posted to. */
  url: string;
  /** SMS_GATEWAY_KEY: the account's access key, sent as is. */
  key: string;
  /** SMS_GATEWAY_SECRET: signs each request; never sent. */
  secret: string;
  /** SMS_SIGN_NAME: the sender's registered signature (短信签名), e.g. 华能新能源. */
  signName: string;
  /** SMS_TEMPLATES: the gateway's template code per purpose, e.g. {"login":"SMS_1","register":"SMS_2","reset":"SMS_3"}. */
  templates: Readonly<Record<SmsPurpose, string>>;
  /** How long a request may take before the code counts as not sent. */
  timeoutMs: number;
}

const TIMEOUT_MS = 5000;

/**
 * Reads the gateway from the environment; a missing or malformed setting stops the start, since
 * codes that are silently not sent lock users out.
 */
export function readSmsGateway(env: Readonly<Record<string, string | undefined>>): SmsGateway {
  const setting = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`SMS_DRIVER http needs ${name}`);
    return value;
  };
  const url = setting('SMS_GATEWAY_URL');
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new Error(`SMS_GATEWAY_URL ${url} is not an http(s) address`);
  let templates: unknown;
  try {
    templates = JSON.parse(setting('SMS_TEMPLATES'));
  } catch {
    throw new Error('SMS_TEMPLATES is not JSON: give {"login":"<template code>","register":"…","reset":"…"}');
  }
  const codeOf = (purpose: SmsPurpose) => {
    const code = typeof templates === 'object' && templates !== null ? (templates as Record<string, unknown>)[purpose] : undefined;
    return typeof code === 'string' ? code.trim() : '';
  };
  const missing = SMS_PURPOSES.filter((purpose) => codeOf(purpose) === '');
  if (missing.length > 0) throw new Error(`SMS_TEMPLATES lacks a template code for ${missing.join(', ')}`);
  const codes = Object.fromEntries(SMS_PURPOSES.map((purpose) => [purpose, codeOf(purpose)])) as Record<SmsPurpose, string>;
  return { url, key: setting('SMS_GATEWAY_KEY'), secret: setting('SMS_GATEWAY_SECRET'), signName: setting('SMS_SIGN_NAME'), templates: codes, timeoutMs: TIMEOUT_MS };
}

/**
 * The signature a gateway checks: HMAC-SHA256 with the secret over the timestamp, the nonce and
 * the body, hex. The timestamp and nonce let the gateway refuse a replayed request.
 */
export function gatewaySignature(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
}

/**
 * Posts each message as JSON {mobile, signName, templateCode, params, text} with the key, a
 * timestamp, a nonce and the signature in headers. An answer other than 2xx, or none in time, is
 * E_SMS_DELIVERY: the person is told the code was not sent and may ask again.
 */
export function httpGatewaySender(gateway: SmsGateway, log: (message: string) => void): SmsSender {
  return {
    async send(message: SmsMessage) {
      const body = JSON.stringify({ mobile: message.mobile, signName: gateway.signName, templateCode: gateway.templates[message.purpose], params: message.params, text: message.text });
      const timestamp = String(Date.now());
      const nonce = randomUUID();
      let answer: Response;
      try {
        answer = await fetch(gateway.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sms-key': gateway.key, 'x-sms-timestamp': timestamp, 'x-sms-nonce': nonce, 'x-sms-signature': gatewaySignature(gateway.secret, timestamp, nonce, body) },
          body,
          signal: AbortSignal.timeout(gateway.timeoutMs),
        });
      } catch (error) {
        log(`SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
        throw new AppError('E_SMS_DELIVERY');
      }
      // Read to the end so the connection is reused; the text is only for the log.
      const text = await answer.text().catch(() => '');
      if (!answer.ok) {
        log(`SMS gateway answered ${answer.status}: ${text.slice(0, 200)}`);
        throw new AppError('E_SMS_DELIVERY');
      }
    },
  };
}
