import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, grantsChanged, login, loginAll, startTestApp, type TestApp } from './harness.ts';
import { readFileLimits } from '../../server/config.ts';
import { download, upload } from './file-helpers.ts';
import { storedContent } from './stored-content.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 3)]);
const ZIP = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 4)]);

describe('attachments and images', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let lisi: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan, lisi] = await loginAll(test.app, ['manager', 'zhangsan', 'lisi']);
  });
  afterAll(() => test.close());

  const uploadFile = (token: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) =>
    upload(test.app, token, 'attachment/uploadFile.ajax', [{ name, bytes }], fields);
  const uploadImage = (token: string, name: string, bytes: Buffer, fields: Record<string, string> = {}) =>
    upload(test.app, token, 'attachment/uploadImage.ajax', [{ field: 'fileupload', name, bytes }], fields);
  const attachList = async (token: string, fileId: string) => (await call(test.app, token, 'attach/attachInfo/attachList.ajax', { fileId })).body;

  async function stored(): Promise<{ rows: number; files: number }> {
    const { rows } = await sql<{ n: number }>`select count(*) as n from sys_file`.execute(test.app.database.db);
    return { rows: Number(rows[0]?.n), files: await storedContent(test.app) };
  }

  it('lists the allowed types', async () => {
    const { body } = await call(test.app, manager, 'attachment/findAttachFileTypes.ajax');
    expect(body).toMatchObject({ state: 0, value: ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'zip', 'rar', '7z', 'pdf', 'txt', 'css', 'ql', 'json', 'mp4', 'flv', 'gltf', 'glb', 'wps', 'wpt', 'wdb'] });
  });

  it('uploads into a group, lists it without paths, downloads and deletes', async () => {
    const first = await uploadFile(manager, '巡检报告.pdf', PDF);
    expect(first.body).toMatchObject({ state: 0, msgInfo: '上传成功', title: '巡检报告', fileType: 'pdf', docNo: expect.stringMatching(/^[0-9a-f]{32}$/), fileId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const group = first.body.fileId as string;
    const second = await uploadFile(manager, 'notes.txt', Buffer.from('plain notes'), { fileId: group });
    expect(second.body).toMatchObject({ state: 0, fileId: group, title: 'notes', fileType: 'txt' });

    const list = await attachList(zhangsan, group);
    expect(list.value).toEqual([
      { id: first.body.docNo, fileId: group, fileName: '巡检报告.pdf', title: '巡检报告', fileType: 'pdf', docNo: first.body.docNo, size: PDF.length, url: `/api/attachment/fileDownload?infoNo=${first.body.docNo}`, state: 'success' },
      expect.objectContaining({ fileName: 'notes.txt', fileType: 'txt' }),
    ]);
    expect(JSON.stringify(list)).not.toContain(test.app.config.storageRoot);
    expect(JSON.stringify(list)).not.toContain('attach/');

    const file = await download(test.app, zhangsan, 'attachment/fileDownload', { infoNo: first.body.docNo }, 'GET');
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(file.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('巡检报告.pdf')}`);
    const inline = await download(test.app, manager, 'attachment/fileDownload', { infoNo: first.body.docNo, viewMode: 'inline' }, 'GET');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-security-policy']).toBe("sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
    const renamed = await download(test.app, manager, 'attachment/fileDownload', { filePath: first.body.docNo, saveName: '../../etc/evil.sh' });
    expect(renamed.headers['content-disposition']).toContain('filename="evil.sh.pdf"');

    const before = await stored();
    const deleted = await call(test.app, manager, 'attachment/deleteFile.ajax', { id: first.body.docNo });
    expect(deleted.body).toMatchObject({ state: 0, msgInfo: '删除成功' });
    expect(await stored()).toEqual({ rows: before.rows - 1, files: before.files - 1 });
    expect((await attachList(manager, group)).value.map((item: { fileName: string }) => item.fileName)).toEqual(['notes.txt']);
    expect((await download(test.app, manager, 'attachment/fileDownload', { infoNo: first.body.docNo }, 'GET')).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
  });

  it('answers refused uploads with state -2 and stores nothing', async () => {
    const before = await stored();
    const exe = await uploadFile(manager, 'setup.exe', Buffer.from('MZ...'));
    expect(exe.body).toMatchObject({ state: -2, msgInfo: '不支持上传 exe 类型的文件，允许的类型：doc, docx, ppt, pptx, xls, xlsx, zip, rar, 7z, pdf, txt, css, ql, json, mp4, flv, gltf, glb, wps, wpt, wdb' });
    expect((await uploadFile(manager, 'report.pdf', ZIP)).body).toMatchObject({ state: -2, msgInfo: '文件内容与扩展名 pdf 不符，请检查文件' });
    expect((await uploadFile(manager, 'report.docx', PDF)).body).toMatchObject({ state: -2, msgInfo: '文件内容与扩展名 docx 不符，请检查文件' });
    expect((await upload(test.app, manager, 'attachment/uploadFile.ajax', [], { fileId: 'x' })).body).toMatchObject({ state: -2, msgInfo: '请选择要上传的文件' });
    expect((await uploadFile(manager, 'a.pdf', PDF, { fileId: '../../x' })).body).toMatchObject({ state: -2, code: 'E_BAD_REQUEST' });
    expect(await stored()).toEqual(before);
  });

  it('accepts only gif, jpeg and png images, judged by their bytes', async () => {
    const png = await uploadImage(manager, 'photo.png', PNG);
    expect(png.body).toMatchObject({ state: 0, value: { fileType: 'png', imageId: expect.stringMatching(/^[0-9a-f]{32}$/), imageSrc: expect.stringContaining('/api/attachment/fileDownload?infoNo=') } });
    const imageId = png.body.value.imageId as string;
    const jpeg = await uploadImage(manager, 'camera.txt', JPEG, { imageId });
    expect(jpeg.body.value).toMatchObject({ fileType: 'jpg', imageId });
    expect((await uploadImage(manager, 'anim.gif', GIF, { imageId })).body.value.fileType).toBe('gif');
    for (const [name, bytes] of [['evil.png', Buffer.from('<script>alert(1)</script>')], ['vector.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], ['doc.jpg', PDF]] as const) {
      expect((await uploadImage(manager, name, bytes)).body, name).toMatchObject({ state: -1, msgInfo: '选择的文件非图像类文件' });
    }
    const { body } = await call(test.app, manager, 'attach/attachInfo/imageList.ajax', { imageId });
    expect(body.value.map((item: { fileType: string; imageSrc: string }) => [item.fileType, item.imageSrc.startsWith('/api/')])).toEqual([['png', true], ['jpg', true], ['gif', true]]);
    const image = await download(test.app, manager, 'attachment/fileDownload', { infoNo: png.body.value.id, viewMode: 'inline' }, 'GET');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.bytes.equals(PNG)).toBe(true);
  });

  it('refuses paths: only ids the server issued name a file', async () => {
    const { body } = await uploadFile(manager, 'a.pdf', PDF);
    const tricks = ['../../etc/passwd', '/etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', `attach/202401/${body.docNo}`, `${body.docNo}/../x`, 'C:\\Windows\\win.ini', `${body.docNo}\u0000.pdf`];
    for (const filePath of tricks) {
      const post = await download(test.app, manager, 'attachment/fileDownload', { filePath, saveName: 'x.pdf' });
      expect(post.body, filePath).toMatchObject({ state: -1, msgInfo: '文件路径无效' });
      const get = await download(test.app, manager, 'attachment/fileDownload', { infoNo: filePath }, 'GET');
      expect(get.body, filePath).toMatchObject({ state: -1, msgInfo: '文件路径无效' });
    }
    const raw = await test.app.inject({ method: 'GET', url: '/api/attachment/fileDownload?infoNo=..%2F..%2F..%2Fetc%2Fpasswd', headers: { authorization: `Bearer ${manager}` } });
    expect(raw.json()).toMatchObject({ state: -1, msgInfo: '文件路径无效' });
    expect((await download(test.app, manager, 'attachment/fileDownload', { infoNo: '0'.repeat(32) }, 'GET')).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    expect((await download(test.app, null, 'attachment/fileDownload', { infoNo: body.docNo }, 'GET')).body).toMatchObject({ state: -1, code: 'E_UNAUTHENTICATED' });
  });

  it('drops bidirectional control characters from file names, so a name shows as it is', async () => {
    const { body } = await uploadFile(manager, 'invoice\u202Efdp.exe\u2066\u200F.pdf', PDF);
    expect(body).toMatchObject({ state: 0, title: 'invoicefdp.exe' });
    expect((await attachList(manager, body.fileId)).value[0].fileName).toBe('invoicefdp.exe.pdf');
    const file = await download(test.app, manager, 'attachment/fileDownload', { infoNo: body.docNo }, 'GET');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`);
  });

  it('keeps files to the organisation of their uploader', async () => {
    const { body } = await uploadFile(manager, 'a.pdf', PDF);
    expect((await attachList(lisi, body.fileId)).value).toEqual([]);
    expect((await download(test.app, lisi, 'attachment/fileDownload', { infoNo: body.docNo }, 'GET')).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    expect((await call(test.app, lisi, 'attachment/deleteFile.ajax', { id: body.docNo })).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    expect((await uploadFile(lisi, 'b.pdf', PDF, { fileId: body.fileId })).body).toMatchObject({ state: -2, code: 'E_RECORD_NOT_FOUND' });
    expect((await attachList(manager, body.fileId)).value).toHaveLength(1);
  });

  /** Takes operations of a module from the demo role `user` (zhangsan's) for the length of `run`. */
  async function withoutGrants(moduleId: string, operations: string[], run: () => Promise<void>): Promise<void> {
    const db = test.app.database.db;
    const rows = await db.selectFrom('sys_role_opr').selectAll().where('role_id', '=', 'user').where('module_id', '=', moduleId).where('opr_name', 'in', operations).execute();
    await db.deleteFrom('sys_role_opr').where('role_id', '=', 'user').where('module_id', '=', moduleId).where('opr_name', 'in', operations).execute();
    await grantsChanged(test.app);
    try {
      await run();
    } finally {
      if (rows.length > 0) await db.insertInto('sys_role_opr').values(rows).execute();
      await grantsChanged(test.app);
    }
  }

  const deleteFile = async (token: string, id: string) => (await call(test.app, token, 'attachment/deleteFile.ajax', { id })).body;
  const fetchFile = async (token: string, id: string) => download(test.app, token, 'attachment/fileDownload', { infoNo: id }, 'GET');

  it('lets the users who may view the module read a module file, and its editors or the uploader remove it', async () => {
    const analyst = await login(test.app, 'analyst');
    const first = (await uploadFile(manager, 'a.pdf', PDF, { _moduleId: 'vmVehicle' })).body;
    expect(first).toMatchObject({ state: 0 });
    const group = first.fileId as string;
    const second = (await uploadFile(manager, 'b.pdf', PDF, { _moduleId: 'vmVehicle', fileId: group })).body;
    const third = (await uploadFile(manager, 'c.pdf', PDF, { _moduleId: 'vmVehicle', fileId: group })).body;
    expect((await test.app.database.db.selectFrom('sys_file').select('module_id').where('file_id', '=', first.docNo).executeTakeFirst())?.module_id).toBe('vmVehicle');

    // Without the module's 'view' a user of the organisation neither lists, downloads nor removes it.
    await withoutGrants('vmVehicle', ['view'], async () => {
      expect((await attachList(zhangsan, group)).value).toEqual([]);
      expect((await fetchFile(zhangsan, first.docNo)).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
      expect(await deleteFile(zhangsan, first.docNo)).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    });
    // Another organisation does neither, whatever its grants.
    expect((await attachList(lisi, group)).value).toEqual([]);
    expect((await fetchFile(lisi, first.docNo)).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
    expect(await deleteFile(lisi, first.docNo)).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });

    // 'view' reads; without 'edit' another user's file stays.
    expect((await attachList(analyst, group)).value).toHaveLength(3);
    expect((await fetchFile(analyst, first.docNo)).bytes.equals(PDF)).toBe(true);
    expect(await deleteFile(analyst, first.docNo)).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
    // Nor may a user without 'add' or 'edit' attach files to the module's records.
    expect((await uploadFile(analyst, 'x.pdf', PDF, { _moduleId: 'vmVehicle', fileId: group })).body).toMatchObject({ state: -2, code: 'E_OPERATION_DENIED' });
    expect((await uploadFile(manager, 'x.pdf', PDF, { _moduleId: 'noSuchModule' })).body).toMatchObject({ state: -2, code: 'E_UNKNOWN_ENTITY' });

    // The uploader removes their own file; an editor removes another's.
    expect(await deleteFile(manager, first.docNo)).toMatchObject({ state: 0 });
    expect(await deleteFile(zhangsan, second.docNo)).toMatchObject({ state: 0 });
    // Without 'edit', only the uploader.
    const own = (await uploadFile(zhangsan, 'd.pdf', PDF, { _moduleId: 'vmVehicle', fileId: group })).body;
    await withoutGrants('vmVehicle', ['edit'], async () => {
      expect(await deleteFile(zhangsan, third.docNo)).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
      expect(await deleteFile(zhangsan, own.docNo)).toMatchObject({ state: 0 });
    });
    expect((await attachList(manager, group)).value.map((item: { fileName: string }) => item.fileName)).toEqual(['c.pdf']);
  });

  it('refuses files into a group bound to another module, or to a module the upload does not name', async () => {
    const group = (await uploadFile(manager, 'a.pdf', PDF, { _moduleId: 'vmVehicle' })).body.fileId as string;
    const refused = { state: -2, code: 'E_BAD_REQUEST', msgInfo: '这些文件属于其他记录，不能加入' };
    expect((await uploadFile(zhangsan, 'evil.pdf', PDF, { fileId: group })).body).toMatchObject(refused);
    expect((await uploadFile(manager, 'evil.pdf', PDF, { fileId: group, _moduleId: 'dfDefect' })).body).toMatchObject(refused);
    expect((await uploadFile(zhangsan, 'more.pdf', PDF, { fileId: group, _moduleId: 'vmVehicle' })).body).toMatchObject({ state: 0, fileId: group });
    expect((await attachList(manager, group)).value.map((item: { fileName: string }) => item.fileName)).toEqual(['a.pdf', 'more.pdf']);

    const photos = (await uploadImage(manager, 'p.png', PNG, { _moduleId: 'vmVehicle' })).body.value.imageId as string;
    expect((await uploadImage(zhangsan, 'evil.png', PNG, { imageId: photos })).body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
    // A group outside modules (an avatar's) is its uploader's alone.
    const own = (await uploadImage(zhangsan, 'me.png', PNG)).body.value.imageId as string;
    expect((await uploadImage(manager, 'evil.png', PNG, { imageId: own })).body).toMatchObject({ state: -1, code: 'E_BAD_REQUEST' });
    expect((await uploadImage(zhangsan, 'me2.png', PNG, { imageId: own })).body).toMatchObject({ state: 0 });
  });

  it('governs files of a child module without a menu by its parent grants', async () => {
    const { body } = await uploadImage(manager, 'track.png', PNG, { _moduleId: 'dfDefectTrack' });
    expect(body).toMatchObject({ state: 0 });
    expect((await fetchFile(zhangsan, body.value.id)).status).toBe(200);
    await withoutGrants('dfDefect', ['view'], async () => {
      expect((await fetchFile(zhangsan, body.value.id)).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
      expect((await call(test.app, zhangsan, 'attach/attachInfo/imageList.ajax', { imageId: body.value.imageId })).body.value).toEqual([]);
    });
    await withoutGrants('dfDefect', ['edit'], async () => {
      expect(await deleteFile(zhangsan, body.value.id)).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
    });
    expect(await deleteFile(zhangsan, body.value.id)).toMatchObject({ state: 0 });
  });

  it('lets only the uploader remove a file outside modules, which the organisation reads', async () => {
    const { body } = await uploadFile(manager, 'a.pdf', PDF);
    expect((await fetchFile(zhangsan, body.docNo)).status).toBe(200);
    expect(await deleteFile(zhangsan, body.docNo)).toMatchObject({ state: -1, code: 'E_OPERATION_DENIED' });
    expect(await deleteFile(manager, body.docNo)).toMatchObject({ state: 0 });
  });
});

describe('attachments: limits set by the deployment', () => {
  let test: TestApp;
  let manager: string;
  beforeAll(async () => {
    test = await startTestApp({ files: readFileLimits({ FILE_TYPES: 'pdf,txt', FILE_MAX_MB: '1', IMAGE_MAX_MB: '1' }) });
    manager = await login(test.app, 'manager');
  });
  afterAll(() => test.close());

  it('applies the configured types and sizes', async () => {
    expect((await call(test.app, manager, 'attachment/findAttachFileTypes.ajax')).body.value).toEqual(['pdf', 'txt']);
    const docx = await upload(test.app, manager, 'attachment/uploadFile.ajax', [{ name: 'a.docx', bytes: ZIP }]);
    expect(docx.body).toMatchObject({ state: -2, msgInfo: '不支持上传 docx 类型的文件，允许的类型：pdf, txt' });
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    expect((await upload(test.app, manager, 'attachment/uploadFile.ajax', [{ name: 'big.pdf', bytes: big }])).body).toMatchObject({ state: -2, msgInfo: '上传文件大小不能超过 1MB!' });
    const image = await upload(test.app, manager, 'attachment/uploadImage.ajax', [{ field: 'fileupload', name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) }]);
    expect(image).toMatchObject({ status: 413, body: { state: -1, msgInfo: '上传文件大小不能超过 1MB!' } });
    expect(await storedContent(test.app)).toBe(0);
  });
});
