import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal, newVehicle } from './module-helpers.ts';
import { columnInfo, design, designValue, editDraft, loadDesign, publishDraft, textField } from './module-design-helpers.ts';
import type { ModuleBundle } from '../../runtime/index.ts';

const VEHICLE = 'vmVehicle';

function withoutField(bundle: ModuleBundle, name: string): void {
  bundle.entity.fields = bundle.entity.fields.filter((field) => field.name !== name);
  bundle.list.columns = bundle.list.columns.filter((column) => column.field !== name);
  for (const group of bundle.form.groups) group.fields = group.fields.filter((field) => field !== name);
}

function fieldOf(bundle: ModuleBundle, name: string) {
  const field = bundle.entity.fields.find((entry) => entry.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

describe('publishing a module version', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
  });
  afterAll(() => test.close());

  /** Every vehicle row with every column, by key: what no publish may change. */
  async function vehicleRows(): Promise<Map<string, Record<string, unknown>>> {
    const { rows } = await sql<Record<string, unknown>>`select * from vm_vehicle`.execute(test.app.database.db);
    return new Map(rows.map((row) => [String(row.vehicle_no), row]));
  }

  it('shows the plan before publishing and applies new columns, widened types, indexes and a moved menu', async () => {
    const saved = await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      bundle.entity.fields.push(textField('insuranceNo', { maxLength: 40 }));
      bundle.form.groups[0]!.fields.push('insuranceNo');
      bundle.search = [...(bundle.search ?? []), { field: 'insuranceNo', operator: 'like' }];
      fieldOf(bundle, 'brandModel').maxLength = 128;
      bundle.menu = { ...bundle.menu!, parentId: 'm_base' };
    });
    expect(saved.body.state).toBe(0);
    const before = await vehicleRows();

    const answer = await designValue(test.app, analyst, 'plan.ajax', { moduleId: VEHICLE });
    expect(answer).toMatchObject({ blocked: false, problems: [], counts: {}, plan: { moduleId: VEHICLE, table: 'vm_vehicle', fromVersion: 1, toVersion: 2, refusals: [] } });
    expect(answer.plan.steps).toEqual(
      expect.arrayContaining([
        { kind: 'addColumn', field: 'insuranceNo', column: 'insurance_no', to: { kind: 'text', maxLength: 40 } },
        { kind: 'widenColumn', field: 'brandModel', column: 'brand_model', from: { kind: 'text', maxLength: 64 }, to: { kind: 'text', maxLength: 128 } },
        { kind: 'addIndex', table: 'vm_vehicle', columns: ['insurance_no'] },
        { kind: 'addMenu', moduleId: VEHICLE, parentId: 'm_base', routerPath: 'vm/vehicle' },
      ]),
    );
    // Shown, not applied.
    expect((await columnInfo(test.app, 'vm_vehicle')).has('insurance_no')).toBe(false);

    const published = await design(test.app, manager, 'publish.ajax', { moduleId: VEHICLE, revision: 1, note: '保险单号' });
    expect(published.body).toMatchObject({ state: 0, value: { version: 2, plan: answer.plan } });
    const columns = await columnInfo(test.app, 'vm_vehicle');
    expect(columns.get('insurance_no')).toEqual({ type: 'character varying', maxLength: 40 });
    expect(columns.get('brand_model')).toEqual({ type: 'character varying', maxLength: 128 });
    const { rows: indexes } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'vm_vehicle' and schemaname = current_schema()`.execute(test.app.database.db);
    expect(indexes.map((index) => index.indexdef).join('\n')).toMatch(/gin \(insurance_no gin_trgm_ops\)/);
    expect(await test.app.database.db.selectFrom('sys_menu').select('parent_id').where('id', '=', VEHICLE).executeTakeFirst()).toEqual({ parent_id: 'm_base' });
    const after = await vehicleRows();
    for (const [key, row] of before) expect({ ...after.get(key), insurance_no: undefined }).toEqual({ ...row, insurance_no: undefined });

    expect(await designValue(test.app, manager, 'versions.ajax', { moduleId: VEHICLE })).toEqual([
      expect.objectContaining({ version: 2, status: 'published', note: '保险单号', createdBy: 'U0007', publishedBy: 'U0002', publishedByName: '王海峰' }),
      expect.objectContaining({ version: 1, status: 'archived' }),
    ]);
    const audit = await call(test.app, manager, 'system/moduleDesign/audit.ajax', { moduleId: VEHICLE });
    expect(audit.body.rows[0].rowDatas).toMatchObject({ action: 'publish', fromVersion: 1, toVersion: 2, userName: 'manager', note: '保险单号' });
    const stored = await test.app.database.db.selectFrom('sys_module_audit').select('plan').where('module_id', '=', VEHICLE).where('action', '=', 'publish').executeTakeFirstOrThrow();
    expect(JSON.parse(String(stored.plan))).toEqual(answer.plan);
  });

  it('serves the new version at once and stamps rows with the version they were saved under', async () => {
    const init = await call(test.app, manager, 'vm/vehicle/init.ajax', { pkValue: -1 });
    expect(init.body.value.version).toBe('2');
    expect((await call(test.app, manager, 'meta/module.ajax', { moduleId: VEHICLE })).body.value).toMatchObject({ version: '2', bundle: { moduleId: VEHICLE } });
    const saved = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G7B301', insuranceNo: 'PDAA2024001', _bundleVersion: '2' }));
    expect(saved.body.state).toBe(0);
    const row = await test.app.database.db.selectFrom('vm_vehicle').select(['insurance_no', 'bundle_version']).where('vehicle_no', '=', saved.body.value).executeTakeFirstOrThrow();
    expect(row).toEqual({ insurance_no: 'PDAA2024001', bundle_version: '2' });
    const old = await test.app.database.db.selectFrom('vm_vehicle').select((eb) => eb.fn.countAll().as('n')).where('bundle_version', '=', '1').executeTakeFirst();
    expect(Number(old?.n)).toBe(300);
  });

  it('refuses a save from a form of an older version, writing nothing', async () => {
    const before = await countRows(test.app, 'vm_vehicle');
    const stale = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G7B302', _bundleVersion: '1' }));
    expectRefusal(stale, 'E_BUNDLE_CHANGED', 409);
    expect(stale.body.msgInfo).toBe('该模块已发布新版本（2），请刷新页面后再保存，刷新前可先复制已填写的内容');
    const english = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G7B302', _bundleVersion: '1', lang: 'en_US' }));
    expect(english.body.msgInfo).toMatch(/^This module was published as version 2 while you were editing/);
    expect(await countRows(test.app, 'vm_vehicle')).toBe(before);
  });

  it('hides a removed field with its values and brings them back when the field returns', async () => {
    const before = await vehicleRows();
    const phones = new Map([...before].map(([key, row]) => [key, row.driver_phone]));
    expect([...phones.values()].filter((phone) => phone !== null).length).toBeGreaterThan(0);
    const original = fieldOf((await loadDesign(test.app, analyst, VEHICLE)).bundle, 'driverPhone');

    await editDraft(test.app, analyst, VEHICLE, (bundle) => withoutField(bundle, 'driverPhone'));
    const plan = await designValue(test.app, analyst, 'plan.ajax', { moduleId: VEHICLE });
    expect(plan.plan.steps).toEqual([{ kind: 'hideField', field: 'driverPhone', column: 'driver_phone' }]);
    expect((await publishDraft(test.app, manager, VEHICLE)).body.value.version).toBe(3);

    expect((await columnInfo(test.app, 'vm_vehicle')).has('driver_phone')).toBe(true);
    const [key, phone] = [...phones].find(([rowKey, value]) => value !== null && before.get(rowKey)?.org_no === 'ORG0101')!;
    const found = await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: key });
    expect(found.body.recorder).not.toHaveProperty('driverPhone');
    expectRefusal(await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G7B303', driverPhone: '13900000000' })), 'E_UNKNOWN_FIELD', 400);
    const list = await call(test.app, manager, 'vm/vehicle/tableList.ajax', { pageSize: 5 });
    expect(list.body.rows[0].rowDatas).not.toHaveProperty('driverPhone');

    await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      bundle.entity.fields.push(original);
      bundle.form.groups[0]!.fields.push('driverPhone');
    });
    const back = await designValue(test.app, analyst, 'plan.ajax', { moduleId: VEHICLE });
    expect(back.plan.steps).toEqual([{ kind: 'restoreField', field: 'driverPhone', column: 'driver_phone' }]);
    expect((await publishDraft(test.app, manager, VEHICLE)).body.value.version).toBe(4);
    expect((await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: key })).body.recorder.driverPhone).toBe(phone);
    const now = await vehicleRows();
    for (const [rowKey, value] of phones) expect(now.get(rowKey)?.driver_phone).toBe(value);
  });

  it('refuses to make a field required while rows are empty, counting them, and fills a default when one is given', async () => {
    const db = test.app.database.db;
    await sql`update vm_vehicle set remark = null where seq % 7 = 0`.execute(db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from vm_vehicle where remark is null`.execute(db);
    const empty = Number(rows[0]?.n);
    expect(empty).toBeGreaterThan(0);

    await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      fieldOf(bundle, 'remark').required = true;
    });
    const plan = await designValue(test.app, analyst, 'plan.ajax', { moduleId: VEHICLE });
    expect(plan).toMatchObject({ blocked: true, counts: { 0: empty }, plan: { checks: [{ kind: 'required', field: 'remark', column: 'remark' }] } });
    const refused = await publishDraft(test.app, manager, VEHICLE);
    expectRefusal(refused, 'E_PUBLISH_BLOCKED', 409);
    expect(refused.body.param.refusals).toEqual([
      { field: 'remark', messageId: 'designer.check.required', params: { label: '备注', rows: empty }, message: `备注：${empty} 条已有记录为空，请设置默认值后再发布` },
    ]);
    expect((await call(test.app, manager, 'vm/vehicle/init.ajax', {})).body.value.version).toBe('4');

    await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      fieldOf(bundle, 'remark').default = '无';
    });
    const filled = await designValue(test.app, analyst, 'plan.ajax', { moduleId: VEHICLE });
    expect(filled).toMatchObject({ blocked: false, plan: { checks: [], steps: [{ kind: 'fillDefault', field: 'remark', column: 'remark', value: '无' }] } });
    expect((await publishDraft(test.app, manager, VEHICLE)).body.value.version).toBe(5);
    const { rows: after } = await sql<{ n: number }>`select count(*) as n from vm_vehicle where remark = '无'`.execute(db);
    expect(Number(after[0]?.n)).toBe(empty);
    expect(Number((await sql<{ n: number }>`select count(*) as n from vm_vehicle where remark is null`.execute(db)).rows[0]?.n)).toBe(0);
  });

  it('refuses narrowing a column while values would not fit, counting them, and narrows when they fit', async () => {
    const db = test.app.database.db;
    const { rows } = await sql<{ n: number; longest: number }>`select count(*) filter (where length(driver_name) > 2) as n, max(length(driver_name)) as longest from vm_vehicle`.execute(db);
    const tooLong = Number(rows[0]?.n);
    const longest = Number(rows[0]?.longest);
    expect(tooLong).toBeGreaterThan(0);

    await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      fieldOf(bundle, 'driverName').maxLength = 2;
    });
    const refused = await publishDraft(test.app, manager, VEHICLE);
    expectRefusal(refused, 'E_PUBLISH_BLOCKED', 409);
    expect(refused.body.param.counts).toEqual({ 0: tooLong });
    expect(refused.body.param.refusals).toEqual([expect.objectContaining({ field: 'driverName', messageId: 'designer.check.narrow', params: { label: '驾驶员', rows: tooLong } })]);
    expect((await columnInfo(test.app, 'vm_vehicle')).get('driver_name')?.maxLength).toBe(32);

    await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      fieldOf(bundle, 'driverName').maxLength = longest;
    });
    const published = await publishDraft(test.app, manager, VEHICLE);
    expect(published.body.value.plan.steps).toEqual([{ kind: 'narrowColumn', field: 'driverName', column: 'driver_name', from: { kind: 'text', maxLength: 32 }, to: { kind: 'text', maxLength: longest } }]);
    expect((await columnInfo(test.app, 'vm_vehicle')).get('driver_name')?.maxLength).toBe(longest);
  });

  it('refuses a type change of a column that holds values, and a change of table or key', async () => {
    const saved = await editDraft(test.app, analyst, VEHICLE, (bundle) => {
      const seats = fieldOf(bundle, 'seats');
      seats.type = 'date';
      delete seats.min;
      delete seats.max;
      bundle.entity.orgScoped = false;
    });
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ state: 0 });
    const refused = await publishDraft(test.app, manager, VEHICLE);
    expectRefusal(refused, 'E_PUBLISH_BLOCKED', 409);
    expect(refused.body.param.refusals.map((refusal: { messageId: string }) => refusal.messageId).sort()).toEqual(['designer.check.convert', 'designer.refuse.orgScoped']);
    expect(refused.body.param.refusals.find((refusal: { messageId: string }) => refusal.messageId === 'designer.check.convert').params).toMatchObject({ from: 'integer', to: 'date' });
    expect((await columnInfo(test.app, 'vm_vehicle')).get('seats')?.type).toBe('integer');
    const draft = await loadDesign(test.app, analyst, VEHICLE);
    expect(await designValue(test.app, analyst, 'discardDraft.ajax', { moduleId: VEHICLE, revision: draft.revision })).toEqual({});
  });

  it('rolls back to an earlier version and publishes again, keeping every record and value', async () => {
    const before = await vehicleRows();
    const rolled = await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 1, note: '回到初版' });
    // Version 7 was the discarded draft: numbers are never reused.
    expect(rolled.body).toMatchObject({ state: 0, value: { version: 8 } });
    expect(rolled.body.value.plan.steps).toEqual(expect.arrayContaining([{ kind: 'hideField', field: 'insuranceNo', column: 'insurance_no' }]));
    expect(rolled.body.value.plan.refusals).toEqual([]);
    expect((await call(test.app, manager, 'vm/vehicle/init.ajax', {})).body.value.version).toBe('8');
    // Every stored brand model fits version 1's narrower column, so it narrows back.
    expect((await columnInfo(test.app, 'vm_vehicle')).get('brand_model')?.maxLength).toBe(64);
    expect(await vehicleRows()).toEqual(before);
    const windKey = [...before.values()].find((row) => row.org_no === 'ORG0101')!.vehicle_no;
    const found = await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: String(windKey) });
    expect(found.body.recorder).not.toHaveProperty('insuranceNo');

    expectRefusal(await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 8, note: '' }), 'E_BAD_REQUEST', 400);
    expectRefusal(await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 99, note: '' }), 'E_NOT_FOUND', 404);
    const again = await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 6, note: '恢复' });
    expect(again.body.value.version).toBe(9);
    expect((await columnInfo(test.app, 'vm_vehicle')).get('brand_model')?.maxLength).toBe(128);
    expect(await vehicleRows()).toEqual(before);
    const saved = [...before.values()].find((row) => row.insurance_no !== null && row.org_no === 'ORG0101')!;
    expect((await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: String(saved.vehicle_no) })).body.recorder.insuranceNo).toBe(saved.insurance_no);
    const audit = await call(test.app, manager, 'system/moduleDesign/audit.ajax', { moduleId: VEHICLE, pageSize: 2 });
    expect(audit.body.rows.map((row: { rowDatas: { action: string; fromVersion: number; toVersion: number } }) => row.rowDatas)).toEqual([
      expect.objectContaining({ action: 'rollback', fromVersion: 8, toVersion: 9, note: '恢复' }),
      expect.objectContaining({ action: 'rollback', fromVersion: 6, toVersion: 8, note: '回到初版' }),
    ]);
  });

  it('opens, lists and exports rows saved under earlier versions, including unknown ones', async () => {
    const db = test.app.database.db;
    await sql`update vm_vehicle set bundle_version = '3f9a0c1d2e4b5a69' where seq % 2 = 0`.execute(db);
    const legacy = await db.selectFrom('vm_vehicle').select('vehicle_no').where('bundle_version', '=', '3f9a0c1d2e4b5a69').where('org_no', '=', 'ORG0101').executeTakeFirstOrThrow();
    expect((await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: String(legacy.vehicle_no) })).body.state).toBe(0);
    const list = await call(test.app, manager, 'vm/vehicle/tableList.ajax', { pageSize: 200 });
    expect(list.body.totalRows).toBe(await countRows(test.app, 'vm_vehicle', 'ORG0101'));
    expect(list.body.rows.map((row: { pkValue: string }) => row.pkValue)).toContain(legacy.vehicle_no);
    const exported = await call(test.app, manager, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle', fields: 'plateNo,insuranceNo' });
    expect(exported.body, JSON.stringify(exported.body)).toMatchObject({ state: 0 });
    const edited = await call(test.app, manager, 'vm/vehicle/save.ajax', { _entityName: 'VmVehicle', pkValue: String(legacy.vehicle_no), remark: '年检合格', _bundleVersion: '9' });
    expect(edited.body.state).toBe(0);
    expect(await db.selectFrom('vm_vehicle').select(['remark', 'bundle_version']).where('vehicle_no', '=', legacy.vehicle_no).executeTakeFirst()).toEqual({ remark: '年检合格', bundle_version: '9' });
  });
});
