import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, type TestApp } from './harness.ts';
import { dataSheet, download, fillTemplate, readWorkbook, rowValues, startTemplateTest, upload } from './file-helpers.ts';
import { finishedJob } from './job-helpers.ts';
import { PV_ORG } from './module-helpers.ts';

/**
 * Rows of the large import: a real 100,000-row workbook through the job runner on PostgreSQL (about
 * two minutes on a busy machine), 5,000 on the embedded database, where 100,000 take many minutes;
 * IMPORT_JOB_ROWS sets it on either.
 */
const ROWS = Number(process.env.IMPORT_JOB_ROWS ?? (process.env.DATABASE_URL ? 100_000 : 5000));
/** Every this-many-th row lacks its required name and is refused. */
const REFUSE_EVERY = 100;
const REFUSED = Math.floor(ROWS / REFUSE_EVERY);

function stationRows(prefix: string, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => ({
    场站编码: `${prefix}${index + 1}`,
    场站名称: (index + 1) % REFUSE_EVERY === 0 ? '' : `作业场站${index + 1}`,
    场站类型: '风电',
    '装机容量(MW)': 50,
  }));
}

describe('imports and exports as jobs', () => {
  let test: TestApp;
  let manager: string;
  let template: Buffer;
  let zhangsan: string;
  let admin: string;
  let lisi: string;
  beforeAll(async () => {
    ({ test, manager, template } = await startTemplateTest('BaStation'));
    [zhangsan, admin, lisi] = await loginAll(test.app, ['zhangsan', 'admin', 'lisi']);
  }, 300_000);
  afterAll(() => test.close());

  async function uploaded(rows: Record<string, unknown>[]): Promise<string> {
    const answer = await upload(test.app, manager, 'attachment/importUploadFile.ajax', [{ name: 'stations.xlsx', bytes: await fillTemplate(template, rows) }]);
    expect(answer.body).toMatchObject({ state: 0 });
    return answer.body.fileId;
  }

  const stationCount = async (prefix: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ba_station where station_code like ${`${prefix}%`}`.execute(test.app.database.db)).rows[0]?.n);

  it('answers a large import with a job id at once; its progress advances batch by batch to the import result', async () => {
    const fileId = await uploaded(stationRows('JOBA', ROWS));
    const answer = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'BaStation', filePath: fileId, background: '1' });
    // The spec's fields stay, empty until the job is done; the job id comes beside them.
    expect(answer.body).toMatchObject({ state: 0, msgInfo: '已开始在后台处理，请稍候', value: { successNum: 0, errorNum: 0, uuid: '', jobId: expect.stringMatching(/^\d+$/) } });
    const jobId: string = answer.body.value.jobId;

    const seen: { read: number; written: number; refused: number }[] = [];
    let status = await call(test.app, manager, 'pub/job/status.ajax', { jobId });
    while (!['done', 'failed'].includes(status.body.value.state)) {
      expect(status.body.value).toMatchObject({ jobId, name: 'excel.import', result: null });
      seen.push(status.body.value.progress);
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await call(test.app, manager, 'pub/job/status.ajax', { jobId });
    }
    const successNum = ROWS - REFUSED;
    expect(status.body).toMatchObject({
      state: 0,
      msgInfo: `成功导入 ${successNum} 条，失败 ${REFUSED} 条（详情请下载文件查看）`,
      value: { state: 'done', progress: { read: ROWS, written: successNum, refused: REFUSED }, result: { successNum, errorNum: REFUSED, uuid: expect.stringMatching(/^[0-9a-f]{32}$/) } },
    });
    // Progress is reported per batch of 1000 rows: some poll saw the import part-way, and no count went back.
    expect(seen.some((progress) => progress.read > 0 && progress.written < successNum)).toBe(true);
    for (const [index, progress] of seen.entries()) {
      const previous = seen[index - 1];
      if (previous) expect(progress.written).toBeGreaterThanOrEqual(previous.written);
    }
    expect(await stationCount('JOBA')).toBe(successNum);
    const errors = dataSheet(await readWorkbook((await download(test.app, manager, 'pub/downloadErrorExcel.ajax', { _entityName: 'BaStation', uuid: status.body.value.result.uuid })).bytes));
    expect(errors.rowCount - 1).toBe(REFUSED);
    expect(rowValues(errors, 2)[0]).toBe(`JOBA${REFUSE_EVERY}`);
  }, 600_000);

  it("shows a job to its starter and their organisation's super administrator only", async () => {
    const fileId = await uploaded(stationRows('JOBB', 3));
    const answer = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'BaStation', filePath: fileId, background: '1' });
    const jobId: string = answer.body.value.jobId;
    expect((await finishedJob(test.app, manager, jobId)).body.value).toMatchObject({ state: 'done', result: { successNum: 3, errorNum: 0 } });
    const notFound = { state: -1, code: 'E_RECORD_NOT_FOUND' };
    // A colleague of the same organisation without administration, and another organisation's user.
    expect((await call(test.app, zhangsan, 'pub/job/status.ajax', { jobId })).body).toMatchObject(notFound);
    expect((await call(test.app, lisi, 'pub/job/status.ajax', { jobId })).body).toMatchObject(notFound);
    expect((await call(test.app, admin, 'pub/job/status.ajax', { jobId })).body).toMatchObject({ state: 0, value: { state: 'done', result: { successNum: 3 } } });
    // The super administrator working in another organisation does not see it.
    expect((await call(test.app, admin, 'system/user/changeUserCurrentOrg.ajax', { orgNo: PV_ORG })).body.state).toBe(0);
    expect((await call(test.app, admin, 'pub/job/status.ajax', { jobId })).body).toMatchObject(notFound);
    // Built-in jobs have no starter; ids that are no number are no job.
    const builtIn = await test.app.jobs.enqueue('purge.expiredRows', {});
    expect((await call(test.app, manager, 'pub/job/status.ajax', { jobId: builtIn })).body).toMatchObject(notFound);
    expect((await call(test.app, manager, 'pub/job/status.ajax', { jobId: "1' or 1=1" })).body).toMatchObject(notFound);
  });

  it('ends a refused file as a failed job with the reason in the reader language, and writes nothing', async () => {
    const fileId = await uploaded(stationRows('JOBC', 2));
    const answer = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'BaStation', filePath: fileId, background: '1', flagField: 'noSuchField' });
    const status = await finishedJob(test.app, manager, answer.body.value.jobId);
    expect(status.body.value).toMatchObject({ state: 'failed', result: null });
    expect(status.body.value.message).toBe(status.body.msgInfo);
    expect(status.body.msgInfo).not.toBe('');
    const english = await call(test.app, manager, 'pub/job/status.ajax', { jobId: answer.body.value.jobId, lang: 'en-US' });
    expect(english.body.msgInfo).not.toBe(status.body.msgInfo);
    // Refused for good at the first run: not queued again.
    const row = await test.app.database.db.selectFrom('sys_job').select(['state', 'attempts']).where('id', '=', answer.body.value.jobId).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'failed', attempts: 1 });
    expect(await stationCount('JOBC')).toBe(0);
  });

  it('answers a small import when done, as the spec has it, without a job id', async () => {
    const fileId = await uploaded(stationRows('JOBD', 4));
    const answer = await call(test.app, manager, 'pub/importFromExcel.ajax', { _entityName: 'BaStation', filePath: fileId });
    expect(answer.body).toMatchObject({ state: 0, msgInfo: '成功导入 4 条数据', value: { successNum: 4, errorNum: 0 } });
    expect(answer.body.value.jobId).toBeUndefined();
  });

  it('runs a large export as a job and downloads its workbook through the file link', async () => {
    const answer = await call(test.app, manager, 'pub/exportToExcel.ajax', { _entityName: 'BaStation', background: '1', condition: 'stationCode:@JOB', orderField: 'stationCode', orderCondition: 'asc' });
    expect(answer.body).toMatchObject({ state: 0, value: { filePath: '', saveName: '', jobId: expect.stringMatching(/^\d+$/) } });
    const jobId: string = answer.body.value.jobId;
    const status = await finishedJob(test.app, manager, jobId);
    const exported = await stationCount('JOB');
    expect(status.body).toMatchObject({ msgInfo: '导出成功', value: { state: 'done', name: 'excel.export', progress: { written: exported }, result: { filePath: expect.stringMatching(/^[0-9a-f]{32}$/) } } });
    const { filePath, saveName } = status.body.value.result;
    const file = await download(test.app, manager, 'attachment/fileDownload', { filePath, saveName });
    expect(file.status).toBe(200);
    const sheet = dataSheet(await readWorkbook(file.bytes));
    expect(sheet.rowCount - 1).toBe(exported);
    expect((await call(test.app, zhangsan, 'pub/job/status.ajax', { jobId })).body).toMatchObject({ state: -1, code: 'E_RECORD_NOT_FOUND' });
  }, 300_000);
});
