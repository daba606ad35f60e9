import { menuRoleRows, menuRow } from './system-records.ts';
import { DESIGNER_GRANTS, MENUS } from './system-data.ts';
import type { PlatformDb } from '../db/tables/index.ts';

const DESIGNER_MENU = 'moduleDesigner';

/**
 * A database seeded before the module designer existed gets its menu item and grants at the
 * next start, for the roles it has; one that has the item is left as an administrator keeps it.
 */
export async function seedDesignerAccess(trx: PlatformDb): Promise<void> {
  const menu = MENUS.find((entry) => entry.id === DESIGNER_MENU);
  if (!menu) return;
  if (await trx.selectFrom('sys_menu').select('id').where('id', '=', menu.id).executeTakeFirst()) return;
  const roles = new Set((await trx.selectFrom('sys_role').select('role_id').execute()).map((row) => String(row.role_id)));
  await trx.insertInto('sys_menu').values(menuRow(menu)).execute();
  const menuRoles = menuRoleRows(menu).filter((row) => roles.has(row.role_id));
  if (menuRoles.length > 0) await trx.insertInto('sys_menu_role').values(menuRoles).onConflict((c) => c.doNothing()).execute();
  const grants = Object.entries(DESIGNER_GRANTS)
    .filter(([roleId]) => roles.has(roleId))
    .flatMap(([role_id, operations]) => operations.map((opr_name) => ({ role_id, module_id: DESIGNER_MENU, opr_name })));
  if (grants.length > 0) await trx.insertInto('sys_role_opr').values(grants).onConflict((c) => c.doNothing()).execute();
}
