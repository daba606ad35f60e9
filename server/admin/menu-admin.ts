import { AppError, type Locale } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { auditGrant } from './grant-audit.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { MENU_TYPES, type MenuFields, type MenuTreeRow, type MenuType } from '../../contracts/system-admin.ts';

/** '-1': the top of the menu tree. */
const TOP = '-1';
const MENU_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Every menu with its roles, in tree order, for the editor. */
export async function menuTree(db: PlatformDb, locale: Locale): Promise<MenuTreeRow[]> {
  const rows = await db.selectFrom('sys_menu').selectAll().orderBy('seq').orderBy('id').execute();
  const roles = await db.selectFrom('sys_menu_role').select(['menu_id', 'role_id']).orderBy('role_id').execute();
  return rows.map((row) => ({
    id: row.id as string,
    parentId: row.parent_id as string,
    name: (locale === 'en-US' ? row.name_en : row.name_zh) as string,
    nameZh: row.name_zh as string,
    nameEn: row.name_en as string,
    modType: row.mod_type as MenuType,
    routerPath: (row.router_path as string | null) ?? '',
    module: (row.module as string | null) ?? '',
    url: (row.url as string | null) ?? '',
    icon: (row.icon as string | null) ?? '',
    seq: Number(row.seq),
    hidden: row.hidden === true,
    roleIds: roles.filter((role) => role.menu_id === row.id).map((role) => role.role_id as string),
  }));
}

async function menuSnapshot(trx: PlatformDb, id: string) {
  const row = await trx.selectFrom('sys_menu').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const roles = await trx.selectFrom('sys_menu_role').select('role_id').where('menu_id', '=', id).orderBy('role_id').execute();
  return { ...row, roleIds: roles.map((role) => role.role_id as string) };
}

/** The parent exists and is not the menu or one below it. */
async function checkParent(trx: PlatformDb, id: string, parentId: string): Promise<void> {
  if (parentId === TOP) return;
  const byId = new Map((await trx.selectFrom('sys_menu').select(['id', 'parent_id']).execute()).map((row) => [row.id as string, row.parent_id as string]));
  if (!byId.has(parentId)) throw new AppError('E_VALIDATION', {}, 'admin.menu.badParent');
  for (let at: string | undefined = parentId; at && at !== TOP; at = byId.get(at)) {
    if (at === id) throw new AppError('E_VALIDATION', {}, 'admin.org.cycle');
  }
}

/**
 * Adds (`isNew`) or changes a menu: place, names, kind, route, module, link, icon, order,
 * visibility and roles. Audited; users see it at their next navigation (menus are read per request).
 */
export async function saveMenu(database: Database, actor: SessionUser, id: string, isNew: boolean, fields: MenuFields): Promise<void> {
  if (!fields.nameZh.trim() || !fields.nameEn.trim()) throw new AppError('E_VALIDATION', {}, 'admin.nameRequired');
  await database.db.transaction().execute(async (trx) => {
    const before = await menuSnapshot(trx, id);
    if (isNew ? before !== null || !MENU_ID.test(id) : before === null) throw new AppError(isNew ? 'E_VALIDATION' : 'E_RECORD_NOT_FOUND', {}, isNew ? 'admin.menu.idInvalid' : undefined);
    await checkParent(trx, id, fields.parentId);
    const roleIds = [...new Set(fields.roleIds)].sort();
    if (roleIds.length > 0 && (await trx.selectFrom('sys_role').select('role_id').where('role_id', 'in', roleIds).execute()).length !== roleIds.length) {
      throw new AppError('E_VALIDATION', {}, 'admin.user.unknownRole');
    }
    const values = {
      parent_id: fields.parentId,
      name_zh: fields.nameZh.trim(),
      name_en: fields.nameEn.trim(),
      mod_type: fields.modType,
      router_path: fields.routerPath || null,
      module: fields.module || null,
      url: fields.url || null,
      icon: fields.icon || null,
      seq: fields.seq,
      hidden: fields.hidden,
    };
    if (isNew) await trx.insertInto('sys_menu').values({ id, ...values }).execute();
    else await trx.updateTable('sys_menu').set(values).where('id', '=', id).execute();
    await trx.deleteFrom('sys_menu_role').where('menu_id', '=', id).execute();
    if (roleIds.length > 0) await trx.insertInto('sys_menu_role').values(roleIds.map((role_id) => ({ menu_id: id, role_id }))).execute();
    await auditGrant(trx, actor.userId, { kind: 'menu', targetId: id, before, after: await menuSnapshot(trx, id) });
  });
}

/** Moves a menu under another (or to the top) at a place in its order: the drag of the tree editor. */
export async function moveMenu(database: Database, actor: SessionUser, id: string, parentId: string, seq: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const before = await menuSnapshot(trx, id);
    if (!before) throw new AppError('E_RECORD_NOT_FOUND');
    await checkParent(trx, id, parentId);
    await trx.updateTable('sys_menu').set({ parent_id: parentId, seq }).where('id', '=', id).execute();
    await auditGrant(trx, actor.userId, { kind: 'menu', targetId: id, before, after: await menuSnapshot(trx, id) });
  });
}

/** Deletes a menu without menus below it; otherwise refuses with their count. */
export async function deleteMenu(database: Database, actor: SessionUser, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const before = await menuSnapshot(trx, id);
    if (!before) throw new AppError('E_RECORD_NOT_FOUND');
    const below = await trx.selectFrom('sys_menu').select((eb) => eb.fn.countAll().as('n')).where('parent_id', '=', id).executeTakeFirst();
    const count = Number(below?.n ?? 0);
    if (count > 0) throw new AppError('E_CONFLICT', { count }, 'admin.menu.hasChildren');
    for (const table of ['sys_menu_role', 'sys_user_menu', 'sys_user_last_menu'] as const) await trx.deleteFrom(table).where('menu_id', '=', id).execute();
    await trx.deleteFrom('sys_menu').where('id', '=', id).execute();
    await auditGrant(trx, actor.userId, { kind: 'menu', targetId: id, before, after: null });
  });
}
