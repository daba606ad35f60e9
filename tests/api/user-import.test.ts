import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { dataSheet, download, fillTemplate, readWorkbook, rowValues, upload } from './file-helpers.ts';
import { finishedJob } from './job-helpers.ts';
import { expectRefusal, WIND_ORG } from './module-helpers.ts';
import { fillWithOpenpyxl, officeTool, resaveWithLibreOffice } from './office-tools.ts';

const DATA_SHEET = '导入数据';
const COLUMNS = { name: '用户名', realName: '姓名', mobile: '手机号', org: '组织（编码或名称）', depart: '部门（编码或名称）', post: '岗位（编码或名称）', roles: '角色（编码或名称，多个用逗号分隔）' };

/** Issue 15: users imported from the user template through the modules' import pipeline. */
describe('user import', { timeout: 300_000 }, async () => {
  const tools = (await officeTool('openpyxl')) && (await officeTool('libreoffice'));
  let test: TestApp;
  let admin: string;
  let template: Buffer;
  beforeAll(async () => {
    test = await startTestApp();
    admin = await login(test.app, 'admin');
    template = (await download(test.app, admin, 'system/user/importTemplate.ajax')).bytes;
  }, 600_000);
  afterAll(() => test.close());

  async function importFile(token: string, bytes: Buffer, lang = 'zh_CN') {
    const uploaded = await upload(test.app, token, 'system/user/importUpload.ajax', [{ name: 'users.xlsx', bytes }]);
    expect(uploaded.body).toMatchObject({ state: 0 });
    const started = await call(test.app, token, 'system/user/import.ajax', { filePath: uploaded.body.fileId, lang });
    expect(started.body.state).toBe(0);
    const { jobId, passwordKey } = started.body.value as { jobId: string; passwordKey: string };
    const status = await finishedJob(test.app, token, jobId);
    return { jobId, passwordKey, status: status.body.value };
  }

  it.runIf(tools)('imports the good rows of a template filled by openpyxl and saved by LibreOffice, refuses the others with reasons, and hands the first passwords out once', async () => {
    const rows = [
      { [COLUMNS.name]: 'imp01', [COLUMNS.realName]: '导入甲', [COLUMNS.mobile]: 13800000001, [COLUMNS.org]: '张北风电场', [COLUMNS.depart]: '设备检修部', [COLUMNS.post]: 'P0104', [COLUMNS.roles]: 'user' },
      { [COLUMNS.name]: 'imp02', [COLUMNS.realName]: '导入乙', [COLUMNS.org]: WIND_ORG, [COLUMNS.depart]: 'D0101', [COLUMNS.roles]: '普通用户，业务分析员' },
      { [COLUMNS.name]: 'imp03', [COLUMNS.org]: '不存在的组织' },
      { [COLUMNS.name]: 'imp01', [COLUMNS.realName]: '重复', [COLUMNS.org]: WIND_ORG, [COLUMNS.depart]: '安全监察部' },
      { [COLUMNS.name]: 'zhangsan', [COLUMNS.realName]: '已有', [COLUMNS.org]: WIND_ORG, [COLUMNS.roles]: 'nosuchrole' },
    ];
    const filled = await resaveWithLibreOffice(await fillWithOpenpyxl(template, DATA_SHEET, rows));
    const { jobId, passwordKey, status } = await importFile(admin, filled);
    expect(status).toMatchObject({ state: 'done', progress: { read: 5, written: 2, refused: 3 }, result: { successNum: 2, errorNum: 3 } });
    expect(status.message).toBe('成功导入 2 条，失败 3 条（详情请下载文件查看）');

    // The refused rows come back in the template, each refused cell noted with its reason.
    const errors = await readWorkbook((await download(test.app, admin, 'system/user/importErrors.ajax', { uuid: status.result.uuid })).bytes);
    const sheet = dataSheet(errors);
    expect([rowValues(sheet, 2)[0], rowValues(sheet, 2)[3]]).toEqual(['imp03', '不存在的组织']);
    const noteOf = (row: number, column: number) => String(sheet.getRow(row).getCell(column).note ?? '');
    expect(noteOf(2, 2)).toContain('姓名');
    expect(noteOf(2, 4)).toBe('所属组织“不存在的组织”不是在用的编码或名称');
    expect(noteOf(3, 1)).toBe('用户名“imp01”与第 2 行重复');
    expect(noteOf(3, 5)).toBe('部门“安全监察部”不是该组织在用的编码或名称');
    expect(noteOf(4, 1)).toBe('用户名“zhangsan”已存在');
    expect(noteOf(4, 7)).toBe('角色“nosuchrole”不是在用的编码或名称');

    const listed = await call(test.app, admin, 'system/user/list.ajax', { keyword: 'imp0' });
    expect(listed.body.value.rows.map((row: { userName: string; departName: string; postName: string; roleIds: string[] }) => [row.userName, row.departName, row.postName, row.roleIds]).sort()).toEqual([
      ['imp01', '设备检修部', '检修工', ['user']],
      ['imp02', '生产运行部', '', ['user', 'analyst']],
    ]);

    // The passwords are sealed for the administrator's key: a wrong key reads nothing and does not use the download up.
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const wrong = await call(test.app, admin, 'system/user/importPasswords.ajax', { jobId, passwordKey: otherKey });
    expect(wrong.body).toMatchObject({ code: 'E_BAD_REQUEST', msgInfo: '密钥与该次导入不符，无法读取初始密码' });
    const passwords = await download(test.app, admin, 'system/user/importPasswords.ajax', { jobId, passwordKey });
    const lines = passwords.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','));
    expect(lines[0]).toEqual(['用户名', '姓名', '初始密码']);
    expect(lines.slice(1).map((line) => line.slice(0, 2))).toEqual([['imp01', '导入甲'], ['imp02', '导入乙']]);
    const again = await call(test.app, admin, 'system/user/importPasswords.ajax', { jobId, passwordKey });
    expect(again.body).toMatchObject({ code: 'E_RECORD_NOT_FOUND', msgInfo: '该次导入的初始密码已下载过（只能下载一次），如有需要请为用户重置密码' });

    // Stored only as argon2id hashes; the job keeps no password, sealed or not.
    const { rows: stored } = await sql<{ password_hash: string }>`select password_hash from sys_user where user_name in ('imp01', 'imp02')`.execute(test.app.database.db);
    expect(stored.every((row) => row.password_hash.startsWith('$argon2id$'))).toBe(true);
    const { rows: job } = await sql<{ text: string }>`select result::text as text from sys_job where id = ${Number(jobId)}`.execute(test.app.database.db);
    for (const line of lines.slice(1)) expect(job[0]?.text).not.toContain(line[2]);
    expect(job[0]?.text).not.toContain('passwords');

    const first = await login(test.app, 'imp01', lines[1]?.[2]);
    expect((await call(test.app, first, 'login/currentUserInfo.ajax')).body.value).toMatchObject({ mustChangePassword: true });
    expectRefusal(await call(test.app, first, 'vm/vehicle/tableList.ajax'), 'E_PASSWORD_CHANGE_REQUIRED');
  });

  it('gives the reasons in the reader’s language and refuses the whole file when no row is left', async () => {
    const filled = await fillTemplate(template, [{ [COLUMNS.name]: 'x', [COLUMNS.realName]: 'X', [COLUMNS.org]: WIND_ORG, [COLUMNS.post]: '检修' }]);
    const { status } = await importFile(admin, filled, 'en_US');
    expect(status).toMatchObject({ state: 'done', result: { successNum: 0, errorNum: 1 } });
    const sheet = dataSheet(await readWorkbook((await download(test.app, admin, 'system/user/importErrors.ajax', { uuid: status.result.uuid })).bytes));
    expect(String(sheet.getRow(2).getCell(1).note)).toBe('A user name has 2-64 letters, digits or _ . @ -');
    expect(String(sheet.getRow(2).getCell(6).note)).toBe('Post “检修” is not a code or name in use in the organisation');
    const empty = await importFile(admin, template);
    expect(empty.status).toMatchObject({ state: 'failed', message: '导入文件中没有数据' });
  });

  it('lets an administrator who is not super give only their organisations and no super administrator role', async () => {
    const manager = await login(test.app, 'manager');
    const filled = await fillTemplate(template, [
      { [COLUMNS.name]: 'mgr01', [COLUMNS.realName]: '分管甲', [COLUMNS.org]: '张北风电场', [COLUMNS.roles]: '普通用户' },
      { [COLUMNS.name]: 'mgr02', [COLUMNS.realName]: '分管乙', [COLUMNS.org]: '格尔木光伏电站' },
      { [COLUMNS.name]: 'mgr03', [COLUMNS.realName]: '分管丙', [COLUMNS.org]: WIND_ORG, [COLUMNS.roles]: 'superAdmin' },
    ]);
    const { status } = await importFile(manager, filled);
    expect(status).toMatchObject({ state: 'done', result: { successNum: 1, errorNum: 2 } });
    const sheet = dataSheet(await readWorkbook((await download(test.app, manager, 'system/user/importErrors.ajax', { uuid: status.result.uuid })).bytes));
    expect(String(sheet.getRow(2).getCell(4).note)).toBe('组织“格尔木光伏电站”不是您管理的组织');
    expect(String(sheet.getRow(3).getCell(7).note)).toBe('只有超级管理员可以授予超级管理员的角色');
    // Another administrator's import is not theirs to read.
    expectRefusal(await download(test.app, admin, 'system/user/importErrors.ajax', { uuid: status.result.uuid }), 'E_RECORD_NOT_FOUND');
  });

  it('takes no module template, and nothing from users without the import grant', async () => {
    const manager = await login(test.app, 'manager');
    const stationTemplate = (await download(test.app, manager, 'pub/generateImportTemplate.ajax', { _entityName: 'BaStation' })).bytes;
    const refused = await upload(test.app, admin, 'system/user/importUpload.ajax', [{ name: 'stations.xlsx', bytes: stationTemplate }]);
    expect(refused.body).toMatchObject({ state: -1, msgInfo: '该文件不是系统生成的导入模板，请先下载模板，填写后再导入' });
    const user = await login(test.app, 'zhangsan');
    expectRefusal(await download(test.app, user, 'system/user/importTemplate.ajax'), 'E_OPERATION_DENIED');
    expectRefusal(await upload(test.app, user, 'system/user/importUpload.ajax', [{ name: 'users.xlsx', bytes: template }]), 'E_OPERATION_DENIED');
    expectRefusal(await call(test.app, user, 'system/user/import.ajax', { filePath: 'a'.repeat(32) }), 'E_OPERATION_DENIED');
  });
});
