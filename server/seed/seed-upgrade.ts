import type { Insertable } from 'kysely';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { SysMenuTable } from '../db/tables/system.ts';
import { MENUS, ROLE_EXTRA_GRANTS } from './system-data.ts';
import { menuRow } from './system-records.ts';
import { moduleMenuGrants, moduleMenuRow } from './module-menus.ts';

/** A menu the seed gives: its row (a missing parent folder puts it at the top), the roles that see it. */
interface SeedMenu {
  row: Insertable<SysMenuTable>;
  roles: readonly string[];
}

interface SeedGrant {
  role_id: string;
  module_id: string;
  opr_name: string;
}

const menuKey = (id: string) => `menu:${id}`;
const grantKey = (grant: SeedGrant) => `grant:${grant.role_id}/${grant.module_id}/${grant.opr_name}`;

/** Every menu of the seed: the shell's (system-data.ts MENUS, parents first) and each bundle's placement. */
function seedMenus(registry: ModuleRegistry): SeedMenu[] {
  const shell = MENUS.map((menu) => ({ row: menuRow(menu), roles: menu.roles ?? [] }));
  const modules = registry.all().flatMap(({ bundle }) => (bundle.menu ? [{ row: moduleMenuRow(bundle, bundle.menu, bundle.menu.parentId), roles: bundle.menu.roles ?? [] }] : []));
  return [...shell, ...modules];
}

function seedGrants(registry: ModuleRegistry): SeedGrant[] {
  return [...ROLE_EXTRA_GRANTS, ...registry.all().flatMap(({ bundle }) => moduleMenuGrants(bundle))];
}

/** What the database holds that decides which seed items it still lacks, read in a few statements. */
async function seedState(trx: PlatformDb) {
  const applied = new Set((await trx.selectFrom('sys_seed_item').select('item_key').execute()).map((row) => row.item_key));
  const menus = await trx.selectFrom('sys_menu').select(['id', 'module']).execute();
  const grants = new Set((await trx.selectFrom('sys_role_opr').select(['role_id', 'module_id', 'opr_name']).execute()).map((row) => grantKey(row as SeedGrant)));
  const roles = new Set((await trx.selectFrom('sys_role').select('role_id').execute()).map((row) => row.role_id as string));
  // Menus an administrator deleted and matrix rows an administrator edited (before this table existed too).
  const audited = await trx.selectFrom('sys_grant_audit').select(['kind', 'target_id', 'after_value']).where('kind', 'in', ['menu', 'roleOperations']).execute();
  return {
    applied,
    menuIds: new Set(menus.map((row) => row.id as string)),
    menuModules: new Set(menus.flatMap((row) => (row.module ? [row.module as string] : []))),
    grants,
    roles,
    deletedMenus: new Set(audited.filter((row) => row.kind === 'menu' && row.after_value === 'null').map((row) => row.target_id as string)),
    editedMatrixRows: new Set(audited.filter((row) => row.kind === 'roleOperations').map((row) => row.target_id as string)),
  };
}

/**
 * Gives the database the seed's menus (with their roles) and grants it has never been given:
 * a database seeded by an older version gets what was added since, at its next start. An item
 * is given once (sys_seed_item, migration 0110): a menu or grant an administrator removed later
 * is not given back, and neither is one the audit shows an administrator removed before this
 * step existed (a deleted menu, an edited row of the role's operation matrix). Items present
 * already are only recorded. Runs after the demo seed and on every start of a seeded database.
 */
export async function upgradeSeed(trx: PlatformDb, registry: ModuleRegistry): Promise<void> {
  const state = await seedState(trx);
  const done = new Set<string>();
  for (const menu of seedMenus(registry)) {
    const id = menu.row.id;
    const key = menuKey(id);
    if (state.applied.has(key)) continue;
    done.add(key);
    const present = state.menuIds.has(id) || (menu.row.module != null && state.menuModules.has(menu.row.module));
    if (present || state.deletedMenus.has(id)) continue;
    const parentId = menu.row.parent_id !== undefined && state.menuIds.has(menu.row.parent_id) ? menu.row.parent_id : '-1';
    await trx.insertInto('sys_menu').values({ ...menu.row, parent_id: parentId }).execute();
    state.menuIds.add(id);
    const menuRoles = menu.roles.filter((role) => state.roles.has(role)).map((role_id) => ({ menu_id: id, role_id }));
    if (menuRoles.length > 0) await trx.insertInto('sys_menu_role').values(menuRoles).onConflict((c) => c.doNothing()).execute();
  }
  const missing: SeedGrant[] = [];
  for (const grant of seedGrants(registry)) {
    const key = grantKey(grant);
    if (state.applied.has(key) || done.has(key)) continue;
    done.add(key);
    if (state.grants.has(key) || !state.roles.has(grant.role_id) || state.editedMatrixRows.has(`${grant.role_id}/${grant.module_id}`)) continue;
    missing.push(grant);
  }
  if (missing.length > 0) await trx.insertInto('sys_role_opr').values(missing).onConflict((c) => c.doNothing()).execute();
  if (done.size > 0) await trx.insertInto('sys_seed_item').values([...done].map((item_key) => ({ item_key }))).onConflict((c) => c.doNothing()).execute();
}
