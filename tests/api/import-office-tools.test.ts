import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from './harness.ts';
import { fillTemplate, startTemplateTest, upload } from './file-helpers.ts';
import { fillWithOpenpyxl, officeTool, resaveWithLibreOffice } from './office-tools.ts';

const DATA_SHEET = '导入数据';

/** Templates filled and saved by other tools than Excel import like the ones Excel saves. */
describe('import: templates saved by openpyxl and LibreOffice', async () => {
  const [openpyxl, libreOffice] = [await officeTool('openpyxl'), await officeTool('libreoffice')];
  let test: TestApp;
  let manager: string;
  let template: Buffer;
  beforeAll(async () => {
    ({ test, manager, template } = await startTemplateTest('BaStation'));
  });
  afterAll(() => test.close());

  const stations = (prefix: string) =>
    [1, 2].map((index) => ({ 场站编码: `${prefix}${index}`, 场站名称: `${prefix}场站${index}`, 场站类型: '风电', '装机容量(MW)': 50 + index }));

  async function importBytes(bytes: Buffer) {
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'stations.xlsx', bytes }]);
    expect(uploaded.body).toMatchObject({ state: 0 });
    return call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'BaStation', filePath: uploaded.body.fileId, flagField: 'stationCode' });
  }

  async function imported(prefix: string) {
    const { rows } = await sql<{ station_code: string; czxx_nam: string }>`select station_code, czxx_nam from ba_station where station_code like ${`${prefix}%`} order by station_code`.execute(test.app.database.db);
    return rows.map((row) => [row.station_code, row.czxx_nam]);
  }

  const expected = (prefix: string) => stations(prefix).map((row) => [row.场站编码, row.场站名称]);

  it.runIf(openpyxl)('imports a template filled and saved by openpyxl (absolute sheet targets)', async () => {
    const result = await importBytes(await fillWithOpenpyxl(template, DATA_SHEET, stations('OPX')));
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 2, errorNum: 0 } });
    expect(await imported('OPX')).toEqual(expected('OPX'));
  });

  it.runIf(openpyxl)('finds the data sheet by its name when a sheet is placed before it', async () => {
    const result = await importBytes(await fillWithOpenpyxl(template, DATA_SHEET, stations('OPB'), '说明'));
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 2, errorNum: 0 } });
    expect(await imported('OPB')).toEqual(expected('OPB'));
  });

  it.runIf(libreOffice)('imports a template saved again by LibreOffice (its veryHidden sheets become hidden)', async () => {
    const result = await importBytes(await resaveWithLibreOffice(await fillTemplate(template, stations('LBO'))));
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 2, errorNum: 0 } });
    expect(await imported('LBO')).toEqual(expected('LBO'));
  }, 120_000);
});
