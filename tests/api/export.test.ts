import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, grantsChanged, login, loginAll, startTestApp, type TestApp } from './harness.ts';
import { allRows, expectRefusal, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { dataSheet, download, headerLabels, readWorkbook, rowValues } from './file-helpers.ts';

const LIST_HEADERS = ['车牌号', '车辆类型', '品牌型号', '座位数', '购置日期', '购置价格(元)', '行驶里程(km)', '保险到期', '驾驶员', '状态', '车架号'];

describe('export: the rows of the list as a workbook', () => {
  let test: TestApp;
  let manager: string;
  let lisi: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, lisi] = await loginAll(test.app, ['manager', 'lisi']);
  });
  afterAll(() => test.close());

  async function exported(token: string, params: Record<string, string> = {}) {
    const answer = await call(test.app, token, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle', ...params });
    expect(answer.body).toMatchObject({ state: 0, param: { filePath: expect.stringMatching(/^[0-9a-f]{32}$/), saveName: expect.stringMatching(/\.xlsx$/) } });
    const file = await download(test.app, token, 'attachment/fileDownload', { filePath: answer.body.param.filePath, saveName: answer.body.param.saveName });
    expect(file.status).toBe(200);
    const sheet = dataSheet(await readWorkbook(file.bytes));
    const rows: unknown[][] = [];
    for (let number = 2; number <= sheet.rowCount; number += 1) rows.push(rowValues(sheet, number));
    return { answer, file, sheet, headers: headerLabels(sheet), rows };
  }

  it('exports every row the user sees, in the list order, with the list labels and dictionary labels', async () => {
    const { answer, sheet, headers, rows } = await exported(manager);
    expect(answer.body.msgInfo).toBe('导出成功');
    expect(answer.body.param.saveName).toMatch(/^车辆台账_\d{14}\.xlsx$/);
    expect(headers).toEqual(LIST_HEADERS);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    const listed = await allRows(test.app, manager, 'vm/vehicle/tableList.ajax');
    expect(rows.map((row) => row[0])).toEqual(listed.map((row) => row.rowDatas.plateNo));
    const first = listed[0]!.rowDatas;
    const [plate, type, model, seats, purchased, price, , , , state, frame] = rows[0]!;
    expect({ plate, type, model, seats, state, frame }).toEqual({
      plate: first.plateNo, type: first._labels.vehicleType, model: first.brandModel, seats: first.seats ?? undefined, state: first._labels.vehicleState, frame: first.frameNo,
    });
    expect(purchased).toEqual(new Date(`${first.purchaseDate}T00:00:00Z`));
    expect(price).toBe(Number(first.purchasePrice));
    expect(sheet.getColumn(5).numFmt).toBe('yyyy-mm-dd');
  });

  it('applies the condition, the order, the fields asked for and the ticked rows', async () => {
    const params = { condition: 'vehicleType:S_EPICKUP', orderField: 'plateNo', orderCondition: 'asc' };
    const { headers, rows } = await exported(manager, { ...params, fields: 'plateNo,vehicleType,purchaseDate' });
    expect(headers).toEqual(['车牌号', '车辆类型', '购置日期']);
    const listed = await allRows(test.app, manager, 'vm/vehicle/tableList.ajax', params);
    expect(listed.length).toBeGreaterThan(1);
    expect(rows.map((row) => row[0])).toEqual(listed.map((row) => row.rowDatas.plateNo));
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['皮卡']));

    const ticked = listed.slice(0, 2).map((row) => row.pkValue);
    const selected = await exported(manager, { ...params, selectedIds: ticked.join(',') });
    expect(selected.rows.map((row) => row[0])).toEqual(listed.slice(0, 2).map((row) => row.rowDatas.plateNo));
  });

  it('speaks the user language', async () => {
    const { headers, rows, answer } = await exported(manager, { lang: 'en_US', fields: 'plateNo,vehicleState' });
    expect(headers).toEqual(['Plate number', 'State']);
    expect(answer.body.param.saveName).toMatch(/^Vehicles_/);
    expect(new Set(rows.map((row) => row[1])).size).toBeGreaterThan(0);
    for (const row of rows) expect(['In use', 'Under repair', 'Out of service', 'Scrapped']).toContain(row[1]);
  });

  it('keeps to the user organisation and refuses another one', async () => {
    const { rows } = await exported(lisi, { fields: 'plateNo' });
    const { rows: pv } = await sql<{ plate_no: string }>`select plate_no from vm_vehicle where org_no = ${PV_ORG}`.execute(test.app.database.db);
    expect(rows.map((row) => row[0]).sort()).toEqual(pv.map((row) => row.plate_no).sort());
    expectRefusal(await call(test.app, lisi, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle', orgNo: WIND_ORG }), 'E_OTHER_ORG', 403);
  });

  it('refuses users without the export operation and keeps export files to their maker', async () => {
    const { answer } = await exported(manager, { fields: 'plateNo' });
    const zhangsan = await login(test.app, 'zhangsan');
    const other = await download(test.app, zhangsan, 'attachment/fileDownload', { filePath: answer.body.param.filePath });
    expect(other.body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    const mine = await download(test.app, manager, 'attachment/fileDownload', { infoNo: answer.body.param.filePath }, 'GET');
    expect(mine.status).toBe(200);

    await sql`delete from sys_role_opr where role_id = 'user' and module_id = 'vmVehicle' and opr_name = 'export'`.execute(test.app.database.db);
    await grantsChanged(test.app);
    try {
      expectRefusal(await call(test.app, zhangsan, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle' }), 'E_OPERATION_DENIED', 403);
    } finally {
      await sql`insert into sys_role_opr (role_id, module_id, opr_name) values ('user', 'vmVehicle', 'export')`.execute(test.app.database.db);
      await grantsChanged(test.app);
    }
    expectRefusal(await call(test.app, manager, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle', fields: 'plateNo,ownerName' }), 'E_UNKNOWN_FIELD', 400);
  });

  it('exports only list columns: a field the list does not show is refused like an unknown one', async () => {
    for (const fields of ['plateNo,driverPhone', 'remark', 'vehicleNo', 'photos']) {
      const answer = await call(test.app, manager, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle', fields });
      expectRefusal(answer, 'E_UNKNOWN_FIELD', 400);
      expect(answer.body.msgInfo, fields).toContain(fields.split(',').at(-1));
    }
    const { headers } = await exported(manager, { fields: 'frameNo,plateNo' });
    expect(headers).toEqual(['车架号', '车牌号']);
  });
});
