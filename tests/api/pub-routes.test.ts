import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, list } from './module-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

type Node = { id: string; name: string; pId: string; isParent: boolean; leaf: boolean };

describe('generic calls: trees, selectors, drag sort, dictionaries, module meta', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan] = await loginAll(test.app, ['manager', 'zhangsan']);
  });
  afterAll(() => test.close());

  const tree = async (params: Record<string, string>): Promise<Node[]> => (await call(test.app, manager, 'pub/tree.ajax', params)).body as Node[];

  it('walks the equipment tree by parent id', async () => {
    const roots = await tree({ _entityName: 'EqEquipment' });
    expect(roots).toEqual([{ id: expect.any(String), name: '张北风电场', pId: '-1', isParent: true, leaf: false }]);
    expect(await tree({ _entityName: 'EqEquipment', id: '-1' })).toEqual(roots);
    const systems = await tree({ _entityName: 'EqEquipment', id: roots[0]!.id });
    expect(systems.map((node) => node.name)).toEqual(['升压站系统', '1号集电线路', '2号集电线路', '3号集电线路', '4号集电线路', '5号集电线路']);
    const turbines = await tree({ _entityName: 'EqEquipment', id: systems[1]!.id });
    expect(turbines).toHaveLength(8);
    expect(turbines.every((node) => node.isParent && node.pId === systems[1]!.id)).toBe(true);
    const [box] = await tree({ _entityName: 'EqEquipment', id: turbines[0]!.id });
    expect(box).toMatchObject({ name: '1号箱变', isParent: false, leaf: true });
  });

  it('filters tree nodes by condition', async () => {
    const [root] = await tree({ _entityName: 'EqEquipment' });
    const systems = await tree({ _entityName: 'EqEquipment', id: root!.id, condition: 'eqName:@集电' });
    expect(systems).toHaveLength(5);
  });

  it('serves the organisation tree with level prefixes', async () => {
    const roots = await tree({ _entityName: 'SysOrgTree' });
    expect(roots).toEqual([{ id: 'org_ORG01', name: '华能新能源示例公司', pId: '0', isParent: true, leaf: false }]);
    const level = await tree({ _entityName: 'SysOrgTree', id: 'org_ORG0101' });
    expect(level.map((node) => node.id)).toEqual(['depart_D0101', 'depart_D0102']);
    const teams = await tree({ _entityName: 'SysOrgTree', id: 'depart_D0101' });
    expect(teams.map((node) => [node.id, node.name, node.leaf])).toEqual([['team_T0101', '运行一值', true], ['team_T0102', '运行二值', true]]);
    expectRefusal(await call(test.app, manager, 'pub/tree.ajax', { _entityName: 'SysOrgTree', id: "x' or 1=1" }), 'E_BAD_REQUEST');
  });

  it('limits the organisation tree to the organisations the user may work in', async () => {
    const ids = (nodes: Node[]) => nodes.map((node) => node.id);
    const treeOf = async (token: string, id?: string) => (await call(test.app, token, 'pub/tree.ajax', { _entityName: 'SysOrgTree', ...(id ? { id } : {}) })).body as Node[];
    // manager works in the company and the wind farm: the PV station and its parts stay hidden.
    expect(ids(await tree({ _entityName: 'SysOrgTree', id: 'org_ORG01' }))).toEqual(['org_ORG0101', 'depart_D01', 'depart_D02', 'depart_D03']);
    for (const id of ['org_ORG0102', 'depart_D0201', 'team_T0201']) {
      expectRefusal(await call(test.app, manager, 'pub/tree.ajax', { _entityName: 'SysOrgTree', id }), 'E_OTHER_ORG', 403);
    }
    expect(await tree({ _entityName: 'SysOrgTree', id: 'depart_NOPE' })).toEqual([]);
    // lisi works in the company and the PV station; admin in all three.
    const lisi = await login(test.app, 'lisi');
    expect(ids(await treeOf(lisi, 'org_ORG01'))).toEqual(['org_ORG0102', 'depart_D01', 'depart_D02', 'depart_D03']);
    expectRefusal(await call(test.app, lisi, 'pub/tree.ajax', { _entityName: 'SysOrgTree', id: 'depart_D0101' }), 'E_OTHER_ORG');
    const admin = await login(test.app, 'admin');
    expect(ids(await treeOf(admin, 'org_ORG01'))).toEqual(['org_ORG0101', 'org_ORG0102', 'depart_D01', 'depart_D02', 'depart_D03']);

    // Without the company, the user's organisations are roots of their own and the company is not shown.
    const { db } = test.app.database;
    await db.deleteFrom('sys_user_org').where('user_id', '=', 'U0003').where('org_no', '=', 'ORG01').execute();
    try {
      expect(await treeOf(zhangsan)).toEqual([{ id: 'org_ORG0101', name: '张北风电场', pId: '0', isParent: true, leaf: false }]);
      expectRefusal(await call(test.app, zhangsan, 'pub/tree.ajax', { _entityName: 'SysOrgTree', id: 'org_ORG01' }), 'E_OTHER_ORG');
      expectRefusal(await call(test.app, zhangsan, 'pub/tree.ajax', { _entityName: 'SysOrgTree', id: 'depart_D01' }), 'E_OTHER_ORG');
    } finally {
      await db.insertInto('sys_user_org').values({ user_id: 'U0003', org_no: 'ORG01' }).execute();
    }
  });

  it('refuses a tree of an unknown entity', async () => {
    expectRefusal(await call(test.app, manager, 'pub/tree.ajax', { _entityName: 'NoSuchThing' }), 'E_UNKNOWN_ENTITY', 404);
    expectRefusal(await call(test.app, manager, 'pub/tree.ajax', { _entityName: 'VmVehicle' }), 'E_UNKNOWN_ENTITY');
  });

  it('selects from any module with render fields and large pages', async () => {
    const stations = await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'BaStation', pageSize: 10000, renderFields: 'czxxNo,czxxNam' });
    expect(stations.totalRows).toBe(1);
    expect(stations.tableHeader).toEqual([
      { label: '场站编号', id: 'czxxNo', width: '280' },
      { label: '场站名称', id: 'czxxNam', width: '200' },
    ]);
    expectRefusal(await call(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'EqEquipment', pageSize: 10001 }), 'E_PAGE_SIZE');
    expectRefusal(await call(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'SysUser' }), 'E_UNKNOWN_ENTITY');
  });

  it("lists a reference's choices filtered by the value of the field its bundle names, and refuses a save outside them", async () => {
    const station = (await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'BaStation', pageSize: 1 })).rows[0]!.pkValue;
    const choices = (refValue: string, extra: Record<string, string> = {}) =>
      list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'EqEquipment', refModule: 'dfDefect', refField: 'eqNo', refValue, pageSize: 5, ...extra });
    const all = (await choices(station)).totalRows;
    expect(all).toBeGreaterThan(90);
    expect((await choices('elsewhere')).totalRows).toBe(0);
    expect((await choices('')).totalRows).toBe(all);
    expect((await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'EqEquipment', refValue: 'elsewhere', pageSize: 5 })).totalRows).toBe(all);
    expectRefusal(await call(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'EqEquipment', refModule: 'dfDefect', refField: 'czxxNo', refValue: station }), 'E_UNKNOWN_FIELD');
    expectRefusal(await call(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'EqEquipment', refModule: 'noModule', refField: 'eqNo' }), 'E_UNKNOWN_ENTITY');

    // One piece of equipment moves to another station: it leaves the station's choices, and a defect of the station cannot name it.
    const [moved, kept] = (await choices(station, { condition: 'eqName:@箱变' })).rows;
    await moduleTables(test.app.database.db).updateTable('eq_equipment').set({ czxx_no: 'elsewhere' }).where('eq_no', '=', moved!.pkValue).execute();
    try {
      expect((await choices(station)).totalRows).toBe(all - 1);
      const [defect] = (await list(test.app, manager, 'df/defect/tableList.ajax', { pageSize: 1, condition: `czxxNo:S_E${station}` })).rows;
      const refused = await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defect!.pkValue, eqNo: moved!.pkValue });
      expectRefusal(refused, 'E_VALIDATION');
      expect(refused.body.param.errors).toEqual([{ field: 'eqNo', message: expect.any(String) }]);
      expect((await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defect!.pkValue, eqNo: kept!.pkValue })).body.state).toBe(0);
    } finally {
      await moduleTables(test.app.database.db).updateTable('eq_equipment').set({ czxx_no: station }).where('eq_no', '=', moved!.pkValue).execute();
    }
  });

  it("filters the table selector by the spec's czNo where the listed bundle declares it, -1 meaning every station", async () => {
    const station = (await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'BaStation', pageSize: 1 })).rows[0]!.pkValue;
    const equipment = (extra: Record<string, string>) => list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'EqEquipment', pageSize: 5, ...extra });
    const all = (await equipment({})).totalRows;
    const atStation = (await equipment({ czNo: station })).totalRows;
    expect(atStation).toBeGreaterThan(0);
    expect(atStation).toBe((await equipment({ condition: `czxxNo:S_E${station}` })).totalRows);
    expect((await equipment({ czNo: '-1' })).totalRows).toBe(all);
    expect((await equipment({ czNo: 'elsewhere' })).totalRows).toBe(0);
    // A module that declares no selector parameters lists as if none were sent.
    const stations = (await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'BaStation', pageSize: 5 })).totalRows;
    expect((await list(test.app, manager, 'pub/tableSelector.ajax', { _entityName: 'BaStation', pageSize: 5, czNo: 'elsewhere' })).totalRows).toBe(stations);
  });

  it('stores a drag-sort order when granted', async () => {
    const rows = (await list(test.app, manager, 'vm/vehicle/tableList.ajax', { pageSize: 3 })).rows;
    const order = rows.map((row, index) => ({ pk: row.pkValue, seq: 100 - index }));
    const sorted = await call(test.app, manager, 'pub/tableListSort.ajax', { _entityName: 'VmVehicle', draggableData: JSON.stringify(order) });
    expect(sorted.body.state).toBe(0);
    const { rows: stored } = await sql<{ vehicle_no: string; seq: number }>`select vehicle_no, seq from vm_vehicle where vehicle_no in (${sql.join(order.map((item) => item.pk))})`.execute(test.app.database.db);
    expect(Object.fromEntries(stored.map((row) => [row.vehicle_no, row.seq]))).toEqual(Object.fromEntries(order.map((item) => [item.pk, item.seq])));
    // Listed without a chosen column, the placed rows come first in their saved positions.
    const relisted = (await list(test.app, manager, 'vm/vehicle/tableList.ajax', { pageSize: 5 })).rows.map((row) => row.pkValue);
    expect(relisted.slice(0, 3)).toEqual([...order].sort((a, b) => a.seq - b.seq).map((item) => item.pk));

    expectRefusal(await call(test.app, zhangsan, 'pub/tableListSort.ajax', { _entityName: 'VmVehicle', draggableData: JSON.stringify(order) }), 'E_OPERATION_DENIED');
    expectRefusal(await call(test.app, manager, 'pub/tableListSort.ajax', { _entityName: 'BaStation', draggableData: '[{"pk":"x","seq":1}]' }), 'E_OPERATION_DENIED');
    for (const bad of ['not json', '[]', '[{"pk":"a"}]', '[{"pk":"a","seq":"1; drop table vm_vehicle"}]', '{"pk":"a","seq":1}']) {
      expectRefusal(await call(test.app, manager, 'pub/tableListSort.ajax', { _entityName: 'VmVehicle', draggableData: bad }), 'E_BAD_REQUEST');
    }
    expectRefusal(await call(test.app, manager, 'pub/tableListSort.ajax', { _entityName: 'VmVehicle', draggableData: '[{"pk":"missing","seq":1}]' }), 'E_RECORD_NOT_FOUND');
  });

  it('answers dictionaries in the request language', async () => {
    const zh = await call(test.app, zhangsan, 'pub/dict.ajax', { codes: 'vehicleType,defectState' });
    expect(zh.body.value.vehicleType[0]).toEqual({ value: 'SUV', label: '越野车' });
    expect(zh.body.value.defectState).toHaveLength(7);
    const en = await call(test.app, zhangsan, 'pub/dict.ajax', { codes: 'vehicleType', lang: 'en_US' });
    expect(en.body.value.vehicleType[0]).toEqual({ value: 'SUV', label: 'SUV' });
    expectRefusal(await call(test.app, zhangsan, 'pub/dict.ajax', { codes: 'nope' }), 'E_BAD_REQUEST');
  });

  it('serves a module bundle with the dictionaries it names', async () => {
    const { body } = await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'vmVehicle' }, 'GET');
    expect(body.state).toBe(0);
    expect(body.value.bundle.moduleId).toBe('vmVehicle');
    expect(Object.keys(body.value.dictionaries).sort()).toEqual(['vehicleState', 'vehicleType']);
    expect(body.value.dictionaries.vehicleType.items[0].label).toEqual({ 'zh-CN': '越野车', 'en-US': 'SUV' });
    // The published version number (docs/module-authoring.md): version 1 from modules/ at first start.
    expect(body.value.version).toBe('1');
    const again = await call(test.app, manager, 'meta/module.ajax', { moduleId: 'vmVehicle' });
    expect(again.body.value.version).toBe(body.value.version);
    expectRefusal(await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'nope' }), 'E_UNKNOWN_ENTITY');
    expectRefusal(await call(test.app, null, 'meta/module.ajax', { moduleId: 'vmVehicle' }), 'E_UNAUTHENTICATED');
  });

  it('initialises a list with localised searches, columns and the user operations', async () => {
    const { body } = await call(test.app, zhangsan, 'vm/vehicle/init.ajax', { _entityName: 'VmVehicle', pkValue: -1, lang: 'en_US' });
    expect(body.value).toMatchObject({ moduleId: 'vmVehicle', isModuleOprLimit: true, moduleOprs: ['view', 'add', 'edit', 'export'] });
    expect(body.value.searches[0]).toMatchObject({ field: 'plateNo', operator: 'like', label: 'Plate number' });
    expect(body.value.columns[0]).toMatchObject({ field: 'plateNo', label: 'Plate number', width: '120', fixed: 'left' });
    const admin = await call(test.app, manager, 'vm/vehicle/init.ajax', {});
    expect(admin.body.value.moduleOprs).toContain('dragSort');
  });
});
