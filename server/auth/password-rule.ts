import { AppError } from '../../runtime/errors.ts';
import { passwordProblem, passwordRuleParams, type PasswordPolicy } from '../../runtime/rules/password-policy.ts';

/**
 * A new password that arrived RSA-decrypted (null: it did not decrypt), checked against the
 * configured policy and the account's user name; refused with the broken rule's message.
 */
export function requireAcceptablePassword(policy: PasswordPolicy, password: string | null, userName?: string): string {
  const problem = password === null ? 'auth.passwordRule' : passwordProblem(policy, password, userName);
  if (problem || password === null) throw new AppError('E_VALIDATION', passwordRuleParams(policy), problem);
  return password;
}
