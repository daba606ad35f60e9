import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecret, sha256Hex } from '../../server/auth/secrets.ts';
import { call, grantsChanged, loginAll, startTestApp, type CallParams, type TestApp } from './harness.ts';
import { countRows, expectRefusal, list, newVehicle, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { editAndPublish } from './module-design-helpers.ts';

/**
 * The server enforces the field policy on save.ajax whatever the client sends (a hostile
 * client: direct calls), and answers no value of a field hidden from the user.
 */
describe('field policy: read-only, server-filled and per-role fields', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let lisi: string;
  let analyst: string;
  let defectKey: string;
  let defectCode: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, lisi, analyst] = await loginAll(test.app, ['manager', 'zhangsan', 'lisi', 'analyst']);
    const { rows } = await sql<{ defect_no: string; defect_code: string }>`
      select defect_no, defect_code from df_defect d where org_no = ${WIND_ORG}
        and not exists (select 1 from wf_instance i where i.pk_value = d.defect_no) order by defect_no limit 1`.execute(test.app.database.db);
    defectKey = rows[0]!.defect_no;
    defectCode = rows[0]!.defect_code;
  });
  afterAll(() => test.close());

  const track = (extra: CallParams = {}): CallParams => ({ pkValue: -1, parentId: defectKey, action: 'CONFIRM', handler: '张三', handleTime: '2099-01-01 08:00', content: '现场核实', ...extra });
  const storedTrack = async (key: string) =>
    (await sql<{ parent_name: string | null; row_version: number }>`select parent_name, row_version from df_defect_track where track_no = ${key}`.execute(test.app.database.db)).rows[0];

  it('refuses a forged read-only parentName on add and on edit, with its label and reason, writing nothing', async () => {
    const before = await countRows(test.app, 'df_defect_track');
    const forged = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', track({ parentName: '伪造的单号' }));
    expectRefusal(forged, 'E_VALIDATION', 400);
    expect(forged.body.param.errors).toEqual([{ field: 'parentName', message: '不能修改“缺陷单号”：该字段只读' }]);
    const english = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', track({ parentName: 'forged', lang: 'en_US' }));
    expect(english.body.param.errors).toEqual([{ field: 'parentName', message: '“Defect code” cannot be changed: the field is read-only' }]);
    expect(await countRows(test.app, 'df_defect_track')).toBe(before);

    // Not sent, or sent as the form fills it: the server copies the parent's code itself.
    const added = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', track());
    expect(added.body.state).toBe(0);
    const key = added.body.value as string;
    expect(await storedTrack(key)).toEqual({ parent_name: defectCode, row_version: 1 });
    expect((await call(test.app, zhangsan, 'df/defectTrack/save.ajax', track({ parentName: defectCode }))).body.state).toBe(0);

    // Today's bug: a direct call changed parentName of a stored row.
    const edit = await call(test.app, zhangsan, 'df/defectTrack/save.ajax', { pkValue: key, _rowVersion: 1, parentName: '改过的单号' });
    expectRefusal(edit, 'E_VALIDATION', 400);
    expect(edit.body.param.errors).toEqual([{ field: 'parentName', message: '不能修改“缺陷单号”：该字段只读' }]);
    expect(await storedTrack(key)).toEqual({ parent_name: defectCode, row_version: 1 });

    // The whole record posted back by a form, read-only value unchanged, saves.
    const { body } = await call(test.app, zhangsan, 'df/defectTrack/find.ajax', { pkValue: key });
    const { _labels, _rowVersion, trackNo, ...values } = body.recorder;
    expect((await call(test.app, zhangsan, 'df/defectTrack/save.ajax', { ...values, content: '复核', pkValue: key, _rowVersion })).body.state).toBe(0);
    expect(await storedTrack(key)).toEqual({ parent_name: defectCode, row_version: 2 });
  });

  async function setOverrides(token: string, changes: { roleId: string; field: string; access: string | null }[]) {
    return call(test.app, token, 'meta/setFieldPermissions.ajax', { moduleId: 'vmVehicle', changes: JSON.stringify(changes) });
  }

  async function addVehicle(token: string, plateNo: string): Promise<string> {
    const saved = await call(test.app, token, 'vm/vehicle/save.ajax', newVehicle({ plateNo }));
    if (saved.body.state !== 0) throw new Error(JSON.stringify(saved.body));
    return saved.body.value as string;
  }

  it('applies an administrator’s override to the roles of their organisation only: hidden values are not answered, read-only ones not changed', async () => {
    const key = await addVehicle(manager, '冀G7F001');
    const saved = await setOverrides(manager, [
      { roleId: 'user', field: 'purchasePrice', access: 'hidden' },
      { roleId: 'user', field: 'mileageKm', access: 'readOnly' },
    ]);
    expect(saved.body).toMatchObject({ state: 0, msgInfo: '字段权限已保存' });

    const meta = await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'vmVehicle' });
    expect(meta.body.value.fieldAccess).toEqual({ purchasePrice: 'hidden', mileageKm: 'readOnly' });
    const found = (await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: key })).body.recorder;
    expect(found).not.toHaveProperty('purchasePrice');
    expect(found.mileageKm).toBe(12000);
    const rows = await list(test.app, zhangsan, 'vm/vehicle/tableList.ajax', { condition: 'plateNo:@冀G7F001' });
    expect(rows.rows[0]?.rowDatas).not.toHaveProperty('purchasePrice');
    expect(rows.tableHeader.map((header) => header.id)).not.toContain('purchasePrice');
    expectRefusal(await call(test.app, zhangsan, 'vm/vehicle/tableList.ajax', { condition: 'purchasePrice:S_E158000.00' }), 'E_UNKNOWN_FIELD', 400);
    expectRefusal(await call(test.app, zhangsan, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle', fields: 'plateNo,purchasePrice' }), 'E_UNKNOWN_FIELD', 400);

    // Forged changes are refused with label and reason; nothing is written.
    const forged = await call(test.app, zhangsan, 'vm/vehicle/save.ajax', { pkValue: key, mileageKm: 1, purchasePrice: '1.00' });
    expectRefusal(forged, 'E_VALIDATION', 400);
    expect(forged.body.param.errors).toEqual([
      { field: 'purchasePrice', message: '不能修改“购置价格(元)”：您的角色不能查看该字段' },
      { field: 'mileageKm', message: '不能修改“行驶里程(km)”：您的角色对该字段只有查看权限' },
    ]);
    const stored = async () => (await sql<{ purchase_price: string; mileage_km: number }>`select purchase_price, mileage_km from vm_vehicle where vehicle_no = ${key}`.execute(test.app.database.db)).rows[0];
    expect(await stored()).toEqual({ purchase_price: '158000.00', mileage_km: 12000 });

    // The form posts what it shows: the hidden field empty, the read-only one unchanged.
    const { _labels, _rowVersion, vehicleNo, ...values } = found;
    expect((await call(test.app, zhangsan, 'vm/vehicle/save.ajax', { ...values, purchasePrice: null, remark: '张三改的', pkValue: key, _rowVersion })).body.state).toBe(0);
    expect(await stored()).toEqual({ purchase_price: '158000.00', mileage_km: 12000 });
    // A new record by the user gets no hidden value from them.
    expectRefusal(await call(test.app, zhangsan, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G7F002', mileageKm: undefined })), 'E_VALIDATION', 400);
    expect((await call(test.app, zhangsan, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G7F002', mileageKm: undefined, purchasePrice: undefined }))).body.state).toBe(0);

    // Administrators (another role) and the PV station's users (another organisation) are not limited.
    expect((await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: key })).body.recorder.purchasePrice).toBe('158000.00');
    expect((await call(test.app, lisi, 'meta/module.ajax', { moduleId: 'vmVehicle' })).body.value.fieldAccess).toEqual({});

    // Cleared, the bundle's access (editable) is back.
    expect((await setOverrides(manager, [{ roleId: 'user', field: 'purchasePrice', access: null }, { roleId: 'user', field: 'mileageKm', access: null }])).body.state).toBe(0);
    expect((await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: key })).body.recorder.purchasePrice).toBe('158000.00');
  });

  it('lets only administrators override, each in their own organisation, and refuses bad overrides whole', async () => {
    expectRefusal(await setOverrides(zhangsan, [{ roleId: 'user', field: 'remark', access: 'hidden' }]), 'E_OPERATION_DENIED', 403);
    expectRefusal(await setOverrides(analyst, [{ roleId: 'user', field: 'remark', access: 'hidden' }]), 'E_OPERATION_DENIED', 403);
    expectRefusal(await call(test.app, zhangsan, 'meta/fieldPermissions.ajax', { moduleId: 'vmVehicle' }), 'E_OPERATION_DENIED', 403);
    for (const bad of [
      [{ roleId: 'user', field: 'remark', access: 'hidden' }, { roleId: 'user', field: 'nope', access: 'hidden' }],
      [{ roleId: 'user', field: 'vehicleNo', access: 'hidden' }],
      [{ roleId: 'ghost', field: 'remark', access: 'hidden' }],
      [{ roleId: 'user', field: 'remark', access: 'secret' }],
    ]) {
      expectRefusal(await setOverrides(manager, bad), 'E_BAD_REQUEST', 400);
    }
    expect(await countRows(test.app, 'sys_field_permission')).toBe(0);

    // An administrator of the PV station: their override reaches the PV station's users, not the wind farm's.
    const { db } = test.app.database;
    await db.insertInto('sys_user').values({ user_id: 'U0901', user_name: 'pvadmin', password_hash: 'x', real_name: '光伏管理员', state: 1, current_org_no: PV_ORG }).execute();
    await db.insertInto('sys_user_org').values({ user_id: 'U0901', org_no: PV_ORG }).execute();
    await db.insertInto('sys_user_role').values({ user_id: 'U0901', role_id: 'admin' }).execute();
    const pvAdmin = newSecret();
    await db.insertInto('sys_token').values({ token_hash: sha256Hex(pvAdmin), user_id: 'U0901', expires_at: new Date(Date.now() + 3_600_000) }).execute();
    // The organisation is the administrator's own: one sent along is not taken.
    const changes = JSON.stringify([{ roleId: 'user', field: 'remark', access: 'hidden' }]);
    expect((await call(test.app, pvAdmin, 'meta/setFieldPermissions.ajax', { moduleId: 'vmVehicle', orgNo: WIND_ORG, changes })).body.state).toBe(0);
    expect((await call(test.app, lisi, 'meta/module.ajax', { moduleId: 'vmVehicle' })).body.value.fieldAccess).toEqual({ remark: 'hidden' });
    expect((await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'vmVehicle' })).body.value.fieldAccess).toEqual({});
    const read = await call(test.app, pvAdmin, 'meta/fieldPermissions.ajax', { moduleId: 'vmVehicle' });
    expect(read.body.value.overrides).toEqual({ user: { remark: 'hidden' } });
    expect((await call(test.app, manager, 'meta/fieldPermissions.ajax', { moduleId: 'vmVehicle' })).body.value.overrides).toEqual({});
  });

  it('takes fieldPermissions from the published bundle, the most permissive of a user’s roles winning', async () => {
    await editAndPublish(test.app, analyst, manager, 'vmVehicle', (bundle) => {
      bundle.fieldPermissions = { user: { driverPhone: 'hidden', seats: 'readOnly' }, analyst: { driverPhone: 'readOnly' } };
    });
    expect((await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'vmVehicle' })).body.value.fieldAccess).toEqual({ driverPhone: 'hidden', seats: 'readOnly' });
    const key = await addVehicle(manager, '冀G7F003');
    expect((await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: key })).body.recorder).not.toHaveProperty('driverPhone');
    expectRefusal(await call(test.app, zhangsan, 'vm/vehicle/save.ajax', { pkValue: key, seats: 7 }), 'E_VALIDATION', 400);

    // With the analyst role too, zhangsan sees driverPhone (read-only) and may change seats.
    await test.app.database.db.insertInto('sys_user_role').values({ user_id: 'U0003', role_id: 'analyst' }).execute();
    await grantsChanged(test.app);
    expect((await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'vmVehicle' })).body.value.fieldAccess).toEqual({ driverPhone: 'readOnly' });
    expect((await call(test.app, zhangsan, 'vm/vehicle/find.ajax', { pkValue: key })).body.recorder.driverPhone).toBe('13900020002');
    expect((await call(test.app, zhangsan, 'vm/vehicle/save.ajax', { pkValue: key, seats: 7 })).body.state).toBe(0);

    // An organisation's override opens what the bundle closes.
    await setOverrides(manager, [{ roleId: 'user', field: 'driverPhone', access: 'editable' }]);
    expect((await call(test.app, zhangsan, 'meta/module.ajax', { moduleId: 'vmVehicle' })).body.value.fieldAccess).toEqual({});
  });
});
