import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, grantsChanged, login, startTestApp, type TestApp } from './harness.ts';

interface MenuNode {
  id: string;
  name: string;
  isParent: boolean;
  children: MenuNode[];
  attributes: Record<string, unknown>;
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('navigation menu', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  async function menus(userName: string, params: Record<string, string> = {}): Promise<MenuNode[]> {
    const { body } = await call(test.app, await login(test.app, userName), 'navMenu/loadNavMenusAll.ajax', { parentId: '-1', ...params }, 'GET');
    expect(body.state).toBe(0);
    return body.value as MenuNode[];
  }

  it('hides the system settings from users and shows them to administrators', async () => {
    const forUser = flatten(await menus('zhangsan')).map((node) => node.id);
    expect(forUser).toEqual(expect.arrayContaining(['home', 'm_base', 'm_vehicle', 'm_defect', 'vmVehicle', 'dfDefect']));
    expect(forUser).not.toContain('m_system');
    expect(forUser).not.toContain('moduleDesigner');
    for (const admin of ['admin', 'manager']) {
      expect(flatten(await menus(admin)).map((node) => node.id)).toEqual(expect.arrayContaining(['m_system', 'moduleDesigner', 'workflowDesigner']));
    }
  });

  it('keeps a menu open to everyone for the other roles when an administrator grants it to a new role', async () => {
    const admin = await login(test.app, 'admin');
    expect((await call(test.app, admin, 'system/role/save.ajax', { roleId: 'menuCrew', isNew: 'true', nameZh: '菜单测试', nameEn: 'Menu test', dataScope: 'self' })).body.state).toBe(0);
    expect((await call(test.app, admin, 'system/role/saveMenus.ajax', { roleId: 'menuCrew', menuIds: 'm_vehicle,vmVehicle' })).body.state).toBe(0);
    const named = await test.app.database.db.selectFrom('sys_menu_role').select('role_id').where('menu_id', '=', 'vmVehicle').execute();
    expect(named.map((row) => row.role_id)).toEqual(expect.arrayContaining(['menuCrew', 'user', 'admin']));
    expect(flatten(await menus('zhangsan')).map((node) => node.id)).toEqual(expect.arrayContaining(['m_vehicle', 'vmVehicle']));
    // Taking it from the new role leaves the others as they were.
    expect((await call(test.app, admin, 'system/role/saveMenus.ajax', { roleId: 'menuCrew', menuIds: '' })).body.state).toBe(0);
    expect(flatten(await menus('zhangsan')).map((node) => node.id)).toContain('vmVehicle');
  });

  it('describes module menus with their routes and leaves out buttons and empty folders', async () => {
    await test.app.database.db.insertInto('sys_menu').values({ id: 'vm_vehicle_scrap', parent_id: 'vmVehicle', name_zh: '报废', name_en: 'Scrap', mod_type: 'BUTTON', seq: 1 }).execute();
    // A folder open to every role (no sys_menu_role row, as the seed's family folders) that holds no page.
    await test.app.database.db.insertInto('sys_menu').values({ id: 'm_empty', parent_id: '-1', name_zh: '空目录', name_en: 'Empty folder', seq: 990 }).execute();
    const nodes = flatten(await menus('admin'));
    const vehicle = nodes.find((node) => node.id === 'vmVehicle')!;
    expect(vehicle).toMatchObject({ name: '车辆台账', isParent: false, children: [] });
    expect(vehicle.attributes).toMatchObject({ module: 'vmVehicle', routerPath: 'vm/vehicle', formRouter: 'vm/vehicle/form', modType: 'MENU', menuIcon: 'car', hidden: false });
    expect(nodes.find((node) => node.id === 'm_vehicle')).toMatchObject({ isParent: true });
    expect(nodes.find((node) => node.id === 'link_nea')?.attributes).toMatchObject({ modType: 'LINK', url: 'https://www.nea.gov.cn/' });
    expect(nodes.find((node) => node.id === 'iframe_cec')?.attributes).toMatchObject({ modType: 'IFRAME' });
    expect(nodes.find((node) => node.id === 'moduleDesigner')?.attributes.roles).toEqual(['admin', 'analyst', 'superAdmin']);
    expect(nodes.map((node) => node.id)).not.toContain('vm_vehicle_scrap');
    expect(nodes.map((node) => node.id)).not.toContain('m_empty');
  });

  it('puts the task centre under 流程中心 for everyone and the designer for administrators only', async () => {
    const forUser = flatten(await menus('zhangsan'));
    expect(forUser.find((node) => node.id === 'workflowTaskCenter')).toMatchObject({ name: '任务中心', attributes: { routerPath: 'workflow/tasks', module: '', formRouter: '' } });
    expect(forUser.find((node) => node.id === 'm_workflow')).toMatchObject({ name: '流程中心', isParent: true });
    expect(forUser.map((node) => node.id)).not.toContain('workflowDesigner');
    expect(flatten(await menus('manager')).find((node) => node.id === 'workflowDesigner')?.attributes).toMatchObject({ routerPath: 'workflow/designer', roles: ['admin', 'superAdmin'] });
    expect(flatten(await menus('zhangsan', { lang: 'en_US' })).find((node) => node.id === 'm_workflow')?.name).toBe('Workflow');
  });

  it('names menus in the request language', async () => {
    const nodes = flatten(await menus('zhangsan', { lang: 'en_US' }));
    expect(nodes.find((node) => node.id === 'home')?.name).toBe('Home');
    expect(nodes.find((node) => node.id === 'm_vehicle')?.name).toBe('Vehicles and ships');
  });

  it('grants the cockpit to administrators only', async () => {
    const value = async (userName: string) => (await call(test.app, await login(test.app, userName), 'system/pub/checkJscPermission.ajax', {}, 'GET')).body;
    expect(await value('zhangsan')).toMatchObject({ state: 0, value: 0 });
    expect(await value('manager')).toMatchObject({ state: 0, value: 1 });
    expect(await value('admin')).toMatchObject({ state: 0, value: 1 });
  });

  it('leaves out module and report menus whose module the user may not view, and the folders they leave empty', async () => {
    const ids = async (userName: string) => flatten(await menus(userName)).map((node) => node.id);
    expect(await ids('zhangsan')).toEqual(expect.arrayContaining(['m_defect', 'dfDefect', 'dfFault', 'rpDefectsByStation', 'rpLostEnergy']));
    // The user role loses the view of the defect family's two modules: its menus (open to every role) and the reports on them go.
    await test.app.database.db.deleteFrom('sys_role_opr').where('role_id', '=', 'user').where('module_id', 'in', ['dfDefect', 'dfFault']).where('opr_name', '=', 'view').execute();
    await grantsChanged(test.app);
    const left = await ids('zhangsan');
    for (const gone of ['m_defect', 'dfDefect', 'dfFault', 'rpDefectsByStation', 'rpDefectClosure', 'rpLostEnergy']) expect(left).not.toContain(gone);
    expect(left).toEqual(expect.arrayContaining(['home', 'm_vehicle', 'vmVehicle', 'vmUseRequest', 'rpVehicleUse', 'workflowTaskCenter', 'link_nea']));
    const zhangsan = await login(test.app, 'zhangsan');
    expect((await call(test.app, zhangsan, 'system/userMenu/add.ajax', { ids: 'dfDefect' })).body.msgInfo).toBe('页面丢失,请检查该页面menuId');
    // The administrator's roles still hold the grants.
    expect(await ids('manager')).toEqual(expect.arrayContaining(['m_defect', 'dfDefect', 'rpDefectsByStation']));
  });
});

