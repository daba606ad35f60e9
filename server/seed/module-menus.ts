import type { Kysely } from 'kysely';
import type { ModuleRegistry } from '../modules/registry.ts';
import { CHECKED_OPERATIONS } from '../auth/permissions.ts';
import { ROLE_MODULE_OPERATIONS } from './system-data.ts';

/**
 * Gives every module bundle with a `menu` placement its menu and the demo roles' operations,
 * when it has no menu yet: a bundle added later appears at the next start, while menus and
 * grants an administrator changed are left alone.
 */
export async function seedModuleMenus(trx: Kysely<any>, registry: ModuleRegistry): Promise<void> {
  const existing = new Set((await trx.selectFrom('sys_menu').select('module').where('module', 'is not', null).execute()).map((row) => row.module as string));
  const folders = new Set((await trx.selectFrom('sys_menu').select('id').execute()).map((row) => row.id as string));
  const roles = new Set((await trx.selectFrom('sys_role').select('role_id').execute()).map((row) => row.role_id as string));
  for (const module of registry.all()) {
    const menu = module.bundle.menu;
    if (!menu || existing.has(module.moduleId)) continue;
    await trx
      .insertInto('sys_menu')
      .values({
        id: module.moduleId,
        // A placement under a folder this database lacks goes to the top level rather than nowhere.
        parent_id: folders.has(menu.parentId) ? menu.parentId : '-1',
        name_zh: module.bundle.title['zh-CN'],
        name_en: module.bundle.title['en-US'],
        icon: menu.icon ?? null,
        module: module.moduleId,
        router_path: menu.routerPath,
        form_router: `${menu.routerPath}/form`,
        mod_type: 'MENU',
        seq: menu.seq ?? 0,
      })
      .onConflict((c) => c.column('id').doNothing())
      .execute();
    const menuRoles = (menu.roles ?? []).map((role_id) => ({ menu_id: module.moduleId, role_id }));
    if (menuRoles.length > 0) await trx.insertInto('sys_menu_role').values(menuRoles).onConflict((c) => c.doNothing()).execute();
    const grants = Object.entries(ROLE_MODULE_OPERATIONS)
      .filter(([roleId]) => roles.has(roleId))
      .flatMap(([roleId, operations]) => (operations === 'all' ? CHECKED_OPERATIONS : operations).map((opr_name) => ({ role_id: roleId, module_id: module.moduleId, opr_name })));
    if (grants.length > 0) await trx.insertInto('sys_role_opr').values(grants).onConflict((c) => c.doNothing()).execute();
  }
}
