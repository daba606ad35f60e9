import { AppError } from '../../runtime/errors.ts';
import type { Database } from '../db/database.ts';
import { clearFailures, lockedMinutes, lockKey, recordFailure, type LoginLockPolicy } from './login-lock.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { rsaDecrypt } from './rsa-keys.ts';
import { startSession, type TokenData } from './sessions.ts';
import { inactiveAccountError } from './user-state.ts';

export interface LoginAttempt {
  userName: string;
  /** The password as jsencrypt sent it: RSA PKCS#1 v1.5, base64. */
  passwordCipher: string;
  remember: boolean;
}

export interface LoginOptions {
  configHours: number;
  lock: LoginLockPolicy;
}

/**
 * Checks a user name and password and opens a session. Failed attempts are counted per name
 * as typed, known or not, and lock it for a time (E_LOGIN_LOCKED {minutes}): an unknown name and
 * a wrong password, a locked real name and a locked unknown one get the same answers after the
 * same work (a decoy hash is verified for unknown users). Whether an account waits for approval
 * or is disabled is told only to whoever gave its right password.
 */
export async function checkLogin(database: Database, options: LoginOptions, attempt: LoginAttempt): Promise<TokenData> {
  const { db } = database;
  const key = lockKey(attempt.userName);
  const locked = await lockedMinutes(db, key);
  if (locked > 0) throw new AppError('E_LOGIN_LOCKED', { minutes: locked });
  const password = await rsaDecrypt(database, attempt.passwordCipher);
  const user = await db.selectFrom('sys_user').select(['user_id', 'password_hash', 'state']).where('user_name', '=', attempt.userName).executeTakeFirst();
  let matches = false;
  if (user) matches = password !== null && (await verifyPassword(user.password_hash as string, password));
  else await verifyPassword(await decoyPasswordHash(), password ?? '');
  if (!user || !matches) {
    const minutes = await recordFailure(db, key, options.lock);
    throw minutes > 0 ? new AppError('E_LOGIN_LOCKED', { minutes }) : new AppError('E_LOGIN_FAILED');
  }
  await clearFailures(db, key);
  const refusal = inactiveAccountError(user.state as number);
  if (refusal) throw new AppError(refusal);
  return startSession(db, user.user_id as string, { configHours: options.configHours, remember: attempt.remember });
}
