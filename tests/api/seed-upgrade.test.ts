import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePlatformSchema } from '../../server/db/platform-migrate.ts';
import { seedDemoData } from '../../server/seed/seed-demo.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';

type Node = { id: string; children: Node[] };
const ids = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children)]);

/**
 * Seed menus and grants reach a database seeded by an older release at its next start
 * (server/seed/seed-upgrade.ts), while what an administrator removed stays removed.
 */
// Generous limits: the app starts with the demo data, slow on a machine shared with other suites.
describe('seed upgrade of an existing database', { timeout: 300_000 }, () => {
  let test: TestApp;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    admin = await login(test.app, 'admin');
  }, 600_000);
  afterAll(() => test.close());

  const db = () => test.app.database.db;
  /** What a server start does to the platform's tables and seed: the migrations it lacks, then the seed step. */
  const upgrade = async () => {
    await migratePlatformSchema(test.app.database);
    await seedDemoData(test.app.database, test.app.modules);
  };
  const menuIds = async () => (await db().selectFrom('sys_menu').select('id').execute()).map((row) => row.id);
  const grantsOf = async (roleId: string, moduleId: string) =>
    (await db().selectFrom('sys_role_opr').select('opr_name').where('role_id', '=', roleId).where('module_id', '=', moduleId).orderBy('opr_name').execute()).map((row) => row.opr_name);

  it('gives a database seeded without a menu and a grant both, and leaves a menu the administrator deleted deleted', async () => {
    // Before the upgrade: an administrator deleted a seed menu.
    expect((await call(test.app, admin, 'system/menu/delete.ajax', { id: 'iframe_cec' })).body.state).toBe(0);
    // A database of the older release, just migrated: nothing recorded as given (migration 0110 made the table empty), no 缓存管理 menu, no cockpit grant.
    await db().deleteFrom('sys_seed_item').execute();
    await db().deleteFrom('sys_menu_role').where('menu_id', '=', 'sysCache').execute();
    await db().deleteFrom('sys_menu').where('id', '=', 'sysCache').execute();
    await db().deleteFrom('sys_role_opr').where('role_id', '=', 'admin').where('module_id', '=', 'cockpit').execute();

    await upgrade();
    expect(await menuIds()).toContain('sysCache');
    expect((await db().selectFrom('sys_menu').select(['parent_id', 'router_path']).where('id', '=', 'sysCache').executeTakeFirst())).toEqual({ parent_id: 'm_system', router_path: 'setting/cache' });
    expect((await db().selectFrom('sys_menu_role').select('role_id').where('menu_id', '=', 'sysCache').execute()).map((row) => row.role_id)).toEqual(['superAdmin']);
    expect(await grantsOf('admin', 'cockpit')).toEqual(['view']);
    expect(await menuIds()).not.toContain('iframe_cec');
    const nav = ids((await call(test.app, admin, 'navMenu/loadNavMenusAll.ajax')).body.value);
    expect(nav).toContain('sysCache');
  });

  it('does not give back menus and grants an administrator removed after the upgrade', async () => {
    expect((await call(test.app, admin, 'system/menu/delete.ajax', { id: 'sysCache' })).body.state).toBe(0);
    expect((await call(test.app, admin, 'system/menu/delete.ajax', { id: 'dfFault' })).body.state).toBe(0);
    expect((await call(test.app, admin, 'system/role/saveOperations.ajax', { roleId: 'user', moduleId: 'dfFault', operations: 'view' })).body.state).toBe(0);
    // A grant taken away without the matrix (a role's rows deleted in the database) is not given back either.
    await db().deleteFrom('sys_role_opr').where('role_id', '=', 'admin').where('module_id', '=', 'cockpit').execute();

    await upgrade();
    const menus = await menuIds();
    for (const gone of ['sysCache', 'dfFault', 'iframe_cec']) expect(menus).not.toContain(gone);
    expect(await grantsOf('user', 'dfFault')).toEqual(['view']);
    expect(await grantsOf('admin', 'cockpit')).toEqual([]);
    expect(menus).toEqual(expect.arrayContaining(['dfDefect', 'm_defect', 'sysUser', 'moduleDesigner']));
  });
});
