import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SHARED_STRINGS } from '../../server/excel/import-limits.ts';
import { call, login, type TestApp } from './harness.ts';
import { countRows, PV_ORG } from './module-helpers.ts';
import { dataSheet, download, fillTemplate, readWorkbook, startTemplateTest, upload } from './file-helpers.ts';
import { replacePart } from './zip-helpers.ts';
import { finishedJob } from './job-helpers.ts';

const VIN = 'LGWEF4A59NF123456';

describe('import: refused workbooks change nothing', () => {
  let test: TestApp;
  let manager: string;
  let template: Buffer;
  beforeAll(async () => {
    ({ test, manager, template } = await startTemplateTest('VmVehicle'));
  });
  afterAll(() => test.close());

  /** Files left under a storage folder: a refused upload leaves none. */
  async function storedFiles(kind: string): Promise<number> {
    const dir = path.join(test.app.config.storageRoot, kind);
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).length;
  }

  /** Temporary files named tmp-<pid>-… (exceljs's buffers): a refused import leaves none. */
  async function temporaryFiles(): Promise<number> {
    return (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`)).length;
  }

  async function state() {
    const files = await sql<{ n: number }>`select count(*) as n from sys_file`.execute(test.app.database.db);
    return {
      vehicles: await countRows(test.app, 'vm_vehicle'),
      records: Number(files.rows[0]?.n),
      imports: await storedFiles('import'),
      errors: await storedFiles('importError'),
      temporary: await temporaryFiles(),
    };
  }

  /** The database, storage and temporary folder as before; exceljs removes its files asynchronously. */
  async function expectUnchanged(before: Awaited<ReturnType<typeof state>>) {
    expect({ ...(await state()), temporary: before.temporary }).toEqual(before);
    await expect.poll(temporaryFiles).toBe(before.temporary);
  }

  const send = (name: string, bytes: Buffer, fields: Record<string, string> = {}) =>
    upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name, bytes }], fields);

  async function refusedUpload(name: string, bytes: Buffer, msgInfo: string, fields: Record<string, string> = {}) {
    const before = await state();
    const result = await send(name, bytes, fields);
    expect(result.body, name).toMatchObject({ state: -1, msgInfo });
    await expectUnchanged(before);
    return result;
  }

  async function refusedImport(bytes: Buffer, msgInfo: string, params: Record<string, string> = {}) {
    const uploaded = await send('t.xlsx', bytes);
    expect(uploaded.body).toMatchObject({ state: 0 });
    const before = await state();
    const answer = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId, ...params });
    // A file this large is imported as a job: the refusal is its status's outcome.
    const jobId = answer.body.value?.jobId;
    const result = jobId ? await finishedJob(test.app, manager, jobId) : answer;
    if (jobId) expect(result.body.value).toMatchObject({ state: 'failed', message: msgInfo });
    else expect(result.body).toMatchObject({ state: -1, msgInfo });
    await expectUnchanged(before);
    return result;
  }

  it('refuses the upload of a user without the import grant before reading it', async () => {
    const before = await state();
    const zhangsan = await login(test.app, 'zhangsan');
    const result = await upload(test.app, zhangsan, 'attachment/importUploadFile.ajax', [{ name: 't.xlsx', bytes: template }]);
    expect(result.body).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
    await expectUnchanged(before);
  });

  it('refuses other types, renamed files, empty and old-format workbooks', async () => {
    await refusedUpload('data.csv', Buffer.from('a,b\n1,2\n'), '只能上传 xls, xlsx 格式的文件');
    await refusedUpload('t.xls', template, '只能上传 xlsx 格式的文件', { suffix: 'xlsx' });
    await refusedUpload('report.xlsx', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), '文件内容不是有效的 Excel 工作簿，请检查导入文件是否可用');
    await refusedUpload('empty.xlsx', Buffer.alloc(0), '上传的文件是空文件');
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    await refusedUpload('old.xls', ole, '导入模板为 .xlsx 格式，请在下载的模板中填写后直接上传，不要另存为 .xls');
    await refusedUpload('broken.xlsx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]), '导入异常，数据读取失败，请检查导入文件是否可用');
  });

  it('refuses an upload over the limit, two files and a request without a file', async () => {
    const result = await refusedUpload('big.xlsx', Buffer.alloc(1_300_000, 1), '上传文件大小不能超过 1MB!', { maxSize: '1048576' });
    expect(result.status).toBe(413);
    expect(result.body.code).toBe('E_PAYLOAD_TOO_LARGE');
    const two = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'a.xlsx', bytes: template }, { name: 'b.xlsx', bytes: template }]);
    expect(two.body).toMatchObject({ state: -1, msgInfo: '一次只能上传一个文件' });
    expect((await upload(test.app, manager, 'attachment/importUploadFile.ajax', [], { suffix: 'xlsx' })).body).toMatchObject({ state: -1, msgInfo: '请选择要上传的文件' });
    expect((await call(test.app, manager, 'attachment/importUploadFile.ajax', { suffix: 'xlsx' })).body).toMatchObject({ state: -1, msgInfo: '请选择要上传的文件' });
  });

  it('refuses macro-enabled workbooks, zip bombs and sheets declaring too many rows or columns', async () => {
    const macroType = replacePart(template, '[Content_Types].xml', (xml) =>
      xml.replace('spreadsheetml.sheet.main+xml', 'ms-excel.sheet.macroEnabled.main+xml'),
    );
    await refusedUpload('macro.xlsx', macroType, '不能导入包含宏或控件的工作簿，请使用下载的模板');
    await refusedUpload('macro.xlsx', replacePart(template, 'xl/vbaProject.bin', () => Buffer.from('vba code')), '不能导入包含宏或控件的工作簿，请使用下载的模板');
    await refusedUpload('bomb.xlsx', replacePart(template, 'xl/media/image1.png', () => Buffer.alloc(16 * 1024 * 1024)), '工作簿解压后过大或结构异常，已拒绝导入');
    const declare = (ref: string) => replacePart(template, 'xl/worksheets/sheet1.xml', (xml) => xml.replace('<sheetFormatPr', `<dimension ref="${ref}"/><sheetFormatPr`));
    await refusedUpload('rows.xlsx', declare('A1:O300000'), '工作簿过大：最多导入 200000 行、200 列');
    await refusedUpload('columns.xlsx', declare('A1:HA10'), '工作簿过大：最多导入 200000 行、200 列');
  });

  it('refuses a sheet whose rows or cells go beyond what its dimension declares, writing none of its rows', async () => {
    const filled = await fillTemplate(template, [{ 车牌号: '冀G8A001', 车架号: VIN, 车辆类型: '皮卡', 品牌型号: 'x', 购置日期: '2024-01-01', 状态: '在用' }]);
    /** The data sheet declaring A1:O2 (what it really holds so far) plus one more row `row`. */
    const understated = (row: string) =>
      replacePart(filled, 'xl/worksheets/sheet1.xml', (xml) => {
        const declared = xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:O2"/>');
        const withDimension = declared.includes('<dimension ') ? declared : declared.replace('<sheetFormatPr', '<dimension ref="A1:O2"/><sheetFormatPr');
        return withDimension.replace('</sheetData>', `${row}</sheetData>`);
      });
    // The dimension passes the upload's check; the rows read during the import do not.
    await refusedImport(understated('<row r="200002"><c r="A200002"><v>1</v></c></row>'), '工作簿过大：最多导入 200000 行、200 列');
    await refusedImport(understated('<row r="3"><c r="A3"><v>1</v></c><c r="GT3"><v>2</v></c></row>'), '工作簿过大：最多导入 200000 行、200 列');
    expect((await sql`select plate_no from vm_vehicle where plate_no = '冀G8A001'`.execute(test.app.database.db)).rows).toEqual([]);
  });

  it('refuses more shared strings than the limit or one longer than any cell, though the upload read only those of the mark', async () => {
    const filled = await fillTemplate(template, [{ 车牌号: '冀G8A002', 车架号: VIN, 车辆类型: '皮卡', 品牌型号: 'x', 购置日期: '2024-01-01', 状态: '在用' }]);
    const appended = (strings: string) => replacePart(filled, 'xl/sharedStrings.xml', (xml) => xml.replace('</sst>', `${strings}</sst>`));
    const many = Array.from({ length: MAX_SHARED_STRINGS }, (_, index) => `<si><t>${index}</t></si>`).join('');
    await refusedImport(appended(many), '工作簿解压后过大或结构异常，已拒绝导入');
    await refusedImport(appended(`<si><t>${randomBytes(1536 * 1024).toString('base64')}</t></si>`), '工作簿解压后过大或结构异常，已拒绝导入');
    expect((await sql`select plate_no from vm_vehicle where plate_no = '冀G8A002'`.execute(test.app.database.db)).rows).toEqual([]);
  });

  it('refuses a row whose XML goes beyond the row limit, though each of its cells stays within the run limit', async () => {
    const filled = await fillTemplate(template, [{ 车牌号: '冀G8A003', 车架号: VIN, 车辆类型: '皮卡', 品牌型号: 'x', 购置日期: '2024-01-01', 状态: '在用' }]);
    const text = () => Array.from({ length: 450 }, () => `${randomBytes(4).toString('hex')}${'a'.repeat(2000)}`).join('');
    const cells = Array.from({ length: 20 }, (_, index) => `<c r="${String.fromCharCode(65 + index)}3" t="inlineStr"><is><t>${text()}</t></is></c>`).join('');
    const wide = replacePart(filled, 'xl/worksheets/sheet1.xml', (xml) => xml.replace('</sheetData>', `<row r="3">${cells}</row></sheetData>`));
    await refusedImport(wide, '工作簿解压后过大或结构异常，已拒绝导入');
    expect((await sql`select plate_no from vm_vehicle where plate_no = '冀G8A003'`.execute(test.app.database.db)).rows).toEqual([]);
  });

  it('refuses workbooks the system did not generate, a forged mark and a visible mark sheet', async () => {
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('导入数据').addRow(['*车牌号', '*车架号']);
    await refusedUpload('plain.xlsx', Buffer.from(await plain.xlsx.writeBuffer()), '该文件不是系统生成的导入模板，请先下载模板，填写后再导入');
    const forged = replacePart(template, 'xl/worksheets/sheet3.xml', (xml) => xml.replace(/[0-9a-f]{64}/, '0'.repeat(64)));
    await refusedUpload('forged.xlsx', forged, '该文件不是系统生成的导入模板，请先下载模板，填写后再导入');
    const copied = replacePart(template, 'xl/worksheets/sheet3.xml', (xml) => xml.replace('vmVehicle', 'baStation'));
    await refusedUpload('copied.xlsx', copied, '该文件不是系统生成的导入模板，请先下载模板，填写后再导入');
    const visible = replacePart(template, 'xl/workbook.xml', (xml) => xml.replace('name="_template" state="veryHidden"', 'name="_template" state="visible"'));
    await refusedUpload('visible.xlsx', visible, '该文件不是系统生成的导入模板，请先下载模板，填写后再导入');
  });

  it('refuses the wrong template, missing and extra columns, an empty sheet and a bad key field', async () => {
    const station = (await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: 'BaStation' })).bytes;
    await refusedImport(station, '该模板属于“场站档案”，不能导入到“车辆台账”');

    const missing = await readWorkbook(template);
    dataSheet(missing).spliceColumns(2, 1);
    await refusedImport(Buffer.from(await missing.xlsx.writeBuffer()), '导入文件缺少列：车架号，请使用下载的模板');

    const extra = await readWorkbook(template);
    dataSheet(extra).getCell('P1').value = '颜色';
    await refusedImport(Buffer.from(await extra.xlsx.writeBuffer()), '导入文件包含模板之外的列：颜色，请删除后再导入');

    await refusedImport(template, '导入文件中没有数据');
    const filled = await fillTemplate(template, [{ 车牌号: '冀G7A001', 车架号: VIN, 车辆类型: '皮卡', 品牌型号: 'x', 购置日期: '2024-01-01', 状态: '在用' }]);
    await refusedImport(filled, '导入标识字段无效：ownerName', { flagField: 'ownerName' });
    await refusedImport(filled, '导入标识字段无效：photos', { flagField: 'photos' });
    await refusedImport(filled, '不能访问其他组织的数据', { _orgNo: PV_ORG });
  });

  it('resolves only upload ids it issued to the user', async () => {
    for (const filePath of ['../../etc/passwd', '/etc/passwd', '..%2F..%2Fetc%2Fpasswd', 'import/202401/../../../x', 'C:\\windows\\win.ini']) {
      const result = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath });
      expect(result.body, filePath).toMatchObject({ state: -1, msgInfo: '文件路径无效' });
    }
    const uploaded = await send('t.xlsx', template);
    const admin = await login(test.app, 'admin');
    const foreign = await call(test.app, admin, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId });
    expect(foreign.body).toMatchObject({ state: -1, msgInfo: '文件不存在或已过期，请重新上传' });
    const unknown = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: 'f'.repeat(32) });
    expect(unknown.body).toMatchObject({ state: -1, msgInfo: '文件不存在或已过期，请重新上传' });
  });

  it('writes all good rows or none: a failure in a later batch rolls back the earlier ones', async () => {
    const db = test.app.database.db;
    await sql`create function fail_on_plate() returns trigger language plpgsql as $$
      begin if new.plate_no = '冀G9Z050' then raise exception 'disk full'; end if; return new; end $$`.execute(db);
    await sql`create trigger fail_on_plate before insert on vm_vehicle for each row execute function fail_on_plate()`.execute(db);
    try {
      // Two batches of 1000 rows: the first is written before the second fails.
      const rows = Array.from({ length: 1100 }, (_, index) => ({
        车牌号: index < 1000 ? `冀G9${String(index).padStart(4, '0')}` : `冀G9Z${String(index - 1000).padStart(3, '0')}`, 车架号: VIN, 车辆类型: '皮卡', 品牌型号: '长城 炮', 购置日期: '2024-01-01', 状态: index === 3 ? '未知' : '在用',
      }));
      const bytes = await fillTemplate(template, rows);
      const uploaded = await send('t.xlsx', bytes);
      const before = await state();
      const result = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'VmVehicle', filePath: uploaded.body.fileId });
      expect(result.status).toBe(500);
      expect(result.body).toMatchObject({ state: -1, code: 'E_INTERNAL', msgInfo: 'Status:500, 服务器错误!' });
      await expectUnchanged(before);
    } finally {
      await sql`drop trigger fail_on_plate on vm_vehicle`.execute(db);
      await sql`drop function fail_on_plate()`.execute(db);
    }
  });
});
