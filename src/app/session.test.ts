// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureSession } from './session.ts';
import { readTokenRecord, writeTokenRecord } from './session-store.ts';

const HOUR = 3_600_000;
let calls: string[] = [];

function serveRotation(answer: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      calls.push(`${new URL(req.url).pathname} ${await req.text()}`);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ensureSession', () => {
  it('accepts a valid token without calling the server', async () => {
    serveRotation({});
    writeTokenRecord({ token: 't', expiresHours: 2, obtainedAt: Date.now() - HOUR, uakey: 'k' });
    expect(await ensureSession()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('re-acquires an expired token by uakey, once for concurrent callers', async () => {
    serveRotation({ state: 0, value: { token: 'fresh', token_expires_in: 2, auth_mode: 'token', uakey: 'k2' } });
    writeTokenRecord({ token: 'old', expiresHours: 2, obtainedAt: Date.now() - 3 * HOUR, uakey: 'k1' });
    expect(await Promise.all([ensureSession(), ensureSession()])).toEqual([true, true]);
    expect(calls).toEqual(['/api/login/updateUserToken.ajax uakey=k1']);
    expect(readTokenRecord()).toMatchObject({ token: 'fresh', uakey: 'k2', expiresHours: 2 });
  });

  it('adopts a token another tab already refreshed instead of spending the key', async () => {
    serveRotation({});
    writeTokenRecord({ token: 'expired-here', expiresHours: 2, obtainedAt: 0, uakey: 'k1' });
    const expiredHere = sessionStorage.getItem('eop.token') ?? '';
    writeTokenRecord({ token: 'new-from-other-tab', expiresHours: 2, obtainedAt: Date.now(), uakey: 'k2' });
    sessionStorage.setItem('eop.token', expiredHere);
    expect(readTokenRecord()?.token).toBe('expired-here');
    expect(await ensureSession()).toBe(true);
    expect(calls).toEqual([]);
    expect(readTokenRecord()?.token).toBe('new-from-other-tab');
  });

  it('gives up (go to /login) when the key is refused or absent', async () => {
    serveRotation({ state: -1, msgInfo: 'E_UAKEY' });
    writeTokenRecord({ token: 'old', expiresHours: 1, obtainedAt: 0, uakey: 'dead' });
    expect(await ensureSession()).toBe(false);
    sessionStorage.clear();
    localStorage.clear();
    expect(await ensureSession()).toBe(false);
  });
});
