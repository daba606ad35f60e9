import { describe, expect, it } from 'vitest';
import { characterClasses, DEFAULT_PASSWORD_POLICY, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('counts lower case, upper case, digits and other characters', () => {
    expect([characterClasses('abc'), characterClasses('aB1'), characterClasses('aB1!'), characterClasses('密码密码')]).toEqual([1, 3, 4, 1]);
  });

  it('wants the configured length and classes', () => {
    for (const good of ['Register1', 'renewed-2025', 'Demo@2024']) expect(passwordProblem(DEFAULT_PASSWORD_POLICY, good)).toBeUndefined();
    for (const bad of ['Short1', 'lettersonly1', '12345678!', 'Aa1'.repeat(11)]) expect(passwordProblem(DEFAULT_PASSWORD_POLICY, bad)).toBe('auth.passwordRule');
    expect(passwordProblem({ minLength: 12, maxLength: 64, classes: 4 }, 'Aa1!Aa1!Aa1!')).toBeUndefined();
    expect(passwordProblem({ minLength: 12, maxLength: 64, classes: 4 }, 'Aa1!Aa1!Aa1')).toBe('auth.passwordRule');
    expect(passwordProblem({ minLength: 4, maxLength: 64, classes: 1 }, 'abcd')).toBeUndefined();
  });

  it('refuses a password holding the user name, whatever its case', () => {
    expect(passwordProblem(DEFAULT_PASSWORD_POLICY, 'ZhangSan2024', 'zhangsan')).toBe('auth.passwordHasUserName');
    expect(passwordProblem(DEFAULT_PASSWORD_POLICY, 'Other2024x', 'zhangsan')).toBeUndefined();
  });
});
