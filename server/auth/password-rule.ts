import { AppError } from '../../runtime/errors.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

/** At least one letter and one digit, within the length bounds (the client's PASSWORD_PATTERN). */
export function acceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** A new password that arrived RSA-decrypted (null: it did not decrypt); refused with the rule's message. */
export function requireAcceptablePassword(password: string | null): string {
  if (password === null || !acceptablePassword(password)) throw new AppError('E_VALIDATION', { min: PASSWORD_MIN, max: PASSWORD_MAX }, 'auth.passwordRule');
  return password;
}
