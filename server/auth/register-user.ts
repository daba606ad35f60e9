import { sql } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import { hashPassword } from './password.ts';
import { newId } from './secrets.ts';
import { USER_STATE } from './user-state.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Letters and digits only, so a name is safe in any path, file name or log line. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** What a self-registered account gets (REGISTER_ROLE, REGISTER_ORG); null org: the root organisation. */
export interface RegistrationPlacement {
  roleId: string | null;
  orgNo: string | null;
}

export interface Registration {
  userName: string;
  realName: string;
  /** 11-digit national number, already confirmed by an SMS code. */
  mobile: string;
  password: string;
}

/** Refuses a name another account holds, ignoring case: 'Admin' would pass for 'admin'. */
export async function assertUserNameFree(db: PlatformDb, userName: string): Promise<void> {
  const row = await db.selectFrom('sys_user').select('user_id').where(sql`lower(user_name)`, '=', userName.toLowerCase()).executeTakeFirst();
  if (row) throw new AppError('E_VALIDATION', { name: userName }, 'auth.userNameTaken');
}

/** The organisation a registration joins: the configured one, else the root of the tree (first by seq). */
async function registrationOrg(db: PlatformDb, orgNo: string | null): Promise<string | undefined> {
  let query = db.selectFrom('sys_org').select('org_no');
  query = orgNo ? query.where('org_no', '=', orgNo) : query.where('parent_no', '=', '0').orderBy('seq').orderBy('org_no');
  return (await query.executeTakeFirst())?.org_no as string | undefined;
}

/**
 * Creates a user waiting for an administrator's approval (state pending: no sign-in until
 * system/user/approve.ajax) in the configured organisation: an employee record carrying the
 * mobile (sys_employee.mobile is where SMS login looks), membership of that organisation only,
 * and the configured role if any, so by default no module grant at all. Returns the user id.
 */
export async function registerUser(db: PlatformDb, registration: Registration, placement: RegistrationPlacement): Promise<string> {
  const orgNo = await registrationOrg(db, placement.orgNo);
  if (!orgNo) throw new AppError('E_VALIDATION', {}, 'auth.registerClosed');
  const passwordHash = await hashPassword(registration.password);
  const userId = newId();
  const empId = newId();
  await db.transaction().execute(async (trx) => {
    // The unique user_name decides between two registrations of one name at the same moment.
    const inserted = await trx
      .insertInto('sys_user')
      .values({ user_id: userId, user_name: registration.userName, password_hash: passwordHash, emp_id: empId, real_name: registration.realName, state: USER_STATE.pending, current_org_no: orgNo, failed_logins: 0, created_at: new Date() })
      .onConflict((conflict) => conflict.column('user_name').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) throw new AppError('E_VALIDATION', { name: registration.userName }, 'auth.userNameTaken');
    await trx.insertInto('sys_employee').values({ emp_id: empId, emp_name: registration.realName, org_no: orgNo, mobile: registration.mobile, seq: 0 }).execute();
    await trx.insertInto('sys_user_org').values({ user_id: userId, org_no: orgNo }).execute();
    if (placement.roleId) await trx.insertInto('sys_user_role').values({ user_id: userId, role_id: placement.roleId }).execute();
  });
  return userId;
}
