import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, list, PV_ORG, WIND_ORG } from './module-helpers.ts';

type Node = { id: string; name: string; pId: string; isParent: boolean; leaf: boolean };

const COMPANY_ORG = 'ORG01';

describe('selector calls (spec 02 §7 selectors and trees)', () => {
  let test: TestApp;
  let zhangsan: string;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    [zhangsan, admin] = (await Promise.all(['zhangsan', 'admin'].map((user) => login(test.app, user)))) as [string, string];
  });
  afterAll(() => test.close());

  const nodes = async (token: string, path: string, params: Record<string, string> = {}): Promise<Node[]> => {
    const { status, body } = await call(test.app, token, path, params, 'GET');
    if (status !== 200 || body.state !== 0) throw new Error(`${path} answered ${status} ${JSON.stringify(body)}`);
    return body.value as Node[];
  };

  it('lists the employees of the current organisation with department, post and user account', async () => {
    const page = await list(test.app, zhangsan, 'system/employee/selector.ajax', { pageNo: 1, pageSize: 20 });
    expect(page.totalRows).toBe(8);
    expect(page.rows[0]).toEqual({
      rowDatas: { empId: 'E101', empName: '王海峰', depart_no: 'D0101', departName: '生产运行部', postNo: 'P0101', postName: '场长', userId: 'U0002' },
      pkValue: 'E101',
      check: false,
    });
    expect(page.rows.find((row) => row.pkValue === 'E104')?.rowDatas.userId).toBe('');
    expect(page.tableHeader.map((column) => column.label)).toEqual(['姓名', '部门', '岗位']);
    expect(page).toMatchObject({ code: 200, isPageList: true });
  });

  it('pages and filters employees by name, and refuses unknown condition fields', async () => {
    const last = await list(test.app, zhangsan, 'system/employee/selector.ajax', { pageNo: 3, pageSize: 3 });
    expect(last.rows.map((row) => row.pkValue)).toEqual(['E107', 'E108']);
    expect(last.totalRows).toBe(8);
    const named = await list(test.app, zhangsan, 'system/employee/selector.ajax', { condition: 'empName:@张' });
    expect(named.rows.map((row) => row.rowDatas.empName)).toEqual(['张三']);
    const team = await list(test.app, zhangsan, 'system/employee/selector.ajax', { condition: 'departNo:S_ED0102' });
    expect(team.rows.map((row) => row.pkValue)).toEqual(['E103', 'E108']);
    expectRefusal(await call(test.app, zhangsan, 'system/employee/selector.ajax', { condition: 'mobile:@139' }), 'E_BAD_CONDITION', 400);
    expectRefusal(await call(test.app, zhangsan, 'system/employee/selector.ajax', { pageSize: 10001 }), 'E_PAGE_SIZE', 400);
  });

  it('switches among the user’s own organisations only', async () => {
    const company = await list(test.app, zhangsan, 'system/employee/selector.ajax', { orgNo: COMPANY_ORG });
    expect(company.totalRows).toBe(5);
    expectRefusal(await call(test.app, zhangsan, 'system/employee/selector.ajax', { orgNo: PV_ORG }, 'GET'), 'E_OTHER_ORG', 403);
    expectRefusal(await call(test.app, zhangsan, 'system/depart/tree.ajax', { orgNo: PV_ORG }, 'GET'), 'E_OTHER_ORG', 403);
    expectRefusal(await call(test.app, zhangsan, 'system/post/selector.ajax', { orgNo: PV_ORG }), 'E_OTHER_ORG', 403);
    expectRefusal(await call(test.app, null, 'system/employee/selector.ajax', {}, 'GET'), 'E_UNAUTHENTICATED', 401);
  });

  it('serves the department tree: organisation, departments, teams', async () => {
    const tree = await nodes(zhangsan, 'system/depart/tree.ajax');
    expect(tree[0]).toEqual({ id: `org_${WIND_ORG}`, name: '张北风电场', pId: '0', isParent: true, leaf: false });
    expect(tree).toContainEqual({ id: 'depart_D0101', name: '生产运行部', pId: `org_${WIND_ORG}`, isParent: true, leaf: false });
    expect(tree).toContainEqual({ id: 'team_T0103', name: '检修一班', pId: 'depart_D0102', isParent: false, leaf: true });
    expect(tree).toHaveLength(1 + 2 + 3);
    const company = await nodes(zhangsan, 'system/depart/tree.ajax', { orgNo: COMPANY_ORG });
    expect(company.map((node) => node.id)).toEqual([`org_${COMPANY_ORG}`, 'depart_D01', 'depart_D02', 'depart_D03']);
  });

  it('serves posts as a tree under their departments and as a table', async () => {
    const tree = await nodes(zhangsan, 'system/post/tree.ajax', { orgNo: WIND_ORG });
    expect(tree).toContainEqual({ id: 'post_P0102', name: '值长', pId: 'depart_D0101', isParent: false, leaf: true });
    expect(tree.filter((node) => node.id.startsWith('post_'))).toHaveLength(5);
    const page = await list(test.app, zhangsan, 'system/post/selector.ajax', { condition: 'postNam:@值' });
    expect(page.rows.map((row) => row.rowDatas)).toEqual([
      { postNo: 'P0102', postNam: '值长', postId: 'P0102', depart_no: 'D0101', departName: '生产运行部' },
      { postNo: 'P0105', postNam: '值班员', postId: 'P0105', depart_no: 'D0101', departName: '生产运行部' },
    ]);
  });

  it('lists the user’s organisations as a tree, optionally below one of them', async () => {
    expect(await nodes(zhangsan, 'system/ogorgmst/selector.ajax')).toEqual([
      { id: COMPANY_ORG, name: '华能新能源示例公司', pId: '0', isParent: true, leaf: false },
      { id: WIND_ORG, name: '张北风电场', pId: COMPANY_ORG, isParent: false, leaf: true },
    ]);
    expect((await nodes(admin, 'system/ogorgmst/selector.ajax')).map((node) => node.id)).toEqual([COMPANY_ORG, WIND_ORG, PV_ORG]);
    expect(await nodes(admin, 'system/ogorgmst/selector.ajax', { orgNo: PV_ORG })).toEqual([{ id: PV_ORG, name: '格尔木光伏电站', pId: '0', isParent: false, leaf: true }]);
    expectRefusal(await call(test.app, zhangsan, 'system/ogorgmst/selector.ajax', { orgNo: PV_ORG }, 'GET'), 'E_OTHER_ORG', 403);
  });

  it('lists roles named in the request language', async () => {
    const zh = await list(test.app, zhangsan, 'system/roleInfo/tableList.ajax');
    expect(zh.rows.map((row) => row.rowDatas)).toEqual([
      { roleNo: 'superAdmin', roleId: 'superAdmin', roleName: '超级管理员' },
      { roleNo: 'admin', roleId: 'admin', roleName: '管理员' },
      { roleNo: 'user', roleId: 'user', roleName: '普通用户' },
      { roleNo: 'analyst', roleId: 'analyst', roleName: '业务分析员' },
    ]);
    const en = await list(test.app, zhangsan, 'system/roleInfo/tableList.ajax', { lang: 'en', condition: 'roleName:@admin' });
    expect(en.rows.map((row) => row.rowDatas.roleName)).toEqual(['Super administrator', 'Administrator']);
    expect(en.tableHeader.map((column) => column.label)).toEqual(['Role name', 'Role ID']);
  });
});
