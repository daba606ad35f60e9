import { describe, expect, it } from 'vitest';
import { encryptPk } from '../../app/route-crypto.ts';
import { closesToList, routeDisabled, routeKey, routeMode } from './route-params.ts';

describe('form route parameters', () => {
  it('decrypts the key and refuses text it did not make', () => {
    expect(routeKey(encryptPk('V0001'))).toBe('V0001');
    expect(routeKey(encryptPk('-1'))).toBe('-1');
    expect(routeKey('not-a-key')).toBeNull();
    expect(routeKey(undefined)).toBeNull();
  });

  it('takes the query mode, defaulting by whether the record is new', () => {
    expect(routeMode('workflow', 'K1')).toBe('workflow');
    expect(routeMode(null, '-1')).toBe('add');
    expect(routeMode('bogus', 'K1')).toBe('edit');
  });

  it('returns to the list only when opened from the list or the task drawer', () => {
    expect(closesToList('list')).toBe(true);
    expect(closesToList('task')).toBe(true);
    expect(closesToList('message')).toBe(false);
    expect(closesToList(null)).toBe(false);
  });

  it('reads the disabled flag (spec 01 §2: read-only when disabled)', () => {
    expect(routeDisabled('1')).toBe(true);
    expect(routeDisabled('true')).toBe(true);
    expect(routeDisabled('0')).toBe(false);
    expect(routeDisabled('false')).toBe(false);
    expect(routeDisabled(null)).toBe(false);
  });
});
