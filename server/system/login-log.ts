import type { FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { newId } from '../auth/secrets.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Longest client description kept (the User-Agent header). */
const CLIENT_LENGTH = 300;

/** The account a typed name belongs to, if any (an SMS sign-in types a mobile: none). */
async function userIdOfName(db: PlatformDb, userName: string): Promise<string | null> {
  const row = await db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirst();
  return (row?.user_id as string | undefined) ?? null;
}

/**
 * Runs a sign-in and writes its row of the login log (user name as typed, time, client address
 * and User-Agent, success or the refusal's code); the sign-in's answer or error passes through.
 */
export async function logLogin<T>(db: PlatformDb, request: FastifyRequest, userName: string, signIn: () => Promise<T>): Promise<T> {
  const row = { id: newId(), user_name: userName.slice(0, 64), ip: request.ip.slice(0, 64), client: String(request.headers['user-agent'] ?? '').slice(0, CLIENT_LENGTH), login_at: new Date() };
  try {
    const answer = await signIn();
    await db.insertInto('sys_login_log').values({ ...row, user_id: await userIdOfName(db, userName), result: 'success' }).execute();
    return answer;
  } catch (error) {
    const reason = error instanceof AppError ? error.code : 'E_INTERNAL';
    await db.insertInto('sys_login_log').values({ ...row, user_id: await userIdOfName(db, userName), result: 'failure', reason }).execute();
    throw error;
  }
}
