import { AppError } from '../../runtime/errors.ts';
import type { Database } from '../db/database.ts';
import { MAX_FAILED_LOGINS } from './login.ts';
import { userByMobile } from './mobile-users.ts';
import { startSession, type TokenData } from './sessions.ts';
import { consumeSmsCode, normalizeMobile } from './sms-codes.ts';

export interface SmsLoginAttempt {
  mobile: string;
  code: string;
  remember: boolean;
}

/**
 * Login by mobile number and SMS code (checklogin.ajax, validCodeType 'sms'): the same token
 * data as the password login. A wrong code and an unknown mobile get the same answer. An
 * account disabled or locked by failed password logins stays closed: the lock belongs to
 * the account, and resetting the password (also by SMS) is the way to lift it.
 */
export async function checkSmsLogin(database: Database, configHours: number, attempt: SmsLoginAttempt): Promise<TokenData> {
  const { db } = database;
  const mobile = normalizeMobile(attempt.mobile);
  if (!mobile || !(await consumeSmsCode(db, mobile, 'login', attempt.code.trim()))) throw new AppError('E_SMS_CODE');
  const user = await userByMobile(db, mobile);
  if (!user) throw new AppError('E_SMS_CODE');
  if (user.state !== 1 || user.failedLogins >= MAX_FAILED_LOGINS) throw new AppError('E_ACCOUNT_LOCKED');
  return startSession(db, user.userId, { configHours, remember: attempt.remember });
}
