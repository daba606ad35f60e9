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

/** The parent exists, can hold entries (a folder or page: links and buttons cannot) and is not the menu or one below it. */
async function checkParent(trx: PlatformDb, id: string, parentId: string): Promise<void> {
  if (parentId === TOP) return;
  const rows = await trx.selectFrom('sys_menu').select(['id', 'parent_id', 'mod_type']).execute();
  const byId = new Map(rows.map((row) => [row.id as string, row.parent_id as string]));
  const parent = rows.find((row) => row.id === parentId);
  if (!parent) throw new AppError('E_VALIDATION', {}, 'admin.menu.badParent');
  if (parent.mod_type !== 'MENU') throw new AppError('E_VALIDATION', {}, 'admin.menu.parentNotFolder');
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

/** Gap between the orders `moveMenu` gives, so that a menu placed later by its own order can fall between. */
const SEQ_STEP = 10;

/**
 * Moves a menu under another (or to the top), before the sibling `beforeId` or after the last
 * one: the drag of the tree editor. The new parent's entries are numbered again in their
 * order (SEQ_STEP apart), under a lock on them, so two moves into one folder do not interleave.
 * Refused: an unknown parent, a parent that is a link or button, the menu itself or one
 * below it, a `beforeId` that is not an entry of the parent. Audited for the moved menu.
 */
export async function moveMenu(database: Database, actor: SessionUser, id: string, parentId: string, beforeId: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const before = await menuSnapshot(trx, id);
    if (!before) throw new AppError('E_RECORD_NOT_FOUND');
    await checkParent(trx, id, parentId);
    const siblings = await trx.selectFrom('sys_menu').select('id').where('parent_id', '=', parentId).where('id', '<>', id).orderBy('seq').orderBy('id').forUpdate().execute();
    const order = siblings.map((row) => row.id as string);
    const at = beforeId ? order.indexOf(beforeId) : order.length;
    if (at < 0) throw new AppError('E_VALIDATION', {}, 'admin.menu.badPlace');
    order.splice(at, 0, id);
    await trx.updateTable('sys_menu').set({ parent_id: parentId }).where('id', '=', id).execute();
    for (const [index, menuId] of order.entries()) await trx.updateTable('sys_menu').set({ seq: (index + 1) * SEQ_STEP }).where('id', '=', menuId).execute();
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
