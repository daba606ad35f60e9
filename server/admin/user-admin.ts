import { sql, type RawBuilder } from 'kysely';
import { AppError, type Locale } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import { accountTarget } from '../auth/account-admin.ts';
import { hashPassword } from '../auth/password.ts';
import { newId } from '../auth/secrets.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { USER_STATE } from '../auth/user-state.ts';
import { departAndBelow, orgAndBelow } from '../modules/data-scope-sql.ts';
import { userOrgNos } from '../modules/user-orgs.ts';
import { auditGrant } from './grant-audit.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { UserFields } from '../../contracts/system-admin.ts';

export interface UserFilter {
  keyword: string;
  /** The organisation tree's node: an organisation and those below it, or a department and those below it. */
  orgNo: string;
  departNo: string;
  /** '' every state; else USER_STATE's number. */
  state: string;
  /** '' any role; else the accounts holding this role (the role screen's users). */
  roleId: string;
}

/** The organisation an account belongs to: its employee's, else its current one. */
const HOME_ORG = sql`coalesce(e.org_no, u.current_org_no)`;

/** Accounts an administrator sees: super administrators all, others those of their organisations. */
function visibleAccounts(actor: SessionUser): RawBuilder<unknown> {
  return actor.isSuperAdmin ? sql`true` : sql`${HOME_ORG} in ${userOrgNos(actor.userId)}`;
}

function filterSql(actor: SessionUser, filter: UserFilter): RawBuilder<unknown> {
  const parts = [visibleAccounts(actor)];
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    parts.push(sql`(u.user_name ilike ${like} or u.real_name ilike ${like} or e.emp_name ilike ${like} or e.mobile ilike ${like})`);
  }
  if (filter.departNo) parts.push(sql`e.depart_no in ${departAndBelow(filter.departNo)}`);
  else if (filter.orgNo) parts.push(sql`${HOME_ORG} in ${orgAndBelow(filter.orgNo)}`);
  if (/^\d$/.test(filter.state)) parts.push(sql`u.state = ${Number(filter.state)}`);
  if (filter.roleId) parts.push(sql`exists (select 1 from sys_user_role ur where ur.user_id = u.user_id and ur.role_id = ${filter.roleId})`);
  return sql.join(parts, sql` and `);
}

const USER_FROM = sql`sys_user u left join sys_employee e on e.emp_id = u.emp_id
  left join sys_org o on o.org_no = ${HOME_ORG} left join sys_depart d on d.depart_no = e.depart_no left join sys_post p on p.post_no = e.post_no`;

function userColumns(locale: Locale): RawBuilder<unknown> {
  const roleName = locale === 'en-US' ? sql`r.role_name_en` : sql`r.role_name_zh`;
  return sql`u.user_id, u.user_name, coalesce(u.real_name, e.emp_name, u.user_name) as real_name, u.state, u.created_at,
    e.mobile, ${HOME_ORG} as org_no, o.org_name, e.depart_no, d.depart_name, e.post_no, p.post_name,
    array(select ur.role_id from sys_user_role ur join sys_role r on r.role_id = ur.role_id where ur.user_id = u.user_id order by r.seq) as role_ids,
    array(select ${roleName} from sys_user_role ur join sys_role r on r.role_id = ur.role_id where ur.user_id = u.user_id order by r.seq) as role_names,
    array(select uo.org_no from sys_user_org uo where uo.user_id = u.user_id order by uo.org_no) as org_nos,
    exists(select 1 from sys_login_lock l where l.name_key = lower(u.user_name) and l.locked_until > now()) as login_locked`;
}

function toUser(row: Record<string, any>) {
  return {
    userId: row.user_id as string,
    userName: row.user_name as string,
    realName: row.real_name as string,
    state: Number(row.state),
    loginLocked: row.login_locked === true,
    mobile: (row.mobile as string | null) ?? '',
    orgNo: (row.org_no as string | null) ?? '',
    orgName: (row.org_name as string | null) ?? '',
    departNo: (row.depart_no as string | null) ?? '',
    departName: (row.depart_name as string | null) ?? '',
    postNo: (row.post_no as string | null) ?? '',
    postName: (row.post_name as string | null) ?? '',
    roleIds: (row.role_ids as string[]) ?? [],
    roleNames: ((row.role_names as string[]) ?? []).join(', '),
    orgNos: (row.org_nos as string[]) ?? [],
    createdAt: (row.created_at as Date).toISOString(),
  };
}

