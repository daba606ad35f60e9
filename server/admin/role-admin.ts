import { sql } from 'kysely';
import { AppError, isDataScopeKind, type DataScopeKind, type Locale } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import { notifySessionChange } from '../db/session-changes.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { auditGrant } from './grant-audit.ts';
import { PLATFORM_GRANTS } from './platform-grants.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A role as the administration screens edit it. */
export interface RoleFields {
  nameZh: string;
  nameEn: string;
  seq: number;
  /** 1 in use, 0 disabled: a disabled role grants nothing. */
  state: number;
  dataScope: DataScopeKind;
  /** The organisations of a 'custom' data scope. */
  orgNos: string[];
  /** The departments of a 'customDepart' data scope. */
  departNos: string[];
}

export interface RoleRow extends RoleFields {
  roleId: string;
  roleName: string;
  isSuper: boolean;
  userCount: number;
}

/** Role ids double as their codes: bundles and menus name roles by them. */
const ROLE_ID = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

function toRole(row: Record<string, any>, locale: Locale, orgNos: string[], departNos: string[]): RoleRow {
  return {
    roleId: row.role_id,
    roleName: locale === 'en-US' ? row.role_name_en : row.role_name_zh,
    nameZh: row.role_name_zh,
    nameEn: row.role_name_en,
    seq: Number(row.seq),
    state: Number(row.state),
    dataScope: isDataScopeKind(row.data_scope) ? row.data_scope : 'org',
    orgNos,
    departNos,
    isSuper: row.is_super === true,
    userCount: Number(row.user_count ?? 0),
  };
}

const ROLE_COLUMNS = sql`r.role_id, r.role_name_zh, r.role_name_en, r.seq, r.state, r.data_scope, r.is_super,
  (select count(*) from sys_user_role ur where ur.role_id = r.role_id) as user_count`;

/** Every role in its order, with its user count; a keyword narrows by id or either name. */
export async function listRoles(db: PlatformDb, locale: Locale, keyword: string): Promise<RoleRow[]> {
  const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  const filter = keyword ? sql`where r.role_id ilike ${like} or r.role_name_zh ilike ${like} or r.role_name_en ilike ${like}` : sql``;
  const { rows } = await sql<Record<string, any>>`select ${ROLE_COLUMNS} from sys_role r ${filter} order by r.seq, r.role_id`.execute(db);
  const orgs = await db.selectFrom('sys_role_org').select(['role_id', 'org_no']).orderBy('org_no').execute();
  const departs = await db.selectFrom('sys_role_depart').select(['role_id', 'depart_no']).orderBy('depart_no').execute();
  return rows.map((row) =>
    toRole(
      row,
      locale,
      orgs.filter((org) => org.role_id === row.role_id).map((org) => org.org_no),
      departs.filter((depart) => depart.role_id === row.role_id).map((depart) => depart.depart_no),
    ),
  );
}

/** One role with its menus and grants ('moduleId:operation'). */
export async function findRole(db: PlatformDb, locale: Locale, roleId: string) {
  const role = (await listRoles(db, locale, '')).find((row) => row.roleId === roleId);
  if (!role) throw new AppError('E_RECORD_NOT_FOUND');
  const menus = await db.selectFrom('sys_menu_role').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute();
  const grants = await db.selectFrom('sys_role_opr').select(['module_id', 'opr_name']).where('role_id', '=', roleId).orderBy('module_id').orderBy('opr_name').execute();
  return { ...role, menuIds: menus.map((row) => row.menu_id as string), grants: grants.map((row) => `${row.module_id}:${row.opr_name}`) };
}

/** Edits on a super administrator's role are a super administrator's. */
async function editableRole(trx: PlatformDb, actor: SessionUser, roleId: string): Promise<Record<string, any>> {
  const row = await trx.selectFrom('sys_role').selectAll().where('role_id', '=', roleId).forUpdate().executeTakeFirst();
  if (!row) throw new AppError('E_RECORD_NOT_FOUND');
  if (row.is_super && !actor.isSuperAdmin) throw new AppError('E_FORBIDDEN');
  return row;
}

function checkFields(fields: RoleFields): void {
  if (!fields.nameZh.trim() || !fields.nameEn.trim()) throw new AppError('E_VALIDATION', {}, 'admin.nameRequired');
  if (fields.dataScope === 'custom' && fields.orgNos.length === 0) throw new AppError('E_VALIDATION', {}, 'admin.role.customNeedsOrgs');
  if (fields.dataScope === 'customDepart' && fields.departNos.length === 0) throw new AppError('E_VALIDATION', {}, 'admin.role.customNeedsDeparts');
}

