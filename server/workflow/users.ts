import type { PlatformDb } from '../db/tables/index.ts';

export interface UserProfile {
  userId: string;
  /** Real name, else employee name, else sign-in name (like the session's realName). */
  name: string;
  avatar: string;
  postNo: string;
}

/** Display names and avatars of users, by id; unknown ids are absent. */
export async function userProfiles(db: PlatformDb, ids: Iterable<string>): Promise<Map<string, UserProfile>> {
  const wanted = [...new Set(ids)].filter(Boolean);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('sys_user as u')
    .leftJoin('sys_employee as e', 'e.emp_id', 'u.emp_id')
    .select(['u.user_id', 'u.user_name', 'u.real_name', 'u.avatar', 'e.emp_name', 'e.post_no'])
    .where('u.user_id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.user_id),
      { userId: String(row.user_id), name: String(row.real_name || row.emp_name || row.user_name), avatar: String(row.avatar ?? ''), postNo: String(row.post_no ?? '') },
    ]),
  );
}

/**
 * Active users who belong to an organisation (sys_user_org), optionally only among `ids`,
 * ordered by id: the people who may handle its records.
 */
export async function organisationUsers(db: PlatformDb, orgNo: string, ids?: readonly string[]): Promise<string[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_org as uo', 'uo.user_id', 'u.user_id')
    .select('u.user_id')
    .where('uo.org_no', '=', orgNo)
    .where('u.state', '=', 1);
  if (ids) query = query.where('u.user_id', 'in', [...new Set(ids)]);
  const rows = await query.orderBy('u.user_id').execute();
  return rows.map((row) => String(row.user_id));
}
