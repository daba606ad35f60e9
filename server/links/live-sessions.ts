import type { PlatformDb } from '../db/tables/index.ts';

/**
 * The token hashes of a user's live sessions (neither revoked nor expired at `now`): a link or
 * code issued in a session is honoured only while that session lasts.
 */
export function liveSessions(db: PlatformDb, userId: string, now: number) {
  return db
    .selectFrom('sys_token')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date(now))]));
}
