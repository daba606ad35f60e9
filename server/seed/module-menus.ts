import type { ModuleBundle } from '../../runtime/index.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** What a menu insert needs to know about the database: its menu ids and role ids. */
interface MenuContext {
  folders: ReadonlySet<string>;
  roles: ReadonlySet<string>;
}

async function menuContext(trx: PlatformDb): Promise<MenuContext> {
  const folders = new Set((await trx.selectFrom('sys_menu').select('id').execute()).map((row) => row.id as string));
  const roles = new Set((await trx.selectFrom('sys_role').select('role_id').execute()).map((row) => row.role_id as string));
  return { folders, roles };
}

/** A placement under a folder this database lacks goes to the top level rather than nowhere. */
function parentOf(menu: NonNullable<ModuleBundle['menu']>, context: MenuContext): string {
  return context.folders.has(menu.parentId) ? menu.parentId : '-1';
}

/** The module's menu item, its menu roles and the operations its menu grants. */
async function insertModuleMenu(trx: PlatformDb, bundle: ModuleBundle, context: MenuContext): Promise<void> {
  const menu = bundle.menu;
  if (!menu) return;
  await trx
    .insertInto('sys_menu')
    .values({
      id: bundle.moduleId,
      parent_id: parentOf(menu, context),
      name_zh: bundle.title['zh-CN'],
      name_en: bundle.title['en-US'],
      icon: menu.icon ?? null,
      module: bundle.moduleId,
      router_path: menu.routerPath,
      form_router: `${menu.routerPath}/form`,
      mod_type: 'MENU',
      seq: menu.seq ?? 0,
    })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
  const menuRoles = (menu.roles ?? []).map((role_id) => ({ menu_id: bundle.moduleId, role_id }));
  if (menuRoles.length > 0) await trx.insertInto('sys_menu_role').values(menuRoles).onConflict((c) => c.doNothing()).execute();
  const grants = (menu.grants ?? [])
    .filter((grant) => context.roles.has(grant.role))
    .flatMap((grant) => grant.operations.map((opr_name) => ({ role_id: grant.role, module_id: bundle.moduleId, opr_name })));
  if (grants.length > 0) await trx.insertInto('sys_role_opr').values(grants).onConflict((c) => c.doNothing()).execute();
}

/**
 * Gives every module bundle with a `menu` placement its menu and the operations it grants,
 * when it has no menu yet: a bundle added later appears at the next start, while menus and
 * grants an administrator changed are left alone.
 */
export async function seedModuleMenus(trx: PlatformDb, registry: ModuleRegistry): Promise<void> {
  const existing = new Set((await trx.selectFrom('sys_menu').select('module').where('module', 'is not', null).execute()).map((row) => row.module as string));
  const context = await menuContext(trx);
  for (const module of registry.all()) {
    if (!existing.has(module.moduleId)) await insertModuleMenu(trx, module.bundle, context);
  }
}

/**
 * A publish's addMenu step: a module without a menu gets one as at start (menu, menu roles,
 * the menu's grants); a module whose menu moved gets its new folder and route, its
 * name, roles and grants stay as an administrator left them.
 */
export async function placeModuleMenu(trx: PlatformDb, bundle: ModuleBundle): Promise<void> {
  const menu = bundle.menu;
  if (!menu) return;
  const context = await menuContext(trx);
  const moved = await trx
    .updateTable('sys_menu')
    .set({ parent_id: parentOf(menu, context), router_path: menu.routerPath, form_router: `${menu.routerPath}/form` })
    .where('module', '=', bundle.moduleId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) await insertModuleMenu(trx, bundle, context);
}
