import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal, newVehicle } from './module-helpers.ts';
import { columnInfo, design, designValue, editDraft, loadDesign, publishDraft, publishedVersionOf, textField } from './module-design-helpers.ts';
import type { ModuleBundle } from '../../runtime/index.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

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
    expect(answer).toMatchObject({ blocked: false, problems: [], counts: {}, revision: 1, plan: { moduleId: VEHICLE, table: 'vm_vehicle', fromVersion: 1, toVersion: 2, refusals: [] } });
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

    // What clients compare on navigation (menu-store.ts): any signed-in user may ask; a publish bumps it.
    const revisionBefore = (await call(test.app, analyst, 'meta/modulesRevision.ajax', {})).body.value.revision;
    expect(typeof revisionBefore).toBe('number');
    const published = await design(test.app, manager, 'publish.ajax', { moduleId: VEHICLE, revision: answer.revision, publishedVersion: answer.plan.fromVersion, note: '保险单号' });
    expect(published.body).toMatchObject({ state: 0, value: { version: 2, plan: answer.plan } });
    expect((await call(test.app, analyst, 'meta/modulesRevision.ajax', {})).body.value.revision).toBe(revisionBefore + 1);
    expectRefusal(await call(test.app, null, 'meta/modulesRevision.ajax', {}), 'E_UNAUTHENTICATED', 401);
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
    const row = await moduleTables(test.app.database.db).selectFrom('vm_vehicle').select(['insurance_no', 'bundle_version']).where('vehicle_no', '=', saved.body.value).executeTakeFirstOrThrow();
    expect(row).toEqual({ insurance_no: 'PDAA2024001', bundle_version: '2' });
    const old = await moduleTables(test.app.database.db).selectFrom('vm_vehicle').select((eb) => eb.fn.countAll().as('n')).where('bundle_version', '=', '1').executeTakeFirst();
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
    const rollbackPlan = await designValue(test.app, manager, 'plan.ajax', { moduleId: VEHICLE, version: 1 });
    expect(rollbackPlan).toMatchObject({ revision: null, plan: { fromVersion: 6, toVersion: 8 } });
    const rolled = await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 1, publishedVersion: 6, note: '回到初版' });
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

    const published = await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 8, publishedVersion: 8, note: '重复' });
    expectRefusal(published, 'E_BAD_REQUEST', 400);
    expect(published.body.msgInfo).toBe('只能回滚到已归档的版本，版本 8 不是已归档版本');
    expectRefusal(await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 99, publishedVersion: 8, note: '不存在' }), 'E_NOT_FOUND', 404);
    const again = await design(test.app, manager, 'rollback.ajax', { moduleId: VEHICLE, version: 6, publishedVersion: 8, note: '恢复' });
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

  it('applies only the plan that was shown: refuses when another version was published or the draft edited since the preview', async () => {
    const EQUIPMENT = 'eqEquipment';
    const [admin] = await loginAll(test.app, ['admin']);
    await editDraft(test.app, analyst, EQUIPMENT, (bundle) => {
      bundle.entity.fields.push(textField('assetTag', { maxLength: 20 }));
    });
    // The manager previews: draft revision 1 against published version 1.
    const shown = await designValue(test.app, manager, 'plan.ajax', { moduleId: EQUIPMENT });
    expect(shown).toMatchObject({ revision: 1, plan: { fromVersion: 1 } });
    const previewed = { moduleId: EQUIPMENT, revision: shown.revision, publishedVersion: shown.plan.fromVersion };

    // Meanwhile another administrator publishes that draft, and the analyst starts a new one, again at revision 1.
    expect((await publishDraft(test.app, admin, EQUIPMENT)).body).toMatchObject({ state: 0, value: { version: 2 } });
    await editDraft(test.app, analyst, EQUIPMENT, (bundle) => {
      bundle.entity.fields.push(textField('rfidCode', { maxLength: 24 }));
    });
    expect(await loadDesign(test.app, manager, EQUIPMENT)).toMatchObject({ status: 'draft', version: 3, revision: 1 });
    // The revision alone would let the manager publish a draft never shown; the published version does not.
    const stale = await design(test.app, manager, 'publish.ajax', { ...previewed, note: '资产标签' });
    expectRefusal(stale, 'E_CONFLICT', 409);
    expect(stale.body.msgInfo).toMatch(/^预览之后系统管理员于\d{4}-\d\d-\d\d \d\d:\d\d:\d\d发布了版本 2，要应用的迁移计划已不是您看到的计划/);
    const english = await design(test.app, manager, 'publish.ajax', { ...previewed, note: '资产标签', lang: 'en_US' });
    expect(english.body.msgInfo).toMatch(/published version 2 at .* after your preview, so the migration plan shown is no longer the one that would be applied/);
    expect(await publishedVersionOf(test.app, manager, EQUIPMENT)).toBe(2);
    expect((await columnInfo(test.app, 'eq_equipment')).has('rfid_code')).toBe(false);

    // Previewed again, then the analyst saves once more before the manager confirms.
    const again = await designValue(test.app, manager, 'plan.ajax', { moduleId: EQUIPMENT });
    expect(again).toMatchObject({ revision: 1, plan: { fromVersion: 2 } });
    await editDraft(test.app, analyst, EQUIPMENT, (bundle) => {
      bundle.entity.fields.push(textField('vendorCode', { maxLength: 24 }));
    });
    const edited = await design(test.app, manager, 'publish.ajax', { moduleId: EQUIPMENT, revision: again.revision, publishedVersion: again.plan.fromVersion, note: 'RFID' });
    expectRefusal(edited, 'E_DRAFT_CHANGED', 409);
    expect(edited.body.msgInfo).toMatch(/^预览之后草稿已被赵刚于.+修改，要应用的迁移计划已不是您看到的计划/);
    expect((await columnInfo(test.app, 'eq_equipment')).has('rfid_code')).toBe(false);

    // A rollback previewed against version 1 is refused once version 2 is published.
    const rollback = await design(test.app, manager, 'rollback.ajax', { moduleId: EQUIPMENT, version: 1, publishedVersion: 1, note: '回到初版' });
    expectRefusal(rollback, 'E_CONFLICT', 409);
    expect(await publishedVersionOf(test.app, manager, EQUIPMENT)).toBe(2);

    // As previewed now, it passes.
    const current = await designValue(test.app, manager, 'plan.ajax', { moduleId: EQUIPMENT });
    const done = await design(test.app, manager, 'publish.ajax', { moduleId: EQUIPMENT, revision: current.revision, publishedVersion: current.plan.fromVersion, note: 'RFID 与供应商编码' });
    expect(done.body).toMatchObject({ state: 0, value: { version: 3, plan: current.plan } });
  });

  it('requires a change note and the previewed published version for a publish or a rollback', async () => {
    const EQUIPMENT = 'eqEquipment';
    await editDraft(test.app, analyst, EQUIPMENT, (bundle) => {
      bundle.entity.fields.push(textField('noteless', { maxLength: 8 }));
    });
    const draft = await loadDesign(test.app, manager, EQUIPMENT);
    const publishedVersion = await publishedVersionOf(test.app, manager, EQUIPMENT);
    for (const note of [undefined, '', '   ']) {
      const refused = await design(test.app, manager, 'publish.ajax', { moduleId: EQUIPMENT, revision: draft.revision, publishedVersion, ...(note === undefined ? {} : { note }) });
      expectRefusal(refused, 'E_BAD_REQUEST', 400);
      expect(refused.body.msgInfo).toBe('请填写变更说明');
      const rollback = await design(test.app, manager, 'rollback.ajax', { moduleId: EQUIPMENT, version: 1, publishedVersion, ...(note === undefined ? {} : { note }) });
      expectRefusal(rollback, 'E_BAD_REQUEST', 400);
      expect(rollback.body.msgInfo).toBe('请填写变更说明');
    }
    expect((await design(test.app, manager, 'publish.ajax', { moduleId: EQUIPMENT, revision: draft.revision, note: '无版本' })).body.code).toBe('E_BAD_REQUEST');
    expect((await design(test.app, manager, 'rollback.ajax', { moduleId: EQUIPMENT, version: 1, note: '无版本', lang: 'en_US' })).body.code).toBe('E_BAD_REQUEST');
    expect((await design(test.app, manager, 'publish.ajax', { moduleId: EQUIPMENT, revision: draft.revision, publishedVersion, note: ' ', lang: 'en_US' })).body.msgInfo).toBe('Enter a change note.');
    expect(await publishedVersionOf(test.app, manager, EQUIPMENT)).toBe(publishedVersion);
    expect(await loadDesign(test.app, manager, EQUIPMENT)).toMatchObject({ status: 'draft', revision: draft.revision });
    expect((await columnInfo(test.app, 'eq_equipment')).has('noteless')).toBe(false);
  });

  it('opens, lists and exports rows saved under earlier versions, including unknown ones', async () => {
    const db = test.app.database.db;
    await sql`update vm_vehicle set bundle_version = '3f9a0c1d2e4b5a69' where seq % 2 = 0`.execute(db);
    const legacy = await moduleTables(db).selectFrom('vm_vehicle').select('vehicle_no').where('bundle_version', '=', '3f9a0c1d2e4b5a69').where('org_no', '=', 'ORG0101').executeTakeFirstOrThrow();
    expect((await call(test.app, manager, 'vm/vehicle/find.ajax', { pkValue: String(legacy.vehicle_no) })).body.state).toBe(0);
    const list = await call(test.app, manager, 'vm/vehicle/tableList.ajax', { pageSize: 200 });
    expect(list.body.totalRows).toBe(await countRows(test.app, 'vm_vehicle', 'ORG0101'));
    expect(list.body.rows.map((row: { pkValue: string }) => row.pkValue)).toContain(legacy.vehicle_no);
    const exported = await call(test.app, manager, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle', fields: 'plateNo,brandModel' });
    expect(exported.body, JSON.stringify(exported.body)).toMatchObject({ state: 0 });
    const edited = await call(test.app, manager, 'vm/vehicle/save.ajax', { _entityName: 'VmVehicle', pkValue: String(legacy.vehicle_no), remark: '年检合格', _bundleVersion: '9' });
    expect(edited.body.state).toBe(0);
    expect(await moduleTables(db).selectFrom('vm_vehicle').select(['remark', 'bundle_version']).where('vehicle_no', '=', legacy.vehicle_no).executeTakeFirst()).toEqual({ remark: '年检合格', bundle_version: '9' });
  });
});
