import { sql } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import type { Database } from '../db/database.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { rsaDecrypt } from './rsa-keys.ts';
import { startSession, type TokenData } from './sessions.ts';

/** Consecutive failed logins after which the account is locked until an administrator resets it. */
export const MAX_FAILED_LOGINS = 5;

export interface LoginAttempt {
  userName: string;
  /** The password as jsencrypt sent it: RSA PKCS#1 v1.5, base64. */
  passwordCipher: string;
  remember: boolean;
}

/**
 * Checks a user name and password and opens a session. An unknown user and a wrong password
 * get the same answer, after the same work (a decoy hash is verified for unknown users).
 */
export async function checkLogin(database: Database, configHours: number, attempt: LoginAttempt): Promise<TokenData> {
  const { db } = database;
  const password = await rsaDecrypt(database, attempt.passwordCipher);
  const user = await db
    .selectFrom('sys_user')
    .select(['user_id', 'password_hash', 'state', 'failed_logins'])
    .where('user_name', '=', attempt.userName)
    .executeTakeFirst();
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), password ?? '');
    throw new AppError('E_LOGIN_FAILED');
  }
  if (user.state !== 1 || (user.failed_logins as number) >= MAX_FAILED_LOGINS) throw new AppError('E_ACCOUNT_LOCKED');
  const matches = password !== null && (await verifyPassword(user.password_hash as string, password));
  if (!matches) {
    // Counted in the database so that every server instance sees the same count.
    const counted = await db
      .updateTable('sys_user')
      .set({ failed_logins: sql`failed_logins + 1` })
      .where('user_id', '=', user.user_id)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    throw new AppError((counted.failed_logins as number) >= MAX_FAILED_LOGINS ? 'E_ACCOUNT_LOCKED' : 'E_LOGIN_FAILED');
  }
  if ((user.failed_logins as number) > 0) await db.updateTable('sys_user').set({ failed_logins: 0 }).where('user_id', '=', user.user_id).execute();
  return startSession(db, user.user_id as string, { configHours, remember: attempt.remember });
}
