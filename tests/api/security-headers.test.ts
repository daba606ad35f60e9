import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from './harness.ts';

/** The headers every answer carries, pages and API alike. */
function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const policy = String(headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let test: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'client-'));
    await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    test = await startTestApp({ clientDir });
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });

  it('are on the pages of the client', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
  });

  it('are on API answers, refusals and public calls', async () => {
    const token = await login(test.app, 'manager');
    const signedIn = await test.app.inject({ method: 'GET', url: '/api/login/currentUserInfo.ajax', headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.statusCode).toBe(200);
    expectSecurityHeaders(signedIn.headers);
    expectSecurityHeaders((await test.app.inject({ method: 'GET', url: '/api/navMenu/loadNavMenusAll.ajax' })).headers);
    expectSecurityHeaders((await test.app.inject({ method: 'GET', url: '/api/login/captcha.ajax' })).headers);
  });
});
