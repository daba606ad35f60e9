import { sql } from 'kysely';
import { notifySessionChange, type SessionChangeHub } from '../db/session-changes.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * The sign-ins still in force: one row per login (its session id; an older token without one
 * stands alone), with the user, when it began, its newest token and when that expires.
 */
export async function onlineSessions(db: PlatformDb, now: Date) {
  const rows = await db
    .selectFrom('sys_token as t')
    .innerJoin('sys_user as u', 'u.user_id', 't.user_id')
    .leftJoin('sys_org as o', 'o.org_no', 'u.current_org_no')
    .select([
      sql<string>`coalesce(t.session_id, t.token_hash)`.as('sessionId'),
      't.user_id as userId',
      'u.user_name as userName',
      'u.real_name as realName',
      'o.org_name as orgName',
      sql<Date>`min(t.created_at)`.as('loginAt'),
      sql<Date>`max(t.created_at)`.as('lastTokenAt'),
      sql<Date | null>`max(t.expires_at)`.as('expiresAt'),
    ])
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
    .groupBy([sql`coalesce(t.session_id, t.token_hash)`, 't.user_id', 'u.user_name', 'u.real_name', 'o.org_name'])
    .orderBy(sql`max(t.created_at)`, 'desc')
    .execute();
  return rows;
}

/**
 * Ends every sign-in of a user (tokens and the session keys that re-acquire them) on every
 * server: the notification evicts the user's cached sessions everywhere once it commits.
 * Integration keys stay (revoked on the keys screen).
 */
export async function forceLogout(db: PlatformDb, changes: SessionChangeHub, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const tokens = await trx.updateTable('sys_token').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    await trx.updateTable('sys_uakey').set({ revoked_at: now }).where('user_id', '=', userId).where('kind', '=', 'session').where('revoked_at', 'is', null).execute();
    await notifySessionChange(changes, trx, { kind: 'user', userId });
    return Number(tokens.numUpdatedRows);
  });
}
