import type ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { countRows, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { dataSheet, download, fillTemplate, readWorkbook, rowValues, upload } from './file-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

const VIN = 'LGWEF4A59NF123456';

function vehicleRow(plateNo: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { 车牌号: plateNo, 车架号: VIN, 车辆类型: '皮卡', 品牌型号: '长城 炮', 购置日期: '2024-01-01', 状态: '在用', ...overrides };
}

describe('import: rows checked by the form rules', () => {
  let test: TestApp;
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, admin] = await loginAll(test.app, ['manager', 'admin']);
    // The administrator works at the PV station for these tests: another organisation than the manager's.
    const moved = await call(test.app, admin, 'system/user/changeUserCurrentOrg.ajax', { orgNo: PV_ORG });
    if (moved.body.state !== 0) throw new Error(JSON.stringify(moved.body));
  });
  afterAll(() => test.close());

  async function importRows(token: string, entityName: string, rows: Record<string, unknown>[], params: Record<string, string> = {}) {
    const template = await download(test.app, token, 'pub/generateImportTemplate.ajax', { _entityName: entityName });
    const uploaded = await upload(test.app, token, 'attachment/importUploadFile.ajax', [{ name: 'rows.xlsx', bytes: await fillTemplate(template.bytes, rows) }]);
    return call(test.app, token, 'pub/importFromExcel.ajax', { _entityName: entityName, filePath: uploaded.body.fileId, ...params });
  }

  async function errorRows(token: string, entityName: string, uuid: string) {
    const workbook = await readWorkbook((await download(test.app, token, 'pub/downloadErrorExcel.ajax', { _entityName: entityName, uuid })).bytes);
    const sheet = dataSheet(workbook);
    const rows: { values: unknown[]; notes: string[] }[] = [];
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      const notes: string[] = [];
      sheet.getRow(number).eachCell((cell) => {
        if (cell.note) notes.push(String(cell.note));
      });
      rows.push({ values: rowValues(sheet, number), notes });
    }
    return rows;
  }

  const vehicles = async (plateNo: string) =>
    (await sql<Record<string, any>>`select * from vm_vehicle where plate_no = ${plateNo} order by org_no`.execute(test.app.database.db)).rows;

  it('refuses a key repeated in the file and keeps its first row', async () => {
    const result = await importRows(manager, 'VmVehicle', [vehicleRow('冀G2A001'), vehicleRow('冀G2A002'), vehicleRow('冀G2A001', { 品牌型号: '第二次' })]);
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 2, errorNum: 1 } });
    expect(await vehicles('冀G2A001')).toEqual([expect.objectContaining({ brand_model: '长城 炮' })]);
    const [refused] = await errorRows(manager, 'VmVehicle', result.body.value.uuid);
    expect(refused?.values.slice(0, 4)).toEqual(['冀G2A001', VIN, '皮卡', '第二次']);
    expect(refused?.notes).toEqual(['车牌号“冀G2A001”与第 2 行重复']);
  });

  it('refuses existing keys without overwrite and updates them with it', async () => {
    const existing = (await sql<{ plate_no: string; vehicle_no: string }>`select plate_no, vehicle_no from vm_vehicle where org_no = ${WIND_ORG} order by plate_no limit 1`.execute(test.app.database.db)).rows[0]!;
    const before = await countRows(test.app, 'vm_vehicle', WIND_ORG);

    const refused = await importRows(manager, 'VmVehicle', [vehicleRow(existing.plate_no, { 品牌型号: '覆盖' }), vehicleRow('冀G2B001')]);
    expect(refused.body.value).toMatchObject({ successNum: 1, errorNum: 1 });
    expect((await errorRows(manager, 'VmVehicle', refused.body.value.uuid))[0]?.notes).toEqual([`车牌号“${existing.plate_no}”已存在`]);
    expect(await countRows(test.app, 'vm_vehicle', WIND_ORG)).toBe(before + 1);

    const overwritten = await importRows(manager, 'VmVehicle', [vehicleRow(existing.plate_no, { 品牌型号: '覆盖', 座位数: 7 }), vehicleRow('冀G2B002')], { overwrite: 'true' });
    expect(overwritten.body.value).toMatchObject({ successNum: 2, errorNum: 0 });
    expect(await countRows(test.app, 'vm_vehicle', WIND_ORG)).toBe(before + 2);
    const [updated] = await vehicles(existing.plate_no);
    expect(updated).toMatchObject({ vehicle_no: existing.vehicle_no, brand_model: '覆盖', seats: 7, row_version: 2, updated_by: 'U0002', org_no: WIND_ORG });
  });

  it('keeps organisations apart: the same key imports into another organisation, names resolve only inside it', async () => {
    const result = await importRows(admin, 'VmVehicle', [vehicleRow('冀G2A002', { 使用部门: '设备检修部' }), vehicleRow('冀G2A003', { 使用部门: '生产技术部' })]);
    expect(result.body.value).toMatchObject({ successNum: 1, errorNum: 1 });
    expect((await vehicles('冀G2A002')).map((row) => [row.org_no, row.depart_no])).toEqual([[WIND_ORG, null], [PV_ORG, 'D0202']]);
    expect((await errorRows(admin, 'VmVehicle', result.body.value.uuid))[0]?.notes).toEqual(['使用部门“生产技术部”不存在']);
  });

  it('resolves references by name or key, and checks cross-field rules', async () => {
    const station = (await sql<{ czxx_no: string }>`select czxx_no from ba_station where org_no = ${WIND_ORG}`.execute(test.app.database.db)).rows[0]!;
    const defect = (code: string, overrides: Record<string, unknown> = {}) => ({
      缺陷单号: code, 缺陷标题: '叶片裂纹', 场站: '张北风电场', 缺陷类别: '一般', 发现人: '张三', 发现时间: '2024-05-01 08:30', 缺陷描述: '巡检发现', ...overrides,
    });
    const result = await importRows(manager, 'DfDefect', [
      defect('D001', { 责任班组: '运行一值', 计划开始: '2024-05-01', 计划结束: '2024-05-03', '损失电量(kWh)': 12.5 }),
      defect('D002', { 场站: station.czxx_no }),
      defect('D003', { 场站: '格尔木光伏电站' }),
      defect('D004', { 计划开始: '2024-05-04', 计划结束: '2024-05-03' }),
      defect('D005', { 发现时间: new Date(Date.UTC(2024, 4, 2, 14, 5, 9)), 缺陷类别: '紧急,一般' }),
    ]);
    expect(result.body.value).toMatchObject({ successNum: 2, errorNum: 3 });
    const stored = (await sql<Record<string, any>>`select * from df_defect where defect_code in ('D001', 'D002') order by defect_code`.execute(test.app.database.db)).rows;
    expect(stored).toEqual([
      expect.objectContaining({ czxx_no: station.czxx_no, team_no: 'T0101', category: 'GENERAL', found_time: '2024-05-01 08:30:00', lost_energy_kwh: '12.50', planned_end: '2024-05-03' }),
      expect.objectContaining({ czxx_no: station.czxx_no }),
    ]);
    const refused = await errorRows(manager, 'DfDefect', result.body.value.uuid);
    expect(refused.map((row) => [row.values[0], row.notes])).toEqual([
      ['D003', ['场站“格尔木光伏电站”不存在']],
      ['D004', ['计划开始时间不能晚于计划结束时间']],
      ['D005', ['缺陷类别的值不在可选范围内']],
    ]);
  });

  it("resolves a filtered reference only among the records its filter field allows (the defect's station's equipment)", async () => {
    const db = test.app.database.db;
    const station = (await sql<{ czxx_no: string }>`select czxx_no from ba_station where org_no = ${WIND_ORG}`.execute(db)).rows[0]!;
    const [moved, kept] = (await sql<{ eq_no: string }>`select eq_no from eq_equipment where czxx_no = ${station.czxx_no} order by eq_code limit 2`.execute(db)).rows;
    await moduleTables(db).updateTable('eq_equipment').set({ czxx_no: 'elsewhere' }).where('eq_no', '=', moved!.eq_no).execute();
    try {
      const defect = (code: string, eqNo: string) => ({ 缺陷单号: code, 缺陷标题: '叶片裂纹', 场站: '张北风电场', 设备: eqNo, 缺陷类别: '一般', 发现人: '张三', 发现时间: '2024-05-01 08:30', 缺陷描述: '巡检发现' });
      const result = await importRows(manager, 'DfDefect', [defect('F001', kept!.eq_no), defect('F002', moved!.eq_no)]);
      expect(result.body.value).toMatchObject({ successNum: 1, errorNum: 1 });
      const refused = await errorRows(manager, 'DfDefect', result.body.value.uuid);
      expect(refused.map((row) => [row.values[0], row.notes])).toEqual([['F002', [`设备“${moved!.eq_no}”不存在`]]]);
    } finally {
      await moduleTables(db).updateTable('eq_equipment').set({ czxx_no: station.czxx_no }).where('eq_no', '=', moved!.eq_no).execute();
    }
  });

  it('puts rows under the parent the call names, only a parent of the user organisation', async () => {
    const db = test.app.database.db;
    const parent = (await sql<{ eq_no: string }>`select eq_no from eq_equipment where org_no = ${WIND_ORG} order by eq_code limit 1`.execute(db)).rows[0]!;
    const foreign = (await sql<{ eq_no: string }>`select eq_no from eq_equipment where org_no = ${PV_ORG} limit 1`.execute(db)).rows[0]!;
    const equipment = { 设备编码: 'EQX001', 设备名称: '1号风机变桨柜', 设备类型: '开关柜', 所属场站: '张北风电场' };
    const result = await importRows(manager, 'EqEquipment', [equipment], { parentId: parent.eq_no });
    expect(result.body.value).toMatchObject({ successNum: 1, errorNum: 0 });
    const stored = (await sql<{ parent_eq_no: string; eq_type: string }>`select parent_eq_no, eq_type from eq_equipment where eq_code = 'EQX001'`.execute(db)).rows;
    expect(stored).toEqual([{ parent_eq_no: parent.eq_no, eq_type: 'SWG' }]);
    expect((await importRows(manager, 'EqEquipment', [{ ...equipment, 设备编码: 'EQX002' }], { parentId: foreign.eq_no })).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    expect((await importRows(manager, 'VmVehicle', [vehicleRow('冀G4A001')], { parentId: parent.eq_no })).body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
    expect(await vehicles('冀G4A001')).toEqual([]);
  });

  it('keeps the error workbooks of concurrent imports apart', async () => {
    const [first, second] = await Promise.all([
      importRows(manager, 'VmVehicle', [vehicleRow('冀G3A001'), vehicleRow('one-bad')]),
      importRows(manager, 'VmVehicle', [vehicleRow('冀G3A002'), vehicleRow('two-bad-a'), vehicleRow('two-bad-b')]),
    ]);
    expect(first.body.value).toMatchObject({ successNum: 1, errorNum: 1 });
    expect(second.body.value).toMatchObject({ successNum: 1, errorNum: 2 });
    expect(first.body.value.uuid).not.toBe(second.body.value.uuid);
    expect((await errorRows(manager, 'VmVehicle', first.body.value.uuid)).map((row) => row.values[0])).toEqual(['one-bad']);
    expect((await errorRows(manager, 'VmVehicle', second.body.value.uuid)).map((row) => row.values[0])).toEqual(['two-bad-a', 'two-bad-b']);
  });

  /** Fills the template, lets `change` edit the workbook as a user's spreadsheet program would, and imports it. */
  async function importEdited(rows: Record<string, unknown>[], change: (workbook: ExcelJS.Workbook) => void) {
    const template = await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: 'VmVehicle' });
    const workbook = await readWorkbook(await fillTemplate(template.bytes, rows));
    change(workbook);
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'rows.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) }]);
    return call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId });
  }

  async function purchaseDates(prefix: string): Promise<string[]> {
    const { rows } = await sql<{ purchase_date: unknown }>`select purchase_date from vm_vehicle where plate_no like ${`${prefix}%`} order by plate_no`.execute(test.app.database.db);
    return rows.map((row) => (row.purchase_date instanceof Date ? row.purchase_date.toISOString() : String(row.purchase_date)).slice(0, 10));
  }

  it('reads a date typed as a serial number in a General cell as that date', async () => {
    const result = await importEdited([vehicleRow('冀J2A001', { 购置日期: 45356 })], (workbook) => {
      dataSheet(workbook).getCell('F2').numFmt = 'General';
    });
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 1, errorNum: 0 } });
    expect(await purchaseDates('冀J2A')).toEqual(['2024-03-05']);
  });

  it('accepts text dates in the common forms', async () => {
    const forms = ['2024/3/5', '2024年3月5日', '2024.3.5', '2024-3-5'];
    const result = await importRows(manager, 'VmVehicle', forms.map((date, index) => vehicleRow(`冀J3A00${index}`, { 购置日期: date })));
    expect(result.body).toMatchObject({ state: 0, value: { successNum: forms.length, errorNum: 0 } });
    expect(await purchaseDates('冀J3A')).toEqual(forms.map(() => '2024-03-05'));
  });

  it('refuses a formula without a cached value, naming its cell', async () => {
    const result = await importEdited([vehicleRow('冀J4A001')], (workbook) => {
      dataSheet(workbook).getCell('D2').value = { formula: 'CONCAT("长城"," 炮")' } as ExcelJS.CellFormulaValue;
    });
    expect(result.body).toMatchObject({ state: -1, msgInfo: '单元格 D2 是没有计算结果的公式，请在 Excel 中打开并保存后再导入' });
    expect(await vehicles('冀J4A001')).toEqual([]);
  });
});
