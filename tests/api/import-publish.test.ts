import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPublishedRegistry } from '../../server/designer/live-registry.ts';
import { runImport } from '../../server/excel/import-run.ts';
import { findFileRecord } from '../../server/files/file-records.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { WIND_ORG } from './module-helpers.ts';
import { editAndPublish, textField } from './module-design-helpers.ts';
import { download, fillTemplate, upload } from './file-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

const VIN = 'LGWEF4A59NF123456';

function vehicleRow(plateNo: string): Record<string, unknown> {
  return { 车牌号: plateNo, 车架号: VIN, 车辆类型: '皮卡', 品牌型号: '长城 炮', 购置日期: '2024-01-01', 状态: '在用' };
}

describe('import while the module is published anew', () => {
  let test: TestApp;
  let analyst: string;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp();
    [analyst, manager] = await loginAll(test.app, ['analyst', 'manager']);
  });
  afterAll(() => test.close());

  const plates = (prefix: string) =>
    moduleTables(test.app.database.db).selectFrom('vm_vehicle').select(['plate_no', 'bundle_version']).where('plate_no', 'like', `${prefix}%`).orderBy('plate_no').execute();

  it('refuses an import compiled against the version a publish has just replaced, writing nothing', async () => {
    const template = await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: 'VmVehicle' });
    const bytes = await fillTemplate(template.bytes, [vehicleRow('冀G6P001'), vehicleRow('冀G6P002')]);
    const uploaded = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'rows.xlsx', bytes }]);
    expect(uploaded.body).toMatchObject({ state: 0 });

    // What an import racing a publish holds: the module as it was when the call began.
    const db = test.app.database.db;
    const stale = await readPublishedRegistry(db, test.app.modules.dictionaries);
    const version = await editAndPublish(test.app, analyst, manager, 'vmVehicle', (bundle) => {
      bundle.entity.fields.push(textField('fuelCard', { maxLength: 20 }));
    });
    expect(version).toBe(2);

    const record = await findFileRecord(db, uploaded.body.fileId);
    const importing = runImport({
      database: test.app.database,
      registry: stale,
      storage: test.app.fileStorage,
      module: stale.byModuleId('vmVehicle')!,
      upload: record!,
      flagField: '',
      overwrite: false,
      parentId: '',
      parentName: '',
      ctx: { orgNo: WIND_ORG, userId: 'U0002', locale: 'zh-CN' },
      t: (messageId) => messageId,
    });
    await expect(importing).rejects.toMatchObject({ code: 'E_BUNDLE_CHANGED', params: { version: '2' } });
    expect(await plates('冀G6P')).toEqual([]);
    expect(await db.selectFrom('sys_file').select('file_id').where('kind', '=', 'importError').execute()).toEqual([]);

    // The same upload imports under the version now in force, and its rows say so.
    const result = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId });
    expect(result.body).toMatchObject({ state: 0, value: { successNum: 2, errorNum: 0 } });
    expect(await plates('冀G6P')).toEqual([
      { plate_no: '冀G6P001', bundle_version: '2' },
      { plate_no: '冀G6P002', bundle_version: '2' },
    ]);
  });
});
