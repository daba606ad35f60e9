import { sql, type RawBuilder } from 'kysely';

/** The organisations a user may work in (those system/user/changeUserCurrentOrg.ajax accepts), as a subquery for `in`. */
export function userOrgNos(userId: string): RawBuilder<unknown> {
  return sql`(select uo.org_no from sys_user_org uo where uo.user_id = ${userId})`;
}
