/**
 * Two servers on one PostgreSQL database (the same schema), each with a storage folder of its
 * own and no shared disk. PostgreSQL only: the embedded database is one process's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config.ts';
import { purgeLockKeys, purgeStaleFiles } from '../../server/files/file-purge.ts';
import { login, startTestApp, type TestApp } from './harness.ts';
import { download, upload } from './file-helpers.ts';
import { storedContent } from './stored-content.ts';
import { filePurgeSchedule } from '../../server/files/purge-schedule.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { builtInJobs } from '../../server/jobs/handlers/index.ts';
import { nextFire, testClock } from './job-helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024 + 17, 7), Buffer.from('\n%%EOF\n')]);

async function startPair(driver: 'local' | 'postgres'): Promise<[TestApp, TestApp]> {
  const settings: Partial<ServerConfig> = { fileStorage: { driver, purgeMinutes: 0 } };
  const first = await startTestApp(settings);
  return [first, await startTestApp(settings, { sharing: first })];
}

const purge = (test: TestApp) => purgeStaleFiles(test.app.database.db, test.app.fileStorage, test.app.modules);
const age = (test: TestApp) => sql`update sys_file set created_at = now() - interval '25 hours'`.execute(test.app.database.db);
const rows = async (test: TestApp) => Number((await sql<{ n: number }>`select count(*) as n from sys_file`.execute(test.app.database.db)).rows[0]?.n);

/**
 * Both servers tick at one fire time of a five-minute file purge; answers the purge.files jobs
 * it left: [queue, the server that ran it].
 */
async function purgeJobsAtOneFireTime(servers: TestApp[]): Promise<[string, string][]> {
  const clock = testClock(nextFire('*/5 * * * *', new Date()));
  const runners = servers.map((test, index) => {
    const jobs = builtInJobs(test.app);
    return createJobRunner({ ...jobs, db: test.app.database.db, worker: `server-${index}`, schedules: [filePurgeSchedule(5, test.app.fileStorage.place)!], clock: clock.now });
  });
  clock.advance(5 * 60_000);
  await Promise.all(runners.map((runner) => runner.tick()));
  const jobs = await servers[0]!.app.database.db.selectFrom('sys_job').select(['queue', 'locked_by']).where('name', '=', 'purge.files').where('state', '=', 'done').orderBy('locked_by').execute();
  return jobs.map((job) => [String(job.queue), String(job.locked_by)]);
}

async function uploadPdf(test: TestApp, token: string): Promise<string> {
  const { body } = await upload(test.app, token, 'attachment/uploadFile.ajax', [{ name: 'report.pdf', bytes: PDF }]);
  expect(body.state).toBe(0);
  return body.docNo as string;
}

describe.skipIf(!onPostgres)('files across servers, content in PostgreSQL (the default with DATABASE_URL)', () => {
  let one: TestApp;
  let two: TestApp;
  let tokenOne: string;
  let tokenTwo: string;
  beforeAll(async () => {
    [one, two] = await startPair('postgres');
    [tokenOne, tokenTwo] = [await login(one.app, 'manager'), await login(two.app, 'manager')];
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('downloads through one server a file uploaded through the other', async () => {
    const fileId = await uploadPdf(one, tokenOne);
    const file = await download(two.app, tokenTwo, 'attachment/fileDownload', { infoNo: fileId }, 'GET');
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(await fs.readdir(two.app.config.storageRoot, { recursive: true })).toEqual([]);
  });

  it('purges on either server, content and row together, and several purges at once remove each file once', async () => {
    const uploaded = await Promise.all(Array.from({ length: 6 }, (_, index) => uploadPdf(index % 2 ? one : two, index % 2 ? tokenOne : tokenTwo)));
    await age(one);
    // While one server purges (holds the lock), another's run leaves everything to it.
    await one.app.database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${purgeLockKeys(two.app.fileStorage.place)})`.execute(trx);
      expect(await purge(two)).toBe(0);
    });
    expect(await rows(one)).toBe(uploaded.length + 1);
    const counts = await Promise.all([purge(one), purge(two), purge(one), purge(two)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(uploaded.length + 1);
    expect(await rows(one)).toBe(0);
    expect(await storedContent(one.app)).toBe(0);
  });

  it('runs the purge job of the place both servers share once at a fire time', async () => {
    await uploadPdf(one, tokenOne);
    await age(one);
    const jobs = await purgeJobsAtOneFireTime([one, two]);
    expect(jobs.map(([queue]) => queue)).toEqual([`files:${one.app.fileStorage.place}`]);
    expect(await rows(one)).toBe(0);
  });
});

describe.skipIf(!onPostgres)('files across servers, content in folders of their own', () => {
  let one: TestApp;
  let two: TestApp;
  let tokenOne: string;
  beforeAll(async () => {
    [one, two] = await startPair('local');
    tokenOne = await login(one.app, 'manager');
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('never purges a row whose content is in another server folder; its own server removes both', async () => {
    const fileId = await uploadPdf(one, tokenOne);
    await age(one);
    expect(await purge(two)).toBe(0);
    expect(await rows(one)).toBe(1);
    expect(await purge(one)).toBe(1);
    expect(await rows(one)).toBe(0);
    const left = await fs.readdir(path.join(one.app.config.storageRoot, 'attach'), { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).not.toContain(fileId);
    expect(await storedContent(one.app)).toBe(0);
  });

  it('runs the purge job once per folder at a fire time, each on the server that sees it', async () => {
    await uploadPdf(one, tokenOne);
    await age(one);
    expect(await purgeJobsAtOneFireTime([one, two])).toEqual([
      [`files:${one.app.fileStorage.place}`, 'server-0'],
      [`files:${two.app.fileStorage.place}`, 'server-1'],
    ]);
    expect(await rows(one)).toBe(0);
  });
});
