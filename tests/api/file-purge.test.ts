import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStorageSettings } from '../../server/config.ts';
import { purgeStaleFiles } from '../../server/files/file-purge.ts';
import { purgeCron } from '../../server/files/purge-schedule.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { builtInJobs } from '../../server/jobs/handlers/index.ts';
import { call, login, loginAll, startTestApp, type TestApp } from './harness.ts';
import { download, upload } from './file-helpers.ts';
import { storedContent } from './stored-content.ts';
import { nextFire, testClock } from './job-helpers.ts';
import { moduleTables } from '../../server/db/module-tables.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('purge of stale files', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    test = await startTestApp();
    [manager, zhangsan] = await loginAll(test.app, ['manager', 'zhangsan']);
  });
  afterAll(() => test.close());

  const db = () => test.app.database.db;
  const purge = () => purgeStaleFiles(db(), test.app.fileStorage, test.app.modules);
  const uploadImage = async (token: string) => {
    const { body } = await upload(test.app, token, 'attachment/uploadImage.ajax', [{ field: 'fileupload', name: 'photo.png', bytes: PNG }], { _moduleId: 'vmVehicle' });
    expect(body.state).toBe(0);
    return { fileId: body.value.id as string, group: body.value.imageId as string };
  };
  const age = (fileIds: string[]) => db().updateTable('sys_file').set({ created_at: sql`now() - interval '25 hours'` }).where('file_id', 'in', fileIds).execute();
  const rowsOf = async (fileIds: string[]) =>
    (await db().selectFrom('sys_file').select('file_id').where('file_id', 'in', fileIds).execute()).map((row) => String(row.file_id)).sort();
  const readable = async (fileId: string) => (await download(test.app, manager, 'attachment/fileDownload', { infoNo: fileId }, 'GET')).status === 200;

  /** A vehicle whose photos field holds the group, as its form's save leaves it. */
  async function attachToVehicle(group: string): Promise<string> {
    const module = test.app.modules.byModuleId('vmVehicle')!;
    const key = module.primaryKey.column;
    const row = await moduleTables(db()).selectFrom(module.table).select(key).where(module.fields.get('photos')!.column, 'is', null).orderBy(key).limit(1).executeTakeFirstOrThrow();
    await moduleTables(db()).updateTable(module.table).set({ [module.fields.get('photos')!.column]: group }).where(key, '=', row[key]).execute();
    return String(row[key]);
  }

  it('removes rows and content of uploads never attached and of deleted records after a day, keeping held and fresh ones', async () => {
    const never = await uploadImage(manager);
    const attached = await uploadImage(manager);
    const deleted = await uploadImage(manager);
    const fresh = await uploadImage(manager);
    const avatar = await uploadImage(zhangsan);
    expect((await call(test.app, zhangsan, 'system/user/changeUserAvatar.ajax', { avatar: avatar.fileId })).body.state).toBe(0);
    await attachToVehicle(attached.group);
    const module = test.app.modules.byModuleId('vmVehicle')!;
    const doomed = await attachToVehicle(deleted.group);
    await moduleTables(db()).deleteFrom(module.table).where(module.primaryKey.column, '=', doomed).execute();
    const all = [never, attached, deleted, fresh, avatar].map((file) => file.fileId);
    await age([never, attached, deleted, avatar].map((file) => file.fileId));
    const before = await storedContent(test.app);

    expect(await purge()).toBe(2);
    expect(await rowsOf(all)).toEqual([attached.fileId, fresh.fileId, avatar.fileId].sort());
    expect(await storedContent(test.app)).toBe(before - 2);
    expect(await readable(attached.fileId)).toBe(true);
    expect(await readable(never.fileId)).toBe(false);
    expect(await purge()).toBe(0);
  });

  it('removes working files (imports, error workbooks, exports) after a day', async () => {
    const exported = await call(test.app, manager, 'pub/exportToExcel.ajax', { _entityName: 'VmVehicle' });
    expect(exported.body.state).toBe(0);
    const fileId = exported.body.value.filePath as string;
    expect(await purge()).toBe(0);
    await age([fileId]);
    const before = await storedContent(test.app);
    expect(await purge()).toBe(1);
    expect(await rowsOf([fileId])).toEqual([]);
    expect(await storedContent(test.app)).toBe(before - 1);
  });

  it.skipIf(!process.env.DATABASE_URL)('sweeps PostgreSQL content a crashed upload left without a row after a day', async () => {
    const orphan = (id: string, hours: number) => ({ storage_name: `attach/202601/${id.repeat(32)}`, seq: 0, bytes: Buffer.from('left'), created_at: sql<Date>`now() - make_interval(hours => ${hours})` });
    await db().insertInto('sys_file_chunk').values([orphan('a', 25), orphan('b', 1)]).execute();
    await purge();
    const left = await db().selectFrom('sys_file_chunk').select('storage_name').where('storage_name', 'like', 'attach/202601/%').execute();
    expect(left.map((row) => row.storage_name)).toEqual([`attach/202601/${'b'.repeat(32)}`]);
  });
});

describe('purge job', () => {
  afterEach(() => vi.useRealTimers());

  it('purges at every FILE_PURGE_MINUTES fire time, and a closing server waits for a run in progress', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const test = await startTestApp({ fileStorage: { ...readStorageSettings({ DATABASE_URL: process.env.DATABASE_URL }), purgeMinutes: 5 } });
    try {
      const fire = nextFire(purgeCron(5), new Date());
      const clock = testClock(new Date(fire.getTime() - 4 * 60_000));
      const runner = createJobRunner({ db: test.app.database.db, worker: 'server-a', clock: clock.now, pollMs: 1_000, ...builtInJobs(test.app) });
      const manager = await login(test.app, 'manager');
      const { body } = await upload(test.app, manager, 'attachment/uploadFile.ajax', [{ name: 'a.txt', bytes: Buffer.from('never attached') }]);
      const { db } = test.app.database;
      await db.updateTable('sys_file').set({ created_at: sql`now() - interval '25 hours'` }).where('file_id', '=', body.docNo).execute();
      const rows = () => db.selectFrom('sys_file').select('file_id').where('file_id', '=', body.docNo).execute();
      // Before the fire time other jobs may run (schedule reminders every minute), not the purge.
      clock.advance(3 * 60_000);
      await runner.tick();
      expect(await rows()).toHaveLength(1);
      clock.set(fire);
      runner.start();
      vi.advanceTimersByTime(1_000);
      await runner.stop();
      expect(await rows()).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
