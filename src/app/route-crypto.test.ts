import { describe, expect, it } from 'vitest';
import { decryptPk, encryptPk } from './route-crypto.ts';

describe('route-crypto', () => {
  it('round-trips keys of every shape', () => {
    for (const pk of ['1', '-1', '42', 'a1b2c3d4e5f60718293a4b5c6d7e8f90', '中文键', 'x'.repeat(100), 'a+b/c=d']) {
      expect(decryptPk(encryptPk(pk))).toBe(pk);
    }
  });

  it('produces URL-safe text', () => {
    for (let i = 0; i < 200; i++) expect(encryptPk(`key-${i}-${'?'.repeat(i % 7)}`)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('is deterministic (ECB) so links are stable', () => {
    expect(encryptPk('1001')).toBe(encryptPk('1001'));
  });

  it('rejects text it did not make', () => {
    expect(() => decryptPk('not-a-key')).toThrow();
  });
});