/** Every server reads roles and grants afresh at its next request (the session cache). */
function grantsChanged(database: Database, trx: PlatformDb): Promise<void> {
  return notifySessionChange(database.changes, trx, { kind: 'all' });
}

/**
 * Adds a role (`roleId` new, checked as a code) or changes one: names, order, state, data
 * scope and its organisations ('custom') or departments ('customDepart'). Audited; every signed-in user's next request sees it.
 */
export async function saveRole(database: Database, actor: SessionUser, roleId: string, isNew: boolean, fields: RoleFields): Promise<void> {
  checkFields(fields);
  const orgNos = fields.dataScope === 'custom' ? [...new Set(fields.orgNos)].sort() : [];
  const departNos = fields.dataScope === 'customDepart' ? [...new Set(fields.departNos)].sort() : [];
  await database.db.transaction().execute(async (trx) => {
    if (orgNos.length > 0) {
      const known = await trx.selectFrom('sys_org').select('org_no').where('org_no', 'in', orgNos).execute();
      if (known.length !== orgNos.length) throw new AppError('E_VALIDATION', {}, 'admin.unknownOrg');
    }
    if (departNos.length > 0) {
      const known = await trx.selectFrom('sys_depart').select('depart_no').where('depart_no', 'in', departNos).execute();
      if (known.length !== departNos.length) throw new AppError('E_VALIDATION', {}, 'admin.unknownDepart');
    }
    const values = { role_name_zh: fields.nameZh.trim(), role_name_en: fields.nameEn.trim(), seq: fields.seq, state: fields.state, data_scope: fields.dataScope };
    let before: unknown = null;
    if (isNew) {
      if (!ROLE_ID.test(roleId)) throw new AppError('E_VALIDATION', {}, 'admin.role.codeInvalid');
      const taken = await trx.selectFrom('sys_role').select('role_id').where(sql`lower(role_id)`, '=', roleId.toLowerCase()).executeTakeFirst();
      if (taken) throw new AppError('E_VALIDATION', {}, 'admin.role.codeTaken');
      await trx.insertInto('sys_role').values({ role_id: roleId, ...values, is_super: false }).execute();
    } else {
      const stored = await editableRole(trx, actor, roleId);
      const storedOrgs = await trx.selectFrom('sys_role_org').select('org_no').where('role_id', '=', roleId).orderBy('org_no').execute();
      const storedDeparts = await trx.selectFrom('sys_role_depart').select('depart_no').where('role_id', '=', roleId).orderBy('depart_no').execute();
      before = {
        nameZh: stored.role_name_zh,
        nameEn: stored.role_name_en,
        seq: Number(stored.seq),
        state: Number(stored.state),
        dataScope: stored.data_scope,
        orgNos: storedOrgs.map((row) => row.org_no),
        departNos: storedDeparts.map((row) => row.depart_no),
      };
      await trx.updateTable('sys_role').set(values).where('role_id', '=', roleId).execute();
      await trx.deleteFrom('sys_role_org').where('role_id', '=', roleId).execute();
      await trx.deleteFrom('sys_role_depart').where('role_id', '=', roleId).execute();
    }
    if (orgNos.length > 0) await trx.insertInto('sys_role_org').values(orgNos.map((org_no) => ({ role_id: roleId, org_no }))).execute();
    if (departNos.length > 0) await trx.insertInto('sys_role_depart').values(departNos.map((depart_no) => ({ role_id: roleId, depart_no }))).execute();
    const after = { nameZh: values.role_name_zh, nameEn: values.role_name_en, seq: fields.seq, state: fields.state, dataScope: fields.dataScope, orgNos, departNos };
    await auditGrant(trx, actor.userId, { kind: 'role', targetId: roleId, before, after });
    await grantsChanged(database, trx);
  });
}

/** Deletes a role no user holds; with users, refuses and says how many. */
export async function deleteRole(database: Database, actor: SessionUser, roleId: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const stored = await editableRole(trx, actor, roleId);
    if (stored.is_super) throw new AppError('E_FORBIDDEN');
    const held = await trx.selectFrom('sys_user_role').select((eb) => eb.fn.countAll().as('n')).where('role_id', '=', roleId).executeTakeFirst();
    const count = Number(held?.n ?? 0);
    if (count > 0) throw new AppError('E_CONFLICT', { count }, 'admin.role.inUse');
    const grants = await trx.selectFrom('sys_role_opr').select(['module_id', 'opr_name']).where('role_id', '=', roleId).execute();
    for (const table of ['sys_role_opr', 'sys_menu_role', 'sys_role_org', 'sys_role_depart', 'sys_field_permission'] as const) await trx.deleteFrom(table).where('role_id', '=', roleId).execute();
    await trx.deleteFrom('sys_role').where('role_id', '=', roleId).execute();
    await auditGrant(trx, actor.userId, { kind: 'role', targetId: roleId, before: { nameZh: stored.role_name_zh, grants: grants.map((row) => `${row.module_id}:${row.opr_name}`) }, after: null });
    await grantsChanged(database, trx);
  });
}

