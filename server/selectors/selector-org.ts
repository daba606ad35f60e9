import { AppError } from '../../runtime/errors.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * The organisation a selector call reads: the one asked for, else the user's current one.
 * Spec 02 §6: the employee list may switch among the user's organisations only, so an
 * organisation outside sys_user_org is E_OTHER_ORG (super administrators included: they
 * switch organisations like everyone else).
 */
export async function selectorOrg(db: PlatformDb, user: SessionUser, orgNo: string): Promise<string> {
  const wanted = orgNo || user.orgNo;
  const member = await db.selectFrom('sys_user_org').select('org_no').where('user_id', '=', user.userId).where('org_no', '=', wanted).executeTakeFirst();
  if (!member) throw new AppError('E_OTHER_ORG');
  return wanted;
}
