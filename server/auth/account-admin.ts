import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import { AppError } from '../../runtime/errors.ts';
import { clearFailures, lockKey } from './login-lock.ts';
import { hasGrant } from './permissions.ts';
import { newId } from './secrets.ts';
import type { SessionUser } from './session-user.ts';
import { endUserSessions } from './sessions.ts';
import { USER_STATE } from './user-state.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** What an administrator does to an account until the user-administration screens exist. */
export type AccountAction = 'approve' | 'lock' | 'unlock';

/** The grants (module 'sysUser') each action needs; unlocking is the lock's other half. */
export const ACCOUNT_MODULE = 'sysUser';
const OPERATION: Readonly<Record<AccountAction, string>> = { approve: 'approve', lock: 'lock', unlock: 'lock' };

export interface AccountTarget {
  userId: string;
  userName: string;
  state: number;
}

/**
 * The account an administrator may act on: super administrators act on anyone; others need
 * the account's organisation (its employee's, else its current one) among their own, and the
 * account must not be a super administrator's. The caller checks the action's grant.
 */
export async function accountTarget(db: PlatformDb, actor: SessionUser, userId: string): Promise<AccountTarget> {
  const row = await db
    .selectFrom('sys_user as u')
    .leftJoin('sys_employee as e', 'e.emp_id', 'u.emp_id')
    .select([
      'u.user_id', 'u.user_name', 'u.state',
      sql<boolean>`exists(select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id where ur.user_id = u.user_id and r.is_super)`.as('is_super'),
      sql<boolean>`exists(select 1 from sys_user_org mine where mine.user_id = ${actor.userId} and mine.org_no = coalesce(e.org_no, u.current_org_no))`.as('in_my_org'),
    ])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('E_RECORD_NOT_FOUND');
  if (!actor.isSuperAdmin) {
    if (!row.in_my_org) throw new AppError('E_OTHER_ORG');
    if (row.is_super) throw new AppError('E_FORBIDDEN');
  }
  return { userId: row.user_id as string, userName: row.user_name as string, state: row.state as number };
}

/**
 * Approves a pending account, locks (disables) an account, or unlocks one: a disabled account
 * becomes active again and the failed-login time lock of its name ends. Locking ends every
 * token and uakey of the user, integration keys included. Each decision is written to
 * sys_user_audit with the administrator, in the same transaction.
 */
export async function applyAccountAction(database: Database, actor: SessionUser, userId: string, action: AccountAction): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (!hasGrant(actor, ACCOUNT_MODULE, OPERATION[action])) throw new AppError('E_OPERATION_DENIED', { operation: OPERATION[action] });
    const target = await accountTarget(trx, actor, userId);
    await notifySessionChange(database.changes, trx, { kind: 'user', userId });
    if (action === 'approve') {
      if (target.state !== USER_STATE.pending) throw new AppError('E_VALIDATION', {}, 'account.notPending');
      await trx.updateTable('sys_user').set({ state: USER_STATE.active }).where('user_id', '=', userId).execute();
    } else if (action === 'lock') {
      if (userId === actor.userId) throw new AppError('E_VALIDATION', {}, 'account.notYourself');
      await trx.updateTable('sys_user').set({ state: USER_STATE.disabled }).where('user_id', '=', userId).execute();
      await endUserSessions(trx, database.changes, userId);
    } else {
      // A pending account stays pending: unlocking is not approving.
      await trx.updateTable('sys_user').set({ state: USER_STATE.active }).where('user_id', '=', userId).where('state', '=', USER_STATE.disabled).execute();
      await clearFailures(trx, lockKey(target.userName));
    }
    await trx.insertInto('sys_user_audit').values({ id: newId(), user_id: userId, action, actor_id: actor.userId, created_at: new Date() }).execute();
  });
}