describe('quick entries', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  const PAGES = ['home', 'baStation', 'eqEquipment', 'dfDefect', 'vmVehicle', 'link_nea', 'iframe_cec', 'workflowTaskCenter', 'workflowDesigner', 'moduleDesigner'];

  it('saves at most 8 entries, refuses duplicates and unknown menus', async () => {
    const token = await login(test.app, 'manager');
    const add = (ids: string) => call(test.app, token, 'system/userMenu/add.ajax', { ids });
    expect((await add(PAGES.slice(0, 6).join(','))).body.state).toBe(0);
    expect((await add('vmVehicle')).body).toMatchObject({ state: -1, msgInfo: '已经选择过了' });
    expect((await add('no_such_menu')).body).toMatchObject({ state: -1, msgInfo: '页面丢失,请检查该页面menuId' });
    expect((await add("x' or '1'='1")).body).toMatchObject({ state: -1, msgInfo: '页面丢失,请检查该页面menuId' });
    expect((await add('m_base')).body).toMatchObject({ state: -1, msgInfo: '页面丢失,请检查该页面menuId' });
    expect((await add(PAGES.slice(6, 9).join(','))).body).toMatchObject({ state: -1, msgInfo: '最多只能添加8个快捷入口' });
    expect((await add(PAGES.slice(6, 8).join(','))).body.state).toBe(0);

    const { body } = await call(test.app, token, 'system/userMenu/load.ajax', { pageNo: 1, pageSize: 8 }, 'GET');
    expect(body).toMatchObject({ state: 0, totalRows: 8, isPageList: true });
    expect(body.rows.map((row: { menuId: string }) => row.menuId)).toEqual(PAGES.slice(0, 8));
    expect(body.rows[4]).toEqual({ menuId: 'vmVehicle', menuName: '车辆台账', menuUrl: 'vm/vehicle', menuIcon: 'car', modType: 'MENU', module: 'vmVehicle', row_pkValue: 'vmVehicle' });
  });

  it('removes entries and keeps the order given by resetMenuSeqNo', async () => {
    const token = await login(test.app, 'manager');
    expect((await call(test.app, token, 'system/userMenu/remove.ajax', { ids: 'home,link_nea,iframe_cec,workflowTaskCenter' })).body.state).toBe(0);
    expect((await call(test.app, token, 'system/userMenu/resetMenuSeqNo.ajax', { ids: 'vmVehicle,baStation,dfDefect,eqEquipment' })).body.state).toBe(0);
    const { body } = await call(test.app, token, 'system/userMenu/load.ajax', {}, 'GET');
    expect(body.rows.map((row: { menuId: string }) => row.menuId)).toEqual(['vmVehicle', 'baStation', 'dfDefect', 'eqEquipment']);
  });

  it('does not list entries of menus the user can no longer see', async () => {
    const token = await login(test.app, 'zhangsan');
    await test.app.database.db.insertInto('sys_user_menu').values({ user_id: 'U0003', menu_id: 'workflowDesigner', seq: 1 }).execute();
    expect((await call(test.app, token, 'system/userMenu/load.ajax', {})).body).toMatchObject({ totalRows: 0, rows: [] });
    expect((await call(test.app, token, 'system/userMenu/add.ajax', { ids: 'moduleDesigner' })).body.msgInfo).toBe('页面丢失,请检查该页面menuId');
  });

  it('keeps the 12 most recently visited menus, newest first', async () => {
    const extra = Array.from({ length: 14 }, (_, index) => ({
      id: `test_page_${String(index).padStart(2, '0')}`,
      parent_id: '-1',
      name_zh: `测试页面${index}`,
      name_en: `Test page ${index}`,
      router_path: `test/page${index}`,
      seq: 500 + index,
    }));
    await test.app.database.db.insertInto('sys_menu').values(extra).execute();
    const token = await login(test.app, 'wangwu');
    // The server stamps each visit with the clock: a faked clock, a second apart, defines the order.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [index, menu] of extra.entries()) {
        vi.setSystemTime(start + index * 1000);
        expect((await call(test.app, token, 'system/userLastMenu/add.ajax', { modId: menu.id })).body.state).toBe(0);
      }
      vi.setSystemTime(start + extra.length * 1000);
      await call(test.app, token, 'system/userLastMenu/add.ajax', { modId: 'test_page_05' });
    } finally {
      vi.useRealTimers();
    }
    expect((await call(test.app, token, 'system/userLastMenu/add.ajax', { modId: "'; delete from sys_menu; --" })).body.state).toBe(0);
    const { body } = await call(test.app, token, 'system/userLastMenu/load.ajax', { pageNo: 1, pageSize: 12 }, 'GET');
    expect(body.totalRows).toBe(12);
    const ids = body.rows.map((row: { menuId: string }) => row.menuId);
    expect(ids[0]).toBe('test_page_05');
    expect(ids.slice(1)).toEqual(['13', '12', '11', '10', '09', '08', '07', '06', '04', '03', '02'].map((n) => `test_page_${n}`));
  });

  it('answers malformed page parameters cleanly', async () => {
    const token = await login(test.app, 'wangwu');
    const { status, body } = await call(test.app, token, 'system/userLastMenu/load.ajax', { pageNo: '1; drop table sys_menu' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
  });
});
