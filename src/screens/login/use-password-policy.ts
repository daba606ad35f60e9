import { useQuery } from '@tanstack/react-query';
import type { Translate } from '../../../runtime/errors.ts';
import { DEFAULT_PASSWORD_POLICY, passwordProblem, passwordRuleParams, type PasswordPolicy } from '../../../runtime/rules/password-policy.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { request, unwrap, type Envelope } from '../../api/request.ts';

const PATH = 'login/passwordPolicy.ajax';

/** The server's password policy (login/passwordPolicy.ajax); the default until it answered. */
export function usePasswordPolicy(): PasswordPolicy {
  // The server checks every new password anyway; without its answer the default stands.
  const { data } = useQuery({ queryKey: queryKeys.call(PATH), queryFn: async () => unwrap(await request<Envelope<PasswordPolicy>>(PATH, undefined, { method: 'GET', base: 'lios' })) });
  return data ?? DEFAULT_PASSWORD_POLICY;
}

/** The policy in short, as a new-password field's placeholder. */
export function passwordHint(policy: PasswordPolicy, t: Translate): string {
  return t('auth.passwordHint', passwordRuleParams(policy));
}

/**
 * A react-hook-form `validate` for a new password: the same check the server makes, with the
 * server's messages; `userName` when the form knows whose password it is.
 * @example register('password', { validate: passwordValidator(policy, t, () => getValues('username')) })
 */
export function passwordValidator(policy: PasswordPolicy, t: Translate, userName?: () => string): (value: string) => true | string {
  return (value) => {
    const problem = passwordProblem(policy, value, userName?.());
    return problem ? t(problem, passwordRuleParams(policy)) : true;
  };
}
