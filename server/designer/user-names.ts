import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Display names of users by id: real name, else user name; an id without a user row (the
 * command line's `system`) names itself.
 */
export async function userNames(db: PlatformDb, userIds: Iterable<string | null>): Promise<(userId: string | null) => string> {
  const ids = [...new Set([...userIds].filter((id): id is string => typeof id === 'string' && id !== ''))];
  const rows = ids.length === 0 ? [] : await db.selectFrom('sys_user').select(['user_id', 'user_name', 'real_name']).where('user_id', 'in', ids).execute();
  const names = new Map(rows.map((row) => [String(row.user_id), String(row.real_name || row.user_name)]));
  return (userId) => (userId === null ? '' : (names.get(userId) ?? userId));
}
