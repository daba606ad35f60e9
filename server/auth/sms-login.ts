import { AppError } from '../../runtime/errors.ts';
import type { Database } from '../db/database.ts';
import { userByMobile } from './mobile-users.ts';
import { startSession, type TokenData } from './sessions.ts';
import { consumeSmsCode, normalizeMobile } from './sms-codes.ts';
import { inactiveAccountError } from './user-state.ts';

export interface SmsLoginAttempt {
  mobile: string;
  code: string;
  remember: boolean;
}

/**
 * Login by mobile number and SMS code (checklogin.ajax, validCodeType 'sms'): the same token
 * data as the password login. A wrong code and an unknown mobile get the same answer. The
 * time lock of failed password sign-ins does not apply: it guards the password against
 * guessing, and the code (5 attempts each) proves the phone. A pending or disabled account stays closed.
 */
export async function checkSmsLogin(database: Database, configHours: number, attempt: SmsLoginAttempt): Promise<TokenData> {
  const { db } = database;
  const mobile = normalizeMobile(attempt.mobile);
  if (!mobile || !(await consumeSmsCode(db, mobile, 'login', attempt.code.trim()))) throw new AppError('E_SMS_CODE');
  const user = await userByMobile(db, mobile);
  if (!user) throw new AppError('E_SMS_CODE');
  const refusal = inactiveAccountError(user.state);
  if (refusal) throw new AppError(refusal);
  return startSession(db, user.userId, { configHours, remember: attempt.remember });
}