/**
 * Roles that see menus open to everyone (no sys_menu_role row), named for each such menu, so
 * that granting one role such a menu does not take it from every other role.
 */
async function keepOpenMenus(trx: PlatformDb, roleId: string, menuIds: readonly string[]): Promise<void> {
  if (menuIds.length === 0) return;
  const named = await trx.selectFrom('sys_menu_role').select('menu_id').distinct().where('menu_id', 'in', menuIds).execute();
  const open = menuIds.filter((id) => !named.some((row) => row.menu_id === id));
  const others = open.length === 0 ? [] : await trx.selectFrom('sys_role').select('role_id').where('role_id', '!=', roleId).execute();
  const rows = open.flatMap((menu_id) => others.map((role) => ({ menu_id, role_id: role.role_id })));
  if (rows.length > 0) await trx.insertInto('sys_menu_role').values(rows).execute();
}

/**
 * Replaces the menus a role sees (the checked leaves and folders the client sends). A menu open
 * to everyone until now stays open to the other roles (keepOpenMenus). Audited.
 */
export async function saveRoleMenus(database: Database, actor: SessionUser, roleId: string, menuIds: string[]): Promise<void> {
  const wanted = [...new Set(menuIds)].sort();
  await database.db.transaction().execute(async (trx) => {
    await editableRole(trx, actor, roleId);
    if (wanted.length > 0) {
      const known = await trx.selectFrom('sys_menu').select('id').where('id', 'in', wanted).execute();
      if (known.length !== wanted.length) throw new AppError('E_VALIDATION', {}, 'admin.unknownMenu');
    }
    const before = (await trx.selectFrom('sys_menu_role').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute()).map((row) => row.menu_id);
    await keepOpenMenus(trx, roleId, wanted);
    await trx.deleteFrom('sys_menu_role').where('role_id', '=', roleId).execute();
    if (wanted.length > 0) await trx.insertInto('sys_menu_role').values(wanted.map((menu_id) => ({ menu_id, role_id: roleId }))).execute();
    await auditGrant(trx, actor.userId, { kind: 'roleMenus', targetId: roleId, before, after: wanted });
    await grantsChanged(database, trx);
  });
}

/** The operations one module or administration area offers; undefined when there is none of that id. */
export function grantableOperations(registry: ModuleRegistry, moduleId: string): readonly string[] | undefined {
  const module = registry.byModuleId(moduleId);
  if (module) return ['view', ...module.bundle.operations];
  return PLATFORM_GRANTS.find((area) => area.moduleId === moduleId)?.operations;
}

/** Replaces a role's operations in one module (a row of the matrix). Audited per module. */
export async function saveRoleOperations(database: Database, registry: ModuleRegistry, actor: SessionUser, roleId: string, moduleId: string, operations: string[]): Promise<void> {
  const offered = grantableOperations(registry, moduleId);
  if (!offered) throw new AppError('E_VALIDATION', {}, 'admin.unknownModule');
  const wanted = [...new Set(operations)].sort();
  if (wanted.some((operation) => !offered.includes(operation))) throw new AppError('E_VALIDATION', {}, 'admin.unknownOperation');
  await database.db.transaction().execute(async (trx) => {
    await editableRole(trx, actor, roleId);
    const stored = trx.selectFrom('sys_role_opr').where('role_id', '=', roleId).where('module_id', '=', moduleId);
    const before = (await stored.select('opr_name').orderBy('opr_name').execute()).map((row) => row.opr_name);
    await trx.deleteFrom('sys_role_opr').where('role_id', '=', roleId).where('module_id', '=', moduleId).execute();
    if (wanted.length > 0) await trx.insertInto('sys_role_opr').values(wanted.map((opr_name) => ({ role_id: roleId, module_id: moduleId, opr_name }))).execute();
    await auditGrant(trx, actor.userId, { kind: 'roleOperations', targetId: `${roleId}/${moduleId}`, before, after: wanted });
    await grantsChanged(database, trx);
  });
}

/** The matrix's rows: every published module (by menu order of its family) and the administration areas, with their operations. */
export function operationMatrix(registry: ModuleRegistry, locale: Locale, t: (id: string) => string) {
  const modules = registry
    .all()
    .map((module) => ({ moduleId: module.moduleId, title: module.bundle.title[locale], operations: ['view', ...module.bundle.operations] }))
    .sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  return [...PLATFORM_GRANTS.map((area) => ({ moduleId: area.moduleId, title: t(area.titleId), operations: [...area.operations] })), ...modules];
}
