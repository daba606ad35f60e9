import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal, list, newVehicle, PV_ORG, WIND_ORG } from './module-helpers.ts';

describe('module records: add, edit, delete', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let lisi: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, lisi] = await loginAll(test.app, ['manager', 'zhangsan', 'lisi']);
  });
  afterAll(() => test.close());

  async function addVehicle(token: string, overrides = {}): Promise<string> {
    const { body } = await call(test.app, token, 'vm/vehicle/save.ajax', newVehicle(overrides));
    if (body.state !== 0) throw new Error(JSON.stringify(body));
    return body.value as string;
  }

  async function find(token: string, path: string, pkValue: string) {
    return call(test.app, token, path, { pkValue });
  }

  it('adds a record with a server key in the user organisation and loads it back', async () => {
    const save = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ vehicleNo: 'CHOSEN-BY-CLIENT', orgNo: PV_ORG }));
    expect(save.body).toMatchObject({ state: 0, msgInfo: '保存成功' });
    const key = save.body.value as string;
    expect(key).toMatch(/^[0-9a-z]{20}$/);
    const { body } = await find(manager, 'vm/vehicle/find.ajax', key);
    expect(body.state).toBe(0);
    expect(body.recorder).toMatchObject({
      vehicleNo: key,
      plateNo: '冀G9A123',
      seats: 5,
      purchaseDate: '2024-03-15',
      purchasePrice: '158000.00',
      vehicleState: '10',
      _rowVersion: 1,
      _labels: { vehicleType: '皮卡', vehicleState: '在用' },
    });
    const { rows } = await sql<{ org_no: string; created_by: string; row_version: number }>`select org_no, created_by, row_version from vm_vehicle where vehicle_no = ${key}`.execute(test.app.database.db);
    expect(rows[0]).toEqual({ org_no: WIND_ORG, created_by: 'U0002', row_version: 1 });
  });

  it('applies bundle defaults on add', async () => {
    const key = await addVehicle(manager, { plateNo: '冀G9A124', vehicleState: undefined });
    expect((await find(manager, 'vm/vehicle/find.ajax', key)).body.recorder.vehicleState).toBe('10');
  });

  it('edits only the fields sent, bumps the row version and refuses a stale one', async () => {
    const key = await addVehicle(manager, { plateNo: '冀G9A125' });
    const edit = await call(test.app, manager, 'vm/vehicle/save.ajax', { pkValue: key, _rowVersion: 1, mileageKm: 15000, remark: '更换轮胎' });
    expect(edit.body).toMatchObject({ state: 0, value: key });
    const loaded = (await find(manager, 'vm/vehicle/find.ajax', key)).body.recorder;
    expect(loaded).toMatchObject({ mileageKm: 15000, remark: '更换轮胎', plateNo: '冀G9A125', _rowVersion: 2 });

    const stale = await call(test.app, manager, 'vm/vehicle/save.ajax', { pkValue: key, _rowVersion: 1, mileageKm: 1 });
    expectRefusal(stale, 'E_STALE_RECORD', 409);
    expect((await find(manager, 'vm/vehicle/find.ajax', key)).body.recorder.mileageKm).toBe(15000);
  });

  it('refuses unknown and server-issued fields, changing nothing', async () => {
    const before = await countRows(test.app, 'vm_vehicle');
    for (const extra of [{ ownerName: 'x' }, { org_no: PV_ORG }, { created_by: 'U0001' }, { row_version: 9 }, { "plateNo'; drop table vm_vehicle; --": 'x' }]) {
      const result = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G9A126', ...extra }));
      expectRefusal(result, 'E_UNKNOWN_FIELD', 400);
      expect(result.body.msgInfo).toBe(`未知字段：${Object.keys(extra)[0]}`);
    }
    expect(await countRows(test.app, 'vm_vehicle')).toBe(before);
  });

  it('answers rule failures per field in the request language and saves nothing', async () => {
    const before = await countRows(test.app, 'vm_vehicle');
    const zh = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '', frameNo: 'LGWEF4A59NF12345I', seats: 99 }));
    expectRefusal(zh, 'E_VALIDATION', 400);
    expect(zh.body.msgInfo).toBe('请先完善信息');
    expect(zh.body.param.errors).toEqual(
      expect.arrayContaining([
        { field: 'plateNo', message: '请输入车牌号' },
        { field: 'frameNo', message: expect.any(String) },
        { field: 'seats', message: expect.any(String) },
      ]),
    );
    const en = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '', lang: 'en_US' }));
    expect(en.body.param.errors[0]).toEqual({ field: 'plateNo', message: expect.stringMatching(/Plate number/) });
    const badType = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ mileageKm: 'far' }));
    expectRefusal(badType, 'E_VALIDATION');
    expect(badType.body.param.errors[0].field).toBe('mileageKm');
    expect(await countRows(test.app, 'vm_vehicle')).toBe(before);
  });

  it('refuses references to records that do not exist or belong to another organisation, saving nothing', async () => {
    const reference = (field: string, label: string) => ({ field, message: `所选${label}不存在或不属于当前组织` });
    const vehicles = await countRows(test.app, 'vm_vehicle');
    for (const departNo of ['D0201', 'NOPE', "D0101' or '1'='1"]) {
      const refused = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G9A140', departNo }));
      expectRefusal(refused, 'E_VALIDATION', 400);
      expect(refused.body.param.errors).toEqual([reference('departNo', '使用部门')]);
    }
    const english = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G9A140', departNo: 'D0201', lang: 'en_US' }));
    expect(english.body.param.errors).toEqual([{ field: 'departNo', message: 'The selected Department does not exist or does not belong to your organisation' }]);
    expect(await countRows(test.app, 'vm_vehicle')).toBe(vehicles);
    const key = await addVehicle(manager, { plateNo: '冀G9A140', departNo: 'D0101' });
    expect((await find(manager, 'vm/vehicle/find.ajax', key)).body.recorder).toMatchObject({ departNo: 'D0101', _labels: { departNo: '生产运行部' } });
    // An edit is checked too, and a refused one leaves the record as it was.
    expectRefusal(await call(test.app, manager, 'vm/vehicle/save.ajax', { pkValue: key, departNo: 'D01', remark: '换部门' }), 'E_VALIDATION');
    expect((await find(manager, 'vm/vehicle/find.ajax', key)).body.recorder).toMatchObject({ departNo: 'D0101', remark: null, _rowVersion: 1 });

    // Module references (stations, equipment) and tree references (teams), all in one save.
    const [ownStation] = (await list(test.app, manager, 'ba/station/tableList.ajax', { pageSize: 1 })).rows;
    const [otherStation] = (await list(test.app, lisi, 'ba/station/tableList.ajax', { pageSize: 1 })).rows;
    const [ownEquipment] = (await list(test.app, manager, 'eq/equipment/tableList.ajax', { pageSize: 1 })).rows;
    const [otherEquipment] = (await list(test.app, lisi, 'eq/equipment/tableList.ajax', { pageSize: 1 })).rows;
    const defect = (overrides: Record<string, string>) => ({
      pkValue: -1,
      defectCode: 'REF001',
      title: '引用校验',
      category: 'GENERAL',
      foundBy: '张三',
      foundTime: '2024-05-01 08:00:00',
      description: '引用校验',
      ...overrides,
    });
    const defects = await countRows(test.app, 'df_defect');
    const foreign = await call(test.app, manager, 'df/defect/save.ajax', defect({ czxxNo: otherStation?.pkValue ?? '', eqNo: otherEquipment?.pkValue ?? '', teamNo: 'T0201' }));
    expectRefusal(foreign, 'E_VALIDATION');
    expect(foreign.body.param.errors).toEqual([reference('czxxNo', '场站'), reference('eqNo', '设备'), reference('teamNo', '责任班组')]);
    expect(await countRows(test.app, 'df_defect')).toBe(defects);
    const saved = await call(test.app, manager, 'df/defect/save.ajax', defect({ czxxNo: ownStation?.pkValue ?? '', eqNo: ownEquipment?.pkValue ?? '', teamNo: 'T0101' }));
    expect(saved.body.state).toBe(0);
  });

  it('accepts geo values only in their documented shape', async () => {
    const [station] = (await list(test.app, manager, 'ba/station/tableList.ajax', { pageSize: 1 })).rows;
    const save = (location: string) => call(test.app, manager, 'ba/station/save.ajax', { pkValue: station?.pkValue ?? '', location });
    for (const location of ['张北', '114.7,41.2', '[114.7]', '[190,41.2]', '[[114.7,41.2]]']) {
      const refused = await save(location);
      expectRefusal(refused, 'E_VALIDATION');
      expect(refused.body.param.errors).toEqual([{ field: 'location', message: '地理位置须为坐标点 [经度,纬度]，经度在 -180 到 180 之间，纬度在 -90 到 90 之间' }]);
    }
    expect((await save(' [114.70, 41.2] ')).body.state).toBe(0);
    expect((await find(manager, 'ba/station/find.ajax', station?.pkValue ?? '')).body.recorder.location).toBe('[114.7,41.2]');
  });

  it('checks cross-field rules on the record as stored plus the fields sent', async () => {
    // A registered defect with a planned end (those inspections raise have none yet).
    const defect = (await list(test.app, manager, 'df/defect/tableList.ajax', { pageSize: 50, condition: 'defectState:S_E10' })).rows.find((row) => row.rowDatas.plannedEnd);
    const { plannedEnd } = defect?.rowDatas ?? {};
    const result = await call(test.app, manager, 'df/defect/save.ajax', { pkValue: defect?.pkValue ?? '', plannedStart: '2099-01-01' });
    expectRefusal(result, 'E_VALIDATION');
    expect(result.body.param.errors).toEqual([{ field: 'plannedStart', message: expect.any(String) }]);
    expect((await find(manager, 'df/defect/find.ajax', defect?.pkValue ?? '')).body.recorder.plannedEnd).toBe(plannedEnd);
  });

  it('deletes records, all or nothing', async () => {
    const first = await addVehicle(manager, { plateNo: '冀G9A127' });
    const second = await addVehicle(manager, { plateNo: '冀G9A128' });
    const [foreign] = (await list(test.app, lisi, 'vm/vehicle/tableList.ajax', { pageSize: 1 })).rows;
    expectRefusal(await call(test.app, manager, 'vm/vehicle/delete.ajax', { pkValue: `${first},${foreign?.pkValue}` }), 'E_RECORD_NOT_FOUND', 404);
    expect((await find(manager, 'vm/vehicle/find.ajax', first)).body.state).toBe(0);

    const removed = await call(test.app, manager, 'vm/vehicle/delete.ajax', { pkValue: `${first},${second}` });
    expect(removed.body).toMatchObject({ state: 0, value: 2 });
    expectRefusal(await find(manager, 'vm/vehicle/find.ajax', first), 'E_RECORD_NOT_FOUND');
  });

  it('hides another organisation record from load, save and delete', async () => {
    const key = await addVehicle(manager, { plateNo: '冀G9A129' });
    expectRefusal(await find(lisi, 'vm/vehicle/find.ajax', key), 'E_RECORD_NOT_FOUND', 404);
    expectRefusal(await call(test.app, lisi, 'vm/vehicle/save.ajax', { pkValue: key, mileageKm: 1 }), 'E_RECORD_NOT_FOUND');
    // lisi may not delete at all; the super administrator may, but now works in the PV station.
    const admin = await login(test.app, 'admin');
    expect((await call(test.app, admin, 'system/user/changeUserCurrentOrg.ajax', { orgNo: 'ORG0102' })).body.state).toBe(0);
    expectRefusal(await call(test.app, admin, 'vm/vehicle/delete.ajax', { pkValue: key }), 'E_RECORD_NOT_FOUND');
    expectRefusal(await find(admin, 'vm/vehicle/find.ajax', key), 'E_RECORD_NOT_FOUND');
    const record = (await find(manager, 'vm/vehicle/find.ajax', key)).body.recorder;
    expect(record).toMatchObject({ mileageKm: 12000, _rowVersion: 1 });
  });

  it('refuses operations the user roles do not grant', async () => {
    const key = await addVehicle(zhangsan, { plateNo: '冀G9A130' });
    const refused = await call(test.app, zhangsan, 'vm/vehicle/delete.ajax', { pkValue: key });
    expectRefusal(refused, 'E_OPERATION_DENIED', 403);
    expect(refused.body.msgInfo).toContain('delete');
    expect((await find(zhangsan, 'vm/vehicle/find.ajax', key)).body.state).toBe(0);
    expectRefusal(await call(test.app, null, 'vm/vehicle/find.ajax', { pkValue: key }), 'E_UNAUTHENTICATED', 401);
  });

  it('refuses a module named differently from the path', async () => {
    expectRefusal(await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ _entityName: 'DfDefect' })), 'E_UNKNOWN_ENTITY');
    expectRefusal(await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: 'x', _moduleId: 'dfDefect' }), 'E_UNKNOWN_ENTITY');
  });

  it('treats SQL fragments in keys as data', async () => {
    const before = await countRows(test.app, 'vm_vehicle');
    for (const fragment of ["x' or '1'='1", '1 or 1=1', "'; drop table vm_vehicle; --"]) {
      expectRefusal(await find(manager, 'vm/vehicle/find.ajax', fragment), 'E_RECORD_NOT_FOUND');
      expectRefusal(await call(test.app, manager, 'vm/vehicle/delete.ajax', { pkValue: fragment }), 'E_RECORD_NOT_FOUND');
      expectRefusal(await call(test.app, manager, 'vm/vehicle/save.ajax', { pkValue: fragment, remark: 'x' }), 'E_RECORD_NOT_FOUND');
    }
    expect(await countRows(test.app, 'vm_vehicle')).toBe(before);
  });

  it('deletes child rows with their parent, and only those', async () => {
    const [template] = (await list(test.app, manager, 'df/defect/tableList.ajax', { pageSize: 1 })).rows;
    // A new defect starts in its life cycle's initial state: the template row's state is not sent.
    const values = { ...template?.rowDatas, _labels: undefined, defectNo: undefined, defectState: undefined, defectCode: 'QX20990101001', photos: undefined, attachments: undefined };
    const defect = await call(test.app, manager, 'df/defect/save.ajax', { ...values, pkValue: -1 });
    expect(defect.body.state).toBe(0);
    const parentId = defect.body.value as string;
    for (const action of ['CONFIRM', 'DISPATCH']) {
      const track = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', {
        pkValue: -1,
        parentId,
        parentName: 'QX20990101001',
        action,
        handler: '张三',
        handleTime: '2099-01-01 08:00',
        content: '现场核实',
      });
      expect(track.body.state).toBe(0);
    }
    expect((await list(test.app, zhangsan, 'df/defectTrack/tableList.ajax', { parentId })).totalRows).toBe(2);
    const tracksBefore = await countRows(test.app, 'df_defect_track');
    expect((await call(test.app, manager, 'df/defect/delete.ajax', { pkValue: parentId })).body.state).toBe(0);
    expect((await list(test.app, manager, 'df/defectTrack/tableList.ajax', { parentId })).totalRows).toBe(0);
    expect(await countRows(test.app, 'df_defect_track')).toBe(tracksBefore - 2);
  });

  it('governs child rows by the parent module grants', async () => {
    // A dispatched defect: a closed one locks its handling records (its state locks every field).
    const [defect] = (await list(test.app, zhangsan, 'df/defect/tableList.ajax', { condition: 'defectState:S_E30', pageSize: 1 })).rows;
    const [track] = (await list(test.app, zhangsan, 'df/defectTrack/tableList.ajax', { parentId: defect?.pkValue ?? '', pageSize: 1 })).rows;
    const { body } = await call(test.app, zhangsan, 'df/defectTrack/init.ajax', {});
    expect(body.value.moduleOprs).toEqual(['view', 'add', 'edit', 'delete', 'export']);
    expect((await call(test.app, zhangsan, 'df/defectTrack/save.ajax', { pkValue: track?.pkValue ?? '', hours: '1.5' })).body.state).toBe(0);
  });

  it('deletes a tree node with its descendants', async () => {
    const roots = (await call(test.app, manager, 'pub/tree.ajax', { _entityName: 'EqEquipment' })).body;
    const systems = (await call(test.app, manager, 'pub/tree.ajax', { _entityName: 'EqEquipment', id: roots[0].id })).body;
    const line = systems.find((node: { name: string }) => node.name === '1号集电线路');
    const before = await countRows(test.app, 'eq_equipment', WIND_ORG);
    expect((await call(test.app, manager, 'eq/equipment/delete.ajax', { pkValue: line.id })).body.state).toBe(0);
    // The line, its 8 turbines and their 8 box transformers.
    expect(await countRows(test.app, 'eq_equipment', WIND_ORG)).toBe(before - 17);
  });
});
