import type { ServerConfig } from '../config.ts';
import { SMS_CODE_MINUTES } from '../auth/sms-codes.ts';

/**
 * The system parameters administrators edit (system/param/*): each names its environment
 * default (server/config.ts) and its bounds. A stored value overrides the default on every
 * server from its next request (server/system/live-params.ts).
 */
export interface ParamDef {
  key: string;
  kind: 'boolean' | 'integer';
  /** Inclusive bounds of an integer. */
  min?: number;
  max?: (config: ServerConfig) => number;
  /** The environment's value: what applies while nothing is stored. */
  fallback: (config: ServerConfig) => number | boolean;
}

export const PARAM_DEFS = [
  { key: 'login.captcha', kind: 'boolean', fallback: (c) => c.captcha },
  { key: 'register.enabled', kind: 'boolean', fallback: () => true },
  { key: 'token.hours', kind: 'integer', min: 0, max: () => 720, fallback: (c) => c.tokenHours },
  { key: 'password.minLength', kind: 'integer', min: 6, max: () => 32, fallback: (c) => c.auth.passwordPolicy.minLength },
  { key: 'password.classes', kind: 'integer', min: 1, max: () => 4, fallback: (c) => c.auth.passwordPolicy.classes },
  { key: 'lock.failures', kind: 'integer', min: 1, max: () => 100, fallback: (c) => c.auth.loginLock.failures },
  { key: 'lock.minutes', kind: 'integer', min: 1, max: () => 1440, fallback: (c) => c.auth.loginLock.minutes },
  // The multipart parser's limit comes from the environment at start: a parameter may lower the
  // upload limits, never raise them above it.
  { key: 'upload.fileMaxMb', kind: 'integer', min: 1, max: (c) => c.files.attachMaxMb, fallback: (c) => c.files.attachMaxMb },
  { key: 'upload.imageMaxMb', kind: 'integer', min: 1, max: (c) => c.files.imageMaxMb, fallback: (c) => c.files.imageMaxMb },
  { key: 'log.retentionDays', kind: 'integer', min: 1, max: () => 3650, fallback: () => 180 },
  // How long a texted code stays valid (login, registration, password reset).
  { key: 'sms.codeMinutes', kind: 'integer', min: 1, max: () => 30, fallback: () => SMS_CODE_MINUTES },
  // A lock screen up this long asks for the password to unlock, not only the slider (0: always).
  { key: 'screenLock.passwordMinutes', kind: 'integer', min: 0, max: () => 1440, fallback: () => 30 },
] as const satisfies readonly ParamDef[];

type Def = (typeof PARAM_DEFS)[number];
export type ParamKey = Def['key'];
/** Each parameter's value, typed by its kind. */
export type ParamValues = Readonly<Record<Extract<Def, { kind: 'boolean' }>['key'], boolean> & Record<Extract<Def, { kind: 'integer' }>['key'], number>>;

export function paramDef(key: string): ParamDef | undefined {
  return PARAM_DEFS.find((def) => def.key === key);
}

/** A stored or sent text as the parameter's value; undefined when it is not one (out of bounds, not a number). */
export function parseParam(def: ParamDef, text: string, config: ServerConfig): number | boolean | undefined {
  const value = text.trim();
  if (def.kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : undefined;
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number)) return undefined;
  if (number < (def.min ?? 0) || number > (def.max?.(config) ?? Number.MAX_SAFE_INTEGER)) return undefined;
  return number;
}

/** The environment's values overridden by the stored ones that are still valid. */
export function effectiveParams(config: ServerConfig, stored: ReadonlyMap<string, string>): ParamValues {
  const values: Record<string, number | boolean> = {};
  for (const def of PARAM_DEFS as readonly ParamDef[]) {
    const text = stored.get(def.key);
    values[def.key] = (text === undefined ? undefined : parseParam(def, text, config)) ?? def.fallback(config);
  }
  return values as ParamValues;
}

/** A parameter's value by a key known only at run time (the parameter screen's list). */
export function paramValue(values: ParamValues, key: string): number | boolean | undefined {
  return (values as Readonly<Record<string, number | boolean>>)[key];
}
