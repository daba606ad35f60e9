import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';

type Node = { id: string; children: Node[] };
const ids = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children)]);

// Generous limits: the app starts with the demo data, slow on a machine shared with other suites.
describe('menu administration', { timeout: 300_000 }, () => {
  let test: TestApp;
  let admin: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [admin, zhangsan] = [await login(test.app, 'admin'), await login(test.app, 'zhangsan')];
  }, 600_000);
  afterAll(() => test.close());

  const nav = async (token: string) => ids((await call(test.app, token, 'navMenu/loadNavMenusAll.ajax')).body.value);

  it('adds, moves and deletes menus; a user sees the change at the next navigation, only with a role of the menu', async () => {
    const save = (params: Record<string, string>) => call(test.app, admin, 'system/menu/save.ajax', { nameZh: '测试链接', nameEn: 'Test link', modType: 'LINK', url: 'https://example.org/', ...params });
    expect((await save({ id: 'testLink', isNew: 'true', parentId: 'm_links', roleIds: 'admin' })).body.state).toBe(0);
    expect(await nav(zhangsan)).not.toContain('testLink');
    expect((await save({ id: 'testLink', parentId: 'm_links', roleIds: 'admin,user' })).body.state).toBe(0);
    expect(await nav(zhangsan)).toContain('testLink');
    expect((await call(test.app, admin, 'system/menu/move.ajax', { id: 'testLink', parentId: '-1', beforeId: 'm_workflow' })).body.state).toBe(0);
    const top = (await call(test.app, zhangsan, 'navMenu/loadNavMenusAll.ajax')).body.value.map((node: Node) => node.id);
    expect(top.slice(0, 3)).toEqual(['home', 'testLink', 'm_workflow']);
    expectRefusal(await call(test.app, admin, 'system/menu/move.ajax', { id: 'm_links', parentId: 'link_nea' }), 'E_VALIDATION');
    expectRefusal(await call(test.app, admin, 'system/menu/delete.ajax', { id: 'm_links' }), 'E_CONFLICT');
    expectRefusal(await call(test.app, zhangsan, 'system/menu/delete.ajax', { id: 'testLink' }), 'E_OPERATION_DENIED');
    expect((await call(test.app, admin, 'system/menu/delete.ajax', { id: 'testLink' })).body.state).toBe(0);
    expect(await nav(zhangsan)).not.toContain('testLink');
    const audit = await test.app.database.db.selectFrom('sys_grant_audit').select(['kind', 'after_value']).where('target_id', '=', 'testLink').execute();
    expect(audit.map((row) => row.kind)).toEqual(['menu', 'menu', 'menu', 'menu']);
  });

  it('moves a dragged menu into another folder or before a sibling, and refuses places that cannot hold it', async () => {
    const children = async (folder: string) => (await call(test.app, admin, 'system/menu/tree.ajax')).body.value.filter((row: { parentId: string }) => row.parentId === folder).map((row: { id: string }) => row.id);
    const move = (params: Record<string, string>) => call(test.app, admin, 'system/menu/move.ajax', params);
    const defects = await children('m_defect');
    expect(defects.slice(0, 2)).toEqual(['dfDefect', 'dfFault']);
    expect((await move({ id: 'dfFault', parentId: 'm_defect', beforeId: 'dfDefect' })).body.state).toBe(0);
    expect(await children('m_defect')).toEqual(['dfFault', 'dfDefect', ...defects.slice(2)]);
    // Into another folder, last without a sibling to go before.
    expect((await move({ id: 'dfFault', parentId: 'm_vehicle' })).body.state).toBe(0);
    expect((await children('m_vehicle')).at(-1)).toBe('dfFault');
    expect(await children('m_defect')).not.toContain('dfFault');
    expect(ids((await call(test.app, zhangsan, 'navMenu/loadNavMenusAll.ajax')).body.value)).toContain('dfFault');
    // A link holds no menus, a folder cannot go below itself, and the sibling to go before must be in the folder.
    expect((await move({ id: 'dfFault', parentId: 'link_nea' })).body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: '链接和按钮下不能再放菜单，请选择目录或页面' });
    expectRefusal(await move({ id: 'm_defect', parentId: 'dfDefect' }), 'E_VALIDATION');
    expect((await move({ id: 'dfFault', parentId: 'm_defect', beforeId: 'vmVehicle' })).body).toMatchObject({ state: -1, code: 'E_VALIDATION', msgInfo: '目标位置不在所选的上级菜单下' });
    expect((await children('m_vehicle')).at(-1)).toBe('dfFault');
    expectRefusal(await call(test.app, zhangsan, 'system/menu/move.ajax', { id: 'dfFault', parentId: 'm_defect' }), 'E_OPERATION_DENIED');
  });
});
