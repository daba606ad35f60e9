/**
 * The password policy (issue 11): length bounds, how many character classes (lower case,
 * upper case, digits, other characters) a password must mix, and never the user name inside.
 * Shared by the server, which enforces it on every new password, and the sign-up screens,
 * which check before sending.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  /** Of the four classes, how many must appear (1-4). */
  classes: number;
}

export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = Object.freeze({ minLength: 8, maxLength: 32, classes: 3 });

const CLASSES: readonly RegExp[] = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/];

/** How many of the four character classes the password uses. */
export function characterClasses(password: string): number {
  return CLASSES.filter((pattern) => pattern.test(password)).length;
}

/**
 * The message id of the first rule the password breaks, or undefined when it passes:
 * `auth.passwordRule` {min, max, classes} for length and classes, `auth.passwordHasUserName`
 * when it contains the user name (ignoring case; names shorter than 3 characters are not looked for).
 * @example passwordProblem(DEFAULT_PASSWORD_POLICY, 'zhangsan2024!', 'zhangsan') // 'auth.passwordHasUserName'
 */
export function passwordProblem(policy: PasswordPolicy, password: string, userName?: string): string | undefined {
  const length = [...password].length;
  if (length < policy.minLength || length > policy.maxLength || characterClasses(password) < policy.classes) return 'auth.passwordRule';
  const name = userName?.trim().toLowerCase() ?? '';
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'auth.passwordHasUserName';
  return undefined;
}

/** The parameters of the policy's messages. */
export function passwordRuleParams(policy: PasswordPolicy): { min: number; max: number; classes: number } {
  return { min: policy.minLength, max: policy.maxLength, classes: policy.classes };
}
