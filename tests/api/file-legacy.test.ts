/** Files stored before rows recorded where their content is (sys_file.storage_place null). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { purgeStaleFiles } from '../../server/files/file-purge.ts';
import { login, startTestApp, type TestApp } from './harness.ts';
import { download, upload } from './file-helpers.ts';

const PDF = Buffer.from('%PDF-1.7\nlegacy\n%%EOF\n');
const onPostgres = Boolean(process.env.DATABASE_URL);

async function uploadPdf(test: TestApp): Promise<{ fileId: string; storageName: string }> {
  const { body } = await upload(test.app, await login(test.app, 'manager'), 'attachment/uploadFile.ajax', [{ name: 'old.pdf', bytes: PDF }]);
  const row = await test.app.database.db.selectFrom('sys_file').select('storage_name').where('file_id', '=', body.docNo).executeTakeFirstOrThrow();
  return { fileId: body.docNo, storageName: String(row.storage_name) };
}

const unplace = (test: TestApp, fileId: string) =>
  sql`update sys_file set storage_place = null, created_at = now() - interval '25 hours' where file_id = ${fileId}`.execute(test.app.database.db);
const purge = (test: TestApp) => purgeStaleFiles(test.app.database.db, test.app.fileStorage, test.app.modules);

describe.skipIf(onPostgres)('files of the embedded database from before places were recorded', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  it('are its one folder files: marked so at the next start, and purged when stale', async () => {
    const [dataDir, storageRoot] = [await fs.mkdtemp(path.join(os.tmpdir(), 'legacy-db-')), await fs.mkdtemp(path.join(os.tmpdir(), 'legacy-files-'))];
    folders.push(dataDir, storageRoot);
    const before = await startTestApp({ dataDir, storageRoot });
    const { fileId } = await uploadPdf(before);
    await unplace(before, fileId);
    expect(await purge(before)).toBe(0);
    await before.close();

    const after = await startTestApp({ dataDir, storageRoot });
    try {
      expect(await purge(after)).toBe(1);
      expect(await after.app.database.db.selectFrom('sys_file').select('file_id').where('file_id', '=', fileId).execute()).toEqual([]);
    } finally {
      await after.close();
    }
  });
});

describe.skipIf(!onPostgres)('files in a server folder from before content moved to PostgreSQL', () => {
  let test: TestApp;
  afterAll(() => test?.close());

  it('stay readable from the folder and are never purged', async () => {
    test = await startTestApp();
    expect(test.app.config.fileStorage.driver).toBe('postgres');
    const { fileId, storageName } = await uploadPdf(test);
    await test.app.fileStorage.remove(storageName);
    await fs.mkdir(path.dirname(path.join(test.app.config.storageRoot, storageName)), { recursive: true });
    await fs.writeFile(path.join(test.app.config.storageRoot, storageName), PDF);
    await unplace(test, fileId);

    const file = await download(test.app, await login(test.app, 'zhangsan'), 'attachment/fileDownload', { infoNo: fileId }, 'GET');
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(await purge(test)).toBe(0);
  });
});
