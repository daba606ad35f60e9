import { sql } from 'kysely';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { countRows, expectRefusal, WIND_ORG } from './module-helpers.ts';
import { dataSheet, download, fillTemplate, headerLabels, readWorkbook, rowValues, upload } from './file-helpers.ts';

const VEHICLE_HEADERS = [
  '*车牌号', '*车架号', '*车辆类型', '*品牌型号', '座位数', '*购置日期', '购置价格(元)', '行驶里程(km)',
  '保险到期', '年检日期', '驾驶员', '驾驶员电话', '*状态', '使用部门', '备注',
];
const VIN = 'LGWEF4A59NF123456';

describe('import: template round trip', () => {
  let test: TestApp;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    manager = await login(test.app, 'manager');
  });
  afterAll(() => test.close());

  const template = (token: string, params: Record<string, string> = {}, method: 'GET' | 'POST' = 'POST') =>
    download(test.app, token, 'pub/generateImportTemplate.ajax', { _entityName: 'VmVehicle', ...params }, method);

  async function importFile(bytes: Buffer, params: Record<string, string> = {}) {
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: '车辆导入.xlsx', bytes }]);
    expect(uploaded.body).toMatchObject({ state: 0, param: { fileName: '车辆导入.xlsx', fileType: 'xlsx' } });
    return call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId, ...params });
  }

  async function vehicle(plateNo: string) {
    const { rows } = await sql<Record<string, unknown>>`select * from vm_vehicle where plate_no = ${plateNo}`.execute(test.app.database.db);
    return rows;
  }

  it('builds the template from the bundle: labels, required marks, widths, formats, lists and the hidden mark', async () => {
    const answer = await template(manager);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('车辆台账_导入模板.xlsx')}`);
    const workbook = await readWorkbook(answer.bytes);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([['导入数据', 'visible'], ['_lists', 'veryHidden'], ['_template', 'veryHidden']]);
    const sheet = dataSheet(workbook);
    expect(headerLabels(sheet)).toEqual(VEHICLE_HEADERS);
    const plate = sheet.getCell('A1').value as ExcelJS.CellRichTextValue;
    expect(plate.richText[0]).toMatchObject({ text: '*', font: { bold: true, color: { argb: 'FFFF0000' } } });
    expect(plate.richText[1]).toMatchObject({ text: '车牌号', font: { bold: true } });
    expect(sheet.getColumn(1).width).toBe(17);
    expect(sheet.getColumn(2).width).toBe(29);
    expect(sheet.getColumn(6).numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getColumn(7).numFmt).toBe('0.00');
    expect(sheet.getColumn(1).numFmt).toBe('@');
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ["'_lists'!$A$1:$A$5"] });
    expect(sheet.getCell('M500').dataValidation).toMatchObject({ type: 'list', formulae: ["'_lists'!$B$1:$B$4"] });
    const lists = workbook.getWorksheet('_lists') as ExcelJS.Worksheet;
    expect(lists.getColumn(1).values.slice(1)).toEqual(['越野车', '皮卡', '面包车', '工程车', '吊车']);
    const mark = workbook.getWorksheet('_template') as ExcelJS.Worksheet;
    expect(rowValues(mark, 2)).toEqual(['module', 'vmVehicle']);
    expect(rowValues(mark, 3).slice(0, 3)).toEqual(['fields', 'plateNo', 'frameNo']);
    expect(String(rowValues(mark, 4)[1])).toMatch(/^[0-9a-f]{64}$/);
  });

  it('follows the language, the fields asked for and the GET template url', async () => {
    const english = await readWorkbook((await template(manager, { lang: 'en_US' })).bytes);
    expect(dataSheet(english).name).toBe('Data');
    expect(headerLabels(dataSheet(english)).slice(0, 3)).toEqual(['*Plate number', '*Frame number (VIN)', '*Vehicle type']);
    const narrowed = await readWorkbook((await template(manager, { fields: 'brandModel,plateNo,remark' }, 'GET')).bytes);
    expect(headerLabels(dataSheet(narrowed))).toEqual(['*品牌型号', '*车牌号', '备注']);
  });

  it('refuses fields that are not importable and users without the template operation', async () => {
    expect((await template(manager, { fields: 'plateNo,ownerName' })).body).toMatchObject({ state: -1, code: 'E_UNKNOWN_FIELD' });
    for (const field of ['photos', 'vehicleNo']) {
      expect((await template(manager, { fields: field })).body).toMatchObject({ state: -1, msgInfo: `字段 ${field} 不能导入` });
    }
    const zhangsan = await login(test.app, 'zhangsan');
    expect((await template(zhangsan)).body).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
  });

  it('imports the good rows, reports the bad ones per cell, and the fixed error workbook imports', async () => {
    const before = await countRows(test.app, 'vm_vehicle', WIND_ORG);
    const filled = await fillTemplate((await template(manager)).bytes, [
      {
        车牌号: '冀G1A001', 车架号: VIN, 车辆类型: '皮卡', 品牌型号: '长城 炮', 座位数: 5, 购置日期: new Date(Date.UTC(2024, 2, 15)),
        '购置价格(元)': 158000.5, '行驶里程(km)': 1200, 驾驶员电话: '13900020002', 状态: '维修', 使用部门: '设备检修部', 备注: '导入',
      },
      { 车牌号: '冀G1A002', 车架号: VIN, 车辆类型: 'SUV', 品牌型号: '坦克 300', 购置日期: '2023-05-06', 状态: 'In use' },
      { 车牌号: 'bad', 车架号: VIN, 车辆类型: '飞机', 品牌型号: '长城 炮', 座位数: 99, 购置日期: 'not a date', 状态: '在用' },
      { 车牌号: '冀G1A003', 车架号: VIN, 车辆类型: '皮卡', 购置日期: new Date(Date.UTC(2024, 0, 1)), 状态: '在用', 使用部门: '不存在的部门' },
    ]);
    const result = await importFile(filled);
    expect(result.body).toMatchObject({ state: 0, msgInfo: '成功导入 2 条，失败 2 条（详情请下载文件查看）' });
    const { successNum, errorNum, uuid, filePath, saveName } = result.body.value;
    expect({ successNum, errorNum, saveName }).toEqual({ successNum: 2, errorNum: 2, saveName: '车辆台账_导入异常数据.xlsx' });
    expect(uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(filePath).toMatch(/^[0-9a-f]{32}$/);
    expect(result.body.param).toEqual(result.body.value);
    expect(await countRows(test.app, 'vm_vehicle', WIND_ORG)).toBe(before + 2);

    expect(await vehicle('冀G1A001')).toEqual([
      expect.objectContaining({
        vehicle_type: 'PICKUP', vehicle_state: '20', seats: 5, purchase_date: '2024-03-15', purchase_price: '158000.50', mileage_km: 1200,
        driver_phone: '13900020002', depart_no: 'D0102', remark: '导入', org_no: WIND_ORG, created_by: 'U0002', row_version: 1,
      }),
    ]);
    expect(await vehicle('冀G1A002')).toEqual([expect.objectContaining({ vehicle_type: 'SUV', vehicle_state: '10', purchase_date: '2023-05-06' })]);

    const errors = await download(test.app, manager, 'pub/downloadErrorExcel.ajax', { _entityName: 'VmVehicle', uuid });
    expect(errors.headers['content-disposition']).toContain(encodeURIComponent('车辆台账_导入异常数据.xlsx'));
    const errorBook = await readWorkbook(errors.bytes);
    expect(errorBook.worksheets.map((sheet) => sheet.name)).toEqual(['导入数据', '_lists', '_template']);
    const sheet = dataSheet(errorBook);
    expect(headerLabels(sheet)).toEqual(VEHICLE_HEADERS);
    expect(rowValues(sheet, 2).slice(0, 6)).toEqual(['bad', VIN, '飞机', '长城 炮', 99, 'not a date']);
    const note = (address: string) => sheet.getCell(address).note;
    expect(note('A2')).toBe('请输入正确的车牌号');
    expect(note('C2')).toBe('车辆类型的值不在可选范围内');
    expect(note('E2')).toBe('数值范围在 1 到 60 之间');
    expect(note('F2')).toBe('请输入正确的日期（YYYY-MM-DD）');
    expect(note('B2')).toBeUndefined();
    expect(rowValues(sheet, 3)[0]).toBe('冀G1A003');
    expect(note('D3')).toBe('请输入品牌型号');
    expect(note('N3')).toBe('使用部门“不存在的部门”不存在');

    // The user corrects the refused cells in the error workbook and imports it again.
    sheet.getCell('A2').value = '冀G1A004';
    sheet.getCell('C2').value = '吊车';
    sheet.getCell('E2').value = 2;
    sheet.getCell('F2').value = new Date(Date.UTC(2022, 10, 30));
    sheet.getCell('D3').value = '江铃 域虎';
    sheet.getCell('N3').value = 'D0101';
    const fixed = await importFile(Buffer.from(await errorBook.xlsx.writeBuffer()));
    expect(fixed.body).toMatchObject({ state: 0, msgInfo: '成功导入 2 条数据', value: { successNum: 2, errorNum: 0, filePath: '', saveName: '' } });
    expect(await vehicle('冀G1A004')).toEqual([expect.objectContaining({ vehicle_type: 'CRANE', seats: 2, purchase_date: '2022-11-30' })]);
    expect(await vehicle('冀G1A003')).toEqual([expect.objectContaining({ brand_model: '江铃 域虎', depart_no: 'D0101' })]);
  });

  it('imports a template downloaded in English for a user working in Chinese', async () => {
    const filled = await fillTemplate((await template(manager, { lang: 'en_US' })).bytes, [
      { 'Plate number': '冀G1A010', 'Frame number (VIN)': VIN, 'Vehicle type': 'Van', 'Brand and model': '五菱 宏光', 'Purchase date': new Date(Date.UTC(2021, 5, 1)), State: 'Scrapped' },
    ]);
    const result = await importFile(filled);
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 1, errorNum: 0 } });
    expect(await vehicle('冀G1A010')).toEqual([expect.objectContaining({ vehicle_type: 'VAN', vehicle_state: '40' })]);
  });

  it('needs the import operation and answers the error workbook only to its importer', async () => {
    const filled = await fillTemplate((await template(manager)).bytes, [{ 车牌号: 'x' }]);
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'a.xlsx', bytes: filled }]);
    const zhangsan = await login(test.app, 'zhangsan');
    expectRefusal(await call(test.app, zhangsan, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId }), 'E_OPERATION_DENIED', 403);
    const result = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId });
    expect(result.body.value).toMatchObject({ successNum: 0, errorNum: 1 });
    const admin = await login(test.app, 'admin');
    const other = await download(test.app, admin, 'pub/downloadErrorExcel.ajax', { _entityName: 'VmVehicle', uuid: result.body.value.uuid });
    expect(other.body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    const wrongModule = await download(test.app, manager, 'pub/downloadErrorExcel.ajax', { _entityName: 'BaStation', uuid: result.body.value.uuid });
    expect(wrongModule.body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
  });
});