export type UserRow = ReturnType<typeof toUser>;

/** One page of the accounts an administrator sees, newest first; pending registrations included (state 2). */
export async function listUsers(db: PlatformDb, actor: SessionUser, locale: Locale, filter: UserFilter, page: { limit: number; offset: number }) {
  const where = filterSql(actor, filter);
  const [rows, count] = await Promise.all([
    sql<Record<string, any>>`select ${userColumns(locale)} from ${USER_FROM} where ${where} order by u.created_at desc, u.user_id limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: string }>`select count(*) as n from ${USER_FROM} where ${where}`.execute(db),
  ]);
  return { rows: rows.rows.map(toUser), total: Number(count.rows[0]?.n ?? 0) };
}

/** One account the administrator may act on (accountTarget), as the edit form shows it. */
export async function findUser(db: PlatformDb, actor: SessionUser, locale: Locale, userId: string): Promise<UserRow> {
  await accountTarget(db, actor, userId);
  const { rows } = await sql<Record<string, any>>`select ${userColumns(locale)} from ${USER_FROM} where u.user_id = ${userId}`.execute(db);
  if (!rows[0]) throw new AppError('E_RECORD_NOT_FOUND');
  return toUser(rows[0]);
}

/**
 * The organisation, department, post, organisations and roles an administrator may give:
 * they exist, the department and post are of the main organisation, and an administrator who
 * is not super gives only their own organisations and no super administrator's role.
 */
export async function checkAssignment(trx: PlatformDb, actor: SessionUser, fields: UserFields): Promise<string[]> {
  const orgNos = [...new Set([fields.orgNo, ...fields.orgNos])].sort();
  const orgs = await trx.selectFrom('sys_org').select('org_no').where('org_no', 'in', orgNos).execute();
  if (orgs.length !== orgNos.length) throw new AppError('E_VALIDATION', {}, 'admin.unknownOrg');
  if (!actor.isSuperAdmin) {
    const mine = await trx.selectFrom('sys_user_org').select('org_no').where('user_id', '=', actor.userId).execute();
    if (orgNos.some((orgNo) => !mine.some((row) => row.org_no === orgNo))) throw new AppError('E_OTHER_ORG');
  }
  const departInOrg = !fields.departNo || (await trx.selectFrom('sys_depart').select('depart_no').where('depart_no', '=', fields.departNo).where('org_no', '=', fields.orgNo).executeTakeFirst()) !== undefined;
  if (!departInOrg) throw new AppError('E_VALIDATION', {}, 'admin.user.departNotInOrg');
  const postInOrg = !fields.postNo || (await trx.selectFrom('sys_post').select('post_no').where('post_no', '=', fields.postNo).where('org_no', '=', fields.orgNo).executeTakeFirst()) !== undefined;
  if (!postInOrg) throw new AppError('E_VALIDATION', {}, 'admin.user.postNotInOrg');
  if (fields.roleIds.length > 0) {
    const roles = await trx.selectFrom('sys_role').select(['role_id', 'is_super']).where('role_id', 'in', fields.roleIds).execute();
    if (roles.length !== new Set(fields.roleIds).size) throw new AppError('E_VALIDATION', {}, 'admin.user.unknownRole');
    if (!actor.isSuperAdmin && roles.some((role) => role.is_super)) throw new AppError('E_FORBIDDEN');
  }
  return orgNos;
}

/** Replaces the user's organisations and roles; each change audited. */
async function assignGrants(trx: PlatformDb, actor: SessionUser, userId: string, orgNos: string[], roleIds: string[]): Promise<void> {
  const roles = [...new Set(roleIds)].sort();
  const storedOrgs = (await trx.selectFrom('sys_user_org').select('org_no').where('user_id', '=', userId).orderBy('org_no').execute()).map((row) => row.org_no);
  const storedRoles = (await trx.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute()).map((row) => row.role_id);
  await trx.deleteFrom('sys_user_org').where('user_id', '=', userId).execute();
  await trx.insertInto('sys_user_org').values(orgNos.map((org_no) => ({ user_id: userId, org_no }))).execute();
  await trx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  if (roles.length > 0) await trx.insertInto('sys_user_role').values(roles.map((role_id) => ({ user_id: userId, role_id }))).execute();
  await auditGrant(trx, actor.userId, { kind: 'userOrgs', targetId: userId, before: storedOrgs, after: orgNos });
  await auditGrant(trx, actor.userId, { kind: 'userRoles', targetId: userId, before: storedRoles, after: roles });
}

function employeeValues(fields: UserFields) {
  return { emp_name: fields.realName, org_no: fields.orgNo, depart_no: fields.departNo || null, post_no: fields.postNo || null, mobile: fields.mobile || null };
}

/**
 * Writes an account with its employee (organisation, department, post), organisations and
 * roles, in the caller's transaction, after checkAssignment; the password must be changed at the
 * first sign-in. Answers the account's id.
 */
export async function insertAccount(trx: PlatformDb, actor: SessionUser, account: { userName: string; passwordHash: string; fields: UserFields; orgNos: string[] }): Promise<string> {
  const { fields } = account;
  const userId = newId();
  const empId = newId();
  await trx.insertInto('sys_employee').values({ emp_id: empId, ...employeeValues(fields) }).execute();
  await trx
    .insertInto('sys_user')
    .values({ user_id: userId, user_name: account.userName, password_hash: account.passwordHash, emp_id: empId, real_name: fields.realName, state: USER_STATE.active, current_org_no: fields.orgNo, must_change_password: true })
    .execute();
  await assignGrants(trx, actor, userId, account.orgNos, fields.roleIds);
  return userId;
}

/** Adds an account; the password the administrator set must be changed at the first sign-in. */
export async function addUser(database: Database, actor: SessionUser, userName: string, password: string, fields: UserFields): Promise<string> {
  return database.db.transaction().execute(async (trx) => {
    const orgNos = await checkAssignment(trx, actor, fields);
    const taken = await trx.selectFrom('sys_user').select('user_id').where(sql`lower(user_name)`, '=', userName.toLowerCase()).executeTakeFirst();
    if (taken) throw new AppError('E_VALIDATION', {}, 'admin.user.nameTaken');
    return insertAccount(trx, actor, { userName, passwordHash: await hashPassword(password), fields, orgNos });
  });
}

/** Changes an account's person, place and grants; their next request, on any server, sees it. */
export async function editUser(database: Database, actor: SessionUser, userId: string, fields: UserFields): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await accountTarget(trx, actor, userId);
    const orgNos = await checkAssignment(trx, actor, fields);
    const user = await trx.selectFrom('sys_user').select(['emp_id', 'current_org_no']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    let empId = user.emp_id as string | null;
    if (empId) await trx.updateTable('sys_employee').set(employeeValues(fields)).where('emp_id', '=', empId).execute();
    else {
      empId = newId();
      await trx.insertInto('sys_employee').values({ emp_id: empId, ...employeeValues(fields) }).execute();
    }
    // The current organisation stays while the user may still work there.
    const current = orgNos.includes(user.current_org_no as string) ? (user.current_org_no as string) : fields.orgNo;
    await trx.updateTable('sys_user').set({ real_name: fields.realName, emp_id: empId, current_org_no: current }).where('user_id', '=', userId).execute();
    await assignGrants(trx, actor, userId, orgNos, fields.roleIds);
    await notifySessionChange(database.changes, trx, { kind: 'user', userId });
  });
}

/**
 * An administrator's password reset: the new password works at once, every token and key of
 * the user ends, and the next sign-in must change it before anything else. Audited.
 */
export async function resetUserPassword(database: Database, actor: SessionUser, userId: string, password: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await accountTarget(trx, actor, userId);
    await trx.updateTable('sys_user').set({ password_hash: await hashPassword(password), must_change_password: true }).where('user_id', '=', userId).execute();
    await endUserSessions(trx, database.changes, userId);
    await trx.insertInto('sys_user_audit').values({ id: newId(), user_id: userId, action: 'resetPassword', actor_id: actor.userId, created_at: new Date() }).execute();
  });
}
