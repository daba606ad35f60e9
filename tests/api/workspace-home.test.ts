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

describe('organisation chart (sforgan/sfSafeOrganize/*) and the home carousel', () => {
  let test: TestApp;
  let zhangsan: string;
  let lisi: string;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    [zhangsan, lisi, admin] = await loginAll(test.app, ['zhangsan', 'lisi', 'admin'] as const);
  });
  afterAll(() => test.close());

  it('answers the organisation as the first element, its departments and teams below, from the seed', async () => {
    const { body } = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getDepartmentListNew.ajax', { orgNo: 'ORG0101' }, 'GET');
    expect(body.state).toBe(0);
    const [root] = body.value as ChartNode[];
    expect(root).toMatchObject({ sfoNo: 'org_ORG0101', sfoName: '张北风电场', sfoType: 'org', userCount: 8 });
    expect(root!.children.map((node) => node.sfoName)).toEqual(['生产运行部', '设备检修部']);
    expect(root!.children[0]!.children.map((node) => [node.sfoNo, node.sfoName])).toEqual([['team_T0101', '运行一值'], ['team_T0102', '运行二值']]);
    // Counts hold the units below: the wind farm's eight people, its head among none of the departments.
    const counts = Object.fromEntries(flatten([root!]).map((node) => [node.sfoNo, node.userCount]));
    expect(counts).toEqual({ org_ORG0101: 8, depart_D0101: 5, team_T0101: 3, team_T0102: 2, depart_D0102: 2, team_T0103: 2 });
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
    const all = await call(test.app, zhangsan, 'sforgan/sfSafeOrganize/getUserList.ajax', { sfoNo: 'org_ORG0101' }, 'GET');
    expect(all.body.value).toHaveLength(8);
    expect(all.body.value[0]).toMatchObject({ userNam: '王海峰', post: '场长' });
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

  it('answers four carousel places with the built-in pictures until a super administrator sets one', async () => {
    const list = async (token: string) => (await call(test.app, token, 'system/homeSlide/list.ajax', {}, 'GET')).body;
    expect(await list(lisi)).toMatchObject({ state: 0, value: [1, 2, 3, 4].map((seq) => ({ seq, title: '', image: '' })), param: { editable: false } });
    const image = `data:image/png;base64,${Buffer.from('not really a png but base64').toString('base64')}`;
    const refused = await call(test.app, zhangsan, 'system/homeSlide/save.ajax', { seq: 2, image, title: '升压站' });
    expect(refused.body.state).toBe(-1);
    expect((await call(test.app, admin, 'system/homeSlide/save.ajax', { seq: 2, image: 'https://example.com/a.png', title: '' })).body).toMatchObject({ state: -1, msgInfo: '请选择 PNG、JPEG 或 WebP 格式的图片（不超过 1 MB）' });
    expect((await call(test.app, admin, 'system/homeSlide/save.ajax', { seq: 2, image, title: '升压站' })).body.state).toBe(0);
    // Every organisation's users see it.
    const seen = await list(lisi);
    expect(seen.value[1]).toEqual({ seq: 2, title: '升压站', image });
    expect((await list(admin)).param).toEqual({ editable: true });
    expect((await call(test.app, admin, 'system/homeSlide/save.ajax', { seq: 2, image: '', title: '' })).body.state).toBe(0);
    expect((await list(lisi)).value[1]).toEqual({ seq: 2, title: '', image: '' });
  });
});
