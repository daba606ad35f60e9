import type { Insertable } from 'kysely';
import type { ModuleBundle } from '../../runtime/index.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { SysMenuTable } from '../db/tables/system.ts';

/** A module menu's row as a bundle places it, under `parentId` (the caller checks the folder exists). */
export function moduleMenuRow(bundle: ModuleBundle, menu: NonNullable<ModuleBundle['menu']>, parentId: string): Insertable<SysMenuTable> {
  return {
    id: bundle.moduleId,
    parent_id: parentId,
    name_zh: bundle.title['zh-CN'],
    name_en: bundle.title['en-US'],
    icon: menu.icon ?? null,
    module: bundle.moduleId,
    router_path: menu.routerPath,
    form_router: `${menu.routerPath}/form`,
    mod_type: 'MENU',
    seq: menu.seq ?? 0,
  };
}

/** The operations a bundle's menu grants, as sys_role_opr rows (roles the database lacks included: callers filter). */
export function moduleMenuGrants(bundle: ModuleBundle): { role_id: string; module_id: string; opr_name: string }[] {
  return (bundle.menu?.grants ?? []).flatMap((grant) => grant.operations.map((opr_name) => ({ role_id: grant.role, module_id: bundle.moduleId, opr_name })));
}

/** A placement under a folder this database lacks goes to the top level rather than nowhere. */
async function parentOf(trx: PlatformDb, menu: NonNullable<ModuleBundle['menu']>): Promise<string> {
  const folder = await trx.selectFrom('sys_menu').select('id').where('id', '=', menu.parentId).executeTakeFirst();
  return folder ? menu.parentId : '-1';
}

/**
 * A publish's addMenu step: a module without a menu gets one (menu, menu roles, the menu's
 * grants for the roles the database has); a module whose menu moved gets its new folder and
 * route, its name, roles and grants stay as an administrator left them.
 */
export async function placeModuleMenu(trx: PlatformDb, bundle: ModuleBundle): Promise<void> {
  const menu = bundle.menu;
  if (!menu) return;
  const parentId = await parentOf(trx, menu);
  const moved = await trx
    .updateTable('sys_menu')
    .set({ parent_id: parentId, router_path: menu.routerPath, form_router: `${menu.routerPath}/form` })
    .where('module', '=', bundle.moduleId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return;
  await trx.insertInto('sys_menu').values(moduleMenuRow(bundle, menu, parentId)).onConflict((c) => c.column('id').doNothing()).execute();
  const roles = new Set((await trx.selectFrom('sys_role').select('role_id').execute()).map((row) => row.role_id as string));
  const menuRoles = (menu.roles ?? []).filter((role) => roles.has(role)).map((role_id) => ({ menu_id: bundle.moduleId, role_id }));
  if (menuRoles.length > 0) await trx.insertInto('sys_menu_role').values(menuRoles).onConflict((c) => c.doNothing()).execute();
  const grants = moduleMenuGrants(bundle).filter((grant) => roles.has(grant.role_id));
  if (grants.length > 0) await trx.insertInto('sys_role_opr').values(grants).onConflict((c) => c.doNothing()).execute();
}
