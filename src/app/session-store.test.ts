// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionStorage, currentToken, isTokenValid, readTokenRecord, writeTokenRecord, type TokenRecord } from './session-store.ts';

const HOUR = 3_600_000;
const base: TokenRecord = { token: 't', expiresHours: 2, obtainedAt: 1_000_000 };

describe('isTokenValid (spec 01 §4)', () => {
  it('is false without a record or token', () => {
    expect(isTokenValid(null)).toBe(false);
    expect(isTokenValid(undefined)).toBe(false);
    expect(isTokenValid({ ...base, token: '' })).toBe(false);
  });

  it('never expires when expiry is 0', () => {
    expect(isTokenValid({ ...base, expiresHours: 0 }, base.obtainedAt + 1000 * HOUR)).toBe(true);
  });

  it('is valid while elapsed < hours × 3,600,000 ms, and not at or after it', () => {
    expect(isTokenValid(base, base.obtainedAt)).toBe(true);
    expect(isTokenValid(base, base.obtainedAt + 2 * HOUR - 1)).toBe(true);
    expect(isTokenValid(base, base.obtainedAt + 2 * HOUR)).toBe(false);
    expect(isTokenValid({ ...base, expiresHours: 24 }, base.obtainedAt + 23 * HOUR)).toBe(true);
  });
});

describe('token storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('stores the token encrypted in both storages', () => {
    writeTokenRecord({ ...base, token: 'secret-token' });
    for (const storage of [sessionStorage, localStorage]) {
      const stored = storage.getItem('eop.token') ?? '';
      expect(stored).not.toBe('');
      expect(stored).not.toContain('secret-token');
    }
    expect(currentToken()).toBe('secret-token');
  });

  it('lets a new tab adopt the shared token', () => {
    writeTokenRecord(base);
    sessionStorage.clear();
    expect(readTokenRecord()?.token).toBe('t');
    expect(sessionStorage.getItem('eop.token')).not.toBeNull();
  });

  it('clears both on sign-out', () => {
    writeTokenRecord(base);
    clearSessionStorage();
    expect(readTokenRecord()).toBeNull();
  });
});
