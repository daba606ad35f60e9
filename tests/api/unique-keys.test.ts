/**
 * Unique keys (docs/bundle-format.md, Unique keys): the demo vehicles' plate is unique per
 * organisation, enforced by a unique index and answered with the field's label and the value
 * on save and import; a new unique key is published only over a table without duplicates; an
 * import key upserts. Both databases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal, newVehicle, WIND_ORG } from './module-helpers.ts';
import { editAndPublish, editDraft, publishDraft } from './module-design-helpers.ts';
import { dataSheet, download, fillTemplate, readWorkbook, upload } from './file-helpers.ts';

function vehicleRow(plateNo: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { 车牌号: plateNo, 车架号: 'LGWEF4A59NF123456', 车辆类型: '皮卡', 品牌型号: '长城 炮', 购置日期: '2024-01-01', 状态: '在用', ...overrides };
}

describe('unique keys', () => {
  let test: TestApp;
  let manager: string;
  let lisi: string;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, lisi, admin] = await loginAll(test.app, ['manager', 'lisi', 'admin']);
  });
  afterAll(() => test.close());

  const storedPlate = async (orgNo: string) =>
    (await sql<{ plate_no: string; vehicle_no: string }>`select plate_no, vehicle_no from vm_vehicle where org_no = ${orgNo} order by plate_no limit 1`.execute(test.app.database.db)).rows[0]!;

  async function importRows(token: string, rows: Record<string, unknown>[]) {
    const template = await download(test.app, token, 'pub/generateImportTemplate.ajax', { _entityName: 'VmVehicle' });
    const uploaded = await upload(test.app, token, 'attachment/importUploadFile.ajax', [{ name: 'rows.xlsx', bytes: await fillTemplate(template.bytes, rows) }]);
    return call(test.app, token, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId });
  }

  async function errorNotes(token: string, uuid: string): Promise<string[]> {
    const sheet = dataSheet(await readWorkbook((await download(test.app, token, 'pub/downloadErrorExcel.ajax', { _entityName: 'VmVehicle', uuid })).bytes));
    const notes: string[] = [];
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      sheet.getRow(number).eachCell((cell) => {
        if (cell.note) notes.push(String(cell.note));
      });
    }
    return notes;
  }

  it('refuses a plate the organisation already has, on add and on edit, naming the field and the value; other organisations may have it', async () => {
    const { plate_no: plate } = await storedPlate(WIND_ORG);
    const before = await countRows(test.app, 'vm_vehicle');
    const refused = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: plate }));
    expectRefusal(refused, 'E_VALIDATION', 400);
    expect(refused.body.param.errors).toEqual([{ field: 'plateNo', message: `车牌号“${plate}”已存在` }]);
    const english = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: plate, lang: 'en_US' }));
    expect(english.body.param.errors).toEqual([{ field: 'plateNo', message: `Plate number “${plate}” is already used` }]);
    expect(await countRows(test.app, 'vm_vehicle')).toBe(before);

    expect((await call(test.app, lisi, 'vm/vehicle/save.ajax', newVehicle({ plateNo: plate }))).body.state).toBe(0);

    const added = await call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G5U001' }));
    expect(added.body.state).toBe(0);
    const edited = await call(test.app, manager, 'vm/vehicle/save.ajax', { pkValue: added.body.value, plateNo: plate });
    expect(edited.body.param.errors).toEqual([{ field: 'plateNo', message: `车牌号“${plate}”已存在` }]);
    // Saving a record with its own plate is no clash.
    expect((await call(test.app, manager, 'vm/vehicle/save.ajax', { pkValue: added.body.value, plateNo: '冀G5U001', remark: '自己' })).body.state).toBe(0);
  });

  it('lets one of ten parallel saves of a new plate through and answers the others with the message', async () => {
    const saves = await Promise.all(Array.from({ length: 10 }, () => call(test.app, manager, 'vm/vehicle/save.ajax', newVehicle({ plateNo: '冀G5R001' }))));
    expect(saves.filter((saved) => saved.body.state === 0)).toHaveLength(1);
    for (const saved of saves.filter((answer) => answer.body.state !== 0)) {
      expect(saved.body.param.errors).toEqual([{ field: 'plateNo', message: '车牌号“冀G5R001”已存在' }]);
    }
    const { rows } = await sql<{ n: number }>`select count(*) as n from vm_vehicle where plate_no = '冀G5R001'`.execute(test.app.database.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('has the database refuse a duplicate written behind the server’s back', async () => {
    const { plate_no: plate } = await storedPlate(WIND_ORG);
    const write = sql`insert into vm_vehicle (vehicle_no, plate_no, org_no) values ('dup-behind', ${plate}, ${WIND_ORG})`.execute(test.app.database.db);
    await expect(write).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses on import a row whose unique key another record holds or an earlier row has', async () => {
    await editAndPublish(test.app, admin, admin, 'vmVehicle', (bundle) => {
      bundle.entity.uniqueKeys = [{ fields: ['frameNo', 'remark'] }];
    });
    const result = await importRows(manager, [
      vehicleRow('冀G5I001', { 车架号: 'LGWEF4A59NF100001', 备注: 'A' }),
      vehicleRow('冀G5I002', { 车架号: 'LGWEF4A59NF100001', 备注: 'A' }),
      vehicleRow('冀G5I003', { 车架号: 'LGWEF4A59NF100001', 备注: 'B' }),
    ]);
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 2, errorNum: 1 } });
    expect(await errorNotes(manager, result.body.value.uuid)).toEqual(['车架号 / 备注“LGWEF4A59NF100001 / A”与第 2 行重复']);
    const again = await importRows(manager, [vehicleRow('冀G5I004', { 车架号: 'LGWEF4A59NF100001', 备注: 'B' })]);
    expect(again.body).toMatchObject({ state: 0, value: { successNum: 0, errorNum: 1 } });
    expect(await errorNotes(manager, again.body.value.uuid)).toEqual(['车架号 / 备注“LGWEF4A59NF100001 / B”已存在']);
  });

  it('updates by the import key instead of refusing the stored row', async () => {
    await editAndPublish(test.app, admin, admin, 'vmVehicle', (bundle) => {
      bundle.import = { flagField: 'plateNo', key: 'plateNo' };
    });
    const stored = await storedPlate(WIND_ORG);
    const before = await countRows(test.app, 'vm_vehicle', WIND_ORG);
    const result = await importRows(manager, [vehicleRow(stored.plate_no, { 品牌型号: '按键更新', 车架号: 'LGWEF4A59NF200001' })]);
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 1, errorNum: 0 } });
    expect(await countRows(test.app, 'vm_vehicle', WIND_ORG)).toBe(before);
    const { rows } = await sql<{ brand_model: string }>`select brand_model from vm_vehicle where vehicle_no = ${stored.vehicle_no}`.execute(test.app.database.db);
    expect(rows[0]?.brand_model).toBe('按键更新');
  });

  it('refuses to publish a unique key the stored rows break, with the count of those rows', async () => {
    const { rows } = await sql<{ n: number }>`
      select coalesce(sum(n), 0) as n from (select count(*) as n from vm_vehicle where vehicle_type is not null group by org_no, vehicle_type having count(*) > 1) d`.execute(test.app.database.db);
    const duplicates = Number(rows[0]?.n);
    expect(duplicates).toBeGreaterThan(1);
    const saved = await editDraft(test.app, admin, 'vmVehicle', (bundle) => {
      bundle.entity.uniqueKeys = [...(bundle.entity.uniqueKeys ?? []), { fields: ['vehicleType'] }];
    });
    expect(saved.body.state).toBe(0);
    const refused = await publishDraft(test.app, admin, 'vmVehicle');
    expectRefusal(refused, 'E_PUBLISH_BLOCKED', 409);
    expect(refused.body.param.refusals).toEqual([
      expect.objectContaining({ field: 'vehicleType', messageId: 'designer.check.unique', params: { label: '车辆类型', rows: duplicates } }),
    ]);
    const { rows: indexes } = await sql<{ n: number }>`select count(*) as n from pg_indexes where tablename = 'vm_vehicle' and indexname like '%vehicle_type%'`.execute(test.app.database.db);
    expect(Number(indexes[0]?.n)).toBe(0);
  });

});
