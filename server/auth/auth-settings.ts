import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../../runtime/rules/password-policy.ts';

/** At most `max` requests per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The public sign-in calls' limits, counted in the database (sys_rate_limit) so every server shares them. */
export interface RateLimits {
  /** login/checklogin.ajax, per client address. */
  login: RateLimit;
  /** login/sendSmsCode.ajax, per client address. */
  sms: RateLimit;
  /** login/sendSmsCode.ajax, all clients together: what an SMS bill can grow by. */
  smsAll: RateLimit;
  /** system/user/register.ajax and resetPassword.ajax, per client address. */
  account: RateLimit;
}

/** Sign-in settings (README, Settings). */
export interface AuthSettings {
  /** NODE_ENV=production: the server refuses to start while demo credentials still work. */
  production: boolean;
  /** Role of a self-registered account (REGISTER_ROLE); none by default, so it holds no module grants. */
  registerRole: string | null;
  /** Organisation a self-registered account joins (REGISTER_ORG); default the root organisation. */
  registerOrg: string | null;
  passwordPolicy: PasswordPolicy;
  /** Failed password sign-ins of one user name before it is locked, and the first lock's minutes (doubled each time). */
  loginLock: { failures: number; minutes: number };
  /** null: RATE_LIMIT=off (tests, benchmarks). */
  rateLimits: RateLimits | null;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY: comma list of addresses or
   * CIDRs, `on` for any, `off` for none); default the loopback only. Per-address limits count
   * the client so named: a header from anybody else is not believed.
   */
  trustProxy: string | boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function whole(text: string | undefined, fallback: number, min = 1): number {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= min ? value : fallback;
}

function name(text: string | undefined): string | null {
  const value = text?.trim();
  return value ? value : null;
}

/**
 * Reads the sign-in settings; a missing or invalid number falls back to its default.
 * @example readAuthSettings({ PASSWORD_MIN_LENGTH: '12' }).passwordPolicy.minLength // 12
 */
function readTrustProxy(text: string | undefined): string | boolean {
  const value = text?.trim() ?? '';
  if (value === 'on') return true;
  if (value === 'off') return false;
  return value || '127.0.0.1,::1';
}

export function readAuthSettings(env: NodeJS.ProcessEnv): AuthSettings {
  const minLength = whole(env.PASSWORD_MIN_LENGTH, DEFAULT_PASSWORD_POLICY.minLength);
  return {
    production: env.NODE_ENV === 'production',
    registerRole: name(env.REGISTER_ROLE),
    registerOrg: name(env.REGISTER_ORG),
    passwordPolicy: {
      minLength,
      maxLength: Math.max(minLength, DEFAULT_PASSWORD_POLICY.maxLength),
      classes: Math.min(4, whole(env.PASSWORD_CLASSES, DEFAULT_PASSWORD_POLICY.classes)),
    },
    loginLock: { failures: whole(env.LOGIN_LOCK_FAILURES, 5), minutes: whole(env.LOGIN_LOCK_MINUTES, 15) },
    rateLimits:
      env.RATE_LIMIT === 'off'
        ? null
        : {
            login: { max: whole(env.LOGIN_RATE, 30), windowMs: MINUTE },
            sms: { max: whole(env.SMS_RATE, 10), windowMs: HOUR },
            smsAll: { max: whole(env.SMS_RATE_ALL, 300), windowMs: HOUR },
            account: { max: whole(env.ACCOUNT_RATE, 20), windowMs: HOUR },
          },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}
