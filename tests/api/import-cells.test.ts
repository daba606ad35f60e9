import { sql } from 'kysely';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from './harness.ts';
import { dataSheet, fillTemplate, readWorkbook, startTemplateTest, upload } from './file-helpers.ts';

const VIN = 'LGWEF4A59NF123456';

/** Cells as people and their tools write them, beyond what the template's formats ask for. */
describe('import: cells as spreadsheet users write them', () => {
  let test: TestApp;
  let manager: string;
  let template: Buffer;
  beforeAll(async () => {
    ({ test, manager, template } = await startTemplateTest('VmVehicle'));
  });
  afterAll(() => test.close());

  const vehicle = (plateNo: string, overrides: Record<string, unknown> = {}) => ({
    车牌号: plateNo, 车架号: VIN, 车辆类型: '皮卡', 品牌型号: '长城 炮', 购置日期: '2024-01-01', 状态: '在用', ...overrides,
  });

  /** Fills the template, lets `change` edit the workbook as a user would, and imports it. */
  async function importWorkbook(rows: Record<string, unknown>[], change: (workbook: ExcelJS.Workbook) => void = () => undefined) {
    const workbook = await readWorkbook(await fillTemplate(template, rows));
    change(workbook);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'vehicles.xlsx', bytes }]);
    expect(uploaded.body).toMatchObject({ state: 0 });
    return call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId });
  }

  async function purchaseDates(prefix: string): Promise<Record<string, string>> {
    const { rows } = await sql<{ plate_no: string; purchase_date: unknown }>`select plate_no, purchase_date from vm_vehicle where plate_no like ${`${prefix}%`}`.execute(test.app.database.db);
    return Object.fromEntries(rows.map((row) => [row.plate_no, String(row.purchase_date instanceof Date ? row.purchase_date.toISOString() : row.purchase_date).slice(0, 10)]));
  }

  it('reads a date typed as a serial number in a General cell as that date', async () => {
    const result = await importWorkbook([vehicle('冀J2A001', { 购置日期: 45356 })], (workbook) => {
      dataSheet(workbook).getCell('F2').numFmt = 'General';
    });
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 1, errorNum: 0 } });
    expect(await purchaseDates('冀J2A')).toEqual({ 冀J2A001: '2024-03-05' });
  });

  it('accepts text dates in the common forms', async () => {
    const forms = ['2024/3/5', '2024年3月5日', '2024.3.5', '2024-3-5'];
    const result = await importWorkbook(forms.map((date, index) => vehicle(`冀J3A00${index}`, { 购置日期: date })));
    expect(result.body).toMatchObject({ state: 0, value: { successNum: forms.length, errorNum: 0 } });
    expect(Object.values(await purchaseDates('冀J3A'))).toEqual(forms.map(() => '2024-03-05'));
  });

  it('refuses a formula without a cached value, naming its cell', async () => {
    const result = await importWorkbook([vehicle('冀J4A001')], (workbook) => {
      dataSheet(workbook).getCell('D2').value = { formula: 'CONCAT("长城"," 炮")' } as ExcelJS.CellFormulaValue;
    });
    expect(result.body).toMatchObject({ state: -1, msgInfo: '单元格 D2 是没有计算结果的公式，请在 Excel 中打开并保存后再导入' });
  });
});
