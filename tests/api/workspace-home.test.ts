import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';

interface ChartNode {
  sfoNo: string;
  sfoName: string;
  sfoType: string;
  userCount: number;
  children: ChartNode[];
}

const flatten = (nodes: ChartNode[]): ChartNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('organisation chart (sforgan/sfSafeOrganize/*)', () => {
  let test: TestApp;
  let zhangsan: string;
  let lisi: string;
  beforeAll(async () => {
    test = await startTestApp();
    [zhangsan, lisi] = await loginAll(test.app, ['zhangsan', 'lisi'] as const);
  });
  afterAll(() => test.close());

  it('answers the organisation as the first element, its departments and teams below, from the seed', async () => {
    const { body } = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getDepartmentListNew.ajax', { orgNo: 'ORG0101' }, 'GET');
    expect(body.state).toBe(0);
    const [root] = body.value as ChartNode[];
    expect(root).toMatchObject({ sfoNo: 'org_ORG0101', sfoName: '张北风电场', sfoType: 'org', userCount: 1 });
    expect(root!.children.map((node) => node.sfoName)).toEqual(['生产运行部', '设备检修部']);
    expect(root!.children[0]!.children.map((node) => [node.sfoNo, node.sfoName])).toEqual([['team_T0101', '运行一值'], ['team_T0102', '运行二值']]);
    // Every one of the wind farm's eight employees sits in exactly one node.
    expect(flatten([root!]).reduce((sum, node) => sum + node.userCount, 0)).toBe(8);
    // Without orgNo: the current organisation.
    const own = await call(test.app, lisi, 'sforgan/sfSafeOrganize/getDepartmentListNew.ajax', {}, 'GET');
    expect(own.body.value[0]).toMatchObject({ sfoNo: 'org_ORG0102', sfoName: '格尔木光伏电站' });
  });

  it('lists a node’s people with post, department and phone', async () => {
    const { body } = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getUserList.ajax', { sfoNo: 'team_T0101' }, 'GET');
    expect(body.state).toBe(0);
    expect(body.value).toEqual([
      { empId: 'E102', userNam: '张三', depart: '生产运行部', post: '值长', phone: '13900020002', avatar: '' },
      { empId: 'E104', userNam: '李明', depart: '生产运行部', post: '运维工程师', phone: '13900020004', avatar: '' },
      { empId: 'E105', userNam: '赵刚', depart: '生产运行部', post: '值班员', phone: '13900020005', avatar: '' },
    ]);
    const head = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getUserList.ajax', { sfoNo: 'org_ORG0101' }, 'GET');
    expect(head.body.value).toEqual([expect.objectContaining({ userNam: '王海峰', post: '场长' })]);
  });

  it('refuses organisations the user does not belong to and unknown nodes', async () => {
    const other = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getDepartmentListNew.ajax', { orgNo: 'ORG0102' }, 'GET');
    expect(other.body.state).toBe(-1);
    const people = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getUserList.ajax', { sfoNo: 'team_T0201' }, 'GET');
    expect(people.body.state).toBe(-1);
    const unknown = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getUserList.ajax', { sfoNo: 'depart_nope' }, 'GET');
    expect(unknown.body).toMatchObject({ state: -1, msgInfo: '记录不存在或已被删除' });
    const anonymous = await call(test.app, null, 'sforgan/sfSafeOrganize/getDepartmentListNew.ajax', {}, 'GET');
    expect(anonymous.status).toBe(401);
  });
});
