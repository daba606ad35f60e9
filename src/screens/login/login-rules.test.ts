import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN, SMS_CODE_PATTERN, USERNAME_PATTERN, redirectTarget } from './login-rules.ts';

describe('login rules', () => {
  it('accepts mobile numbers with optional 86 / +86', () => {
    for (const ok of ['13800138000', '8613800138000', '+8613800138000']) expect(MOBILE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['1380013800', '23800138000', '+86 13800138000', '138001380001']) expect(MOBILE_PATTERN.test(bad)).toBe(false);
  });

  it('wants 6-digit SMS codes', () => {
    expect(SMS_CODE_PATTERN.test('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456']) expect(SMS_CODE_PATTERN.test(bad)).toBe(false);
  });

  it('wants new user names of 4-32 letters or digits, like the server', () => {
    expect(USERNAME_PATTERN.test('newUser01')).toBe(true);
    for (const bad of ['abc', 'new_user', 'name with space', 'x'.repeat(33)]) expect(USERNAME_PATTERN.test(bad)).toBe(false);
  });

  it('redirects only inside the app', () => {
    expect(redirectTarget('?redirect=%2Fvm%2Fvehicle%3Fx%3D1')).toBe('/vm/vehicle?x=1');
    for (const bad of ['', '?redirect=https://evil.example', '?redirect=//evil.example', '?redirect=/login']) expect(redirectTarget(bad)).toBe('/');
  });
});
