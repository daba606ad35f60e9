import type { PlatformDb } from '../db/tables/index.ts';

export interface MobileUser {
  userId: string;
  userName: string;
  state: number;
}

/**
 * The user whose employee record carries the mobile (sys_employee.mobile, stored as 11
 * digits). A number shared by several users opens none of them: an SMS code cannot say which.
 */
export async function userByMobile(db: PlatformDb, mobile: string): Promise<MobileUser | undefined> {
  const rows = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_employee as e', 'e.emp_id', 'u.emp_id')
    .select(['u.user_id', 'u.user_name', 'u.state'])
    .where('e.mobile', '=', mobile)
    .limit(2)
    .execute();
  const [row] = rows;
  if (rows.length !== 1 || !row) return undefined;
  return { userId: row.user_id as string, userName: row.user_name as string, state: row.state as number };
}

/** Whether any user already signs in with the mobile (registration refuses a second one). */
export async function mobileTaken(db: PlatformDb, mobile: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_employee as e', 'e.emp_id', 'u.emp_id')
    .select('u.user_id')
    .where('e.mobile', '=', mobile)
    .executeTakeFirst();
  return row !== undefined;
}
