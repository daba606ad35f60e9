import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedReport } from '../../server/reports/report-store.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';

type Listed = { reportId: string; source: string; publishedVersion: number | null; draftVersion: number | null };

/** The report designer's own calls: the list of reports, versions with their bundles, and a draft submitted for review. */
describe('report designer calls', { timeout: 300_000 }, () => {
  let test: TestApp;
  let analyst: string;
  let zhangsan: string;

  const listed = async (token: string): Promise<Listed[]> => (await call(test.app, token, 'system/report/list.ajax')).body.value;

  beforeAll(async () => {
    test = await startTestApp();
    [analyst, zhangsan] = [await login(test.app, 'analyst'), await login(test.app, 'zhangsan')];
  }, 600_000);
  afterAll(() => test.close());

  it('lists every report with its published and draft versions, and each version with its bundle', async () => {
    const before = await listed(analyst);
    expect(before.find((report) => report.reportId === 'rpMaterialsIssued')).toEqual(expect.objectContaining({ source: 'mtOutboundLine', publishedVersion: 1, draftVersion: null }));
    const source = (await publishedReport(test.app.database.db, 'rpMaterialsIssued'))!;
    const draft = { ...source, limit: 50 };
    expect((await call(test.app, analyst, 'system/report/saveDraft.ajax', { bundle: JSON.stringify(draft) })).body.value).toEqual({ version: 2 });
    expect((await listed(analyst)).find((report) => report.reportId === 'rpMaterialsIssued')).toEqual(expect.objectContaining({ publishedVersion: 1, draftVersion: 2 }));
    const versions = (await call(test.app, analyst, 'system/report/versions.ajax', { reportId: 'rpMaterialsIssued' })).body.value as { version: number; bundle: unknown }[];
    expect(versions.map((version) => [version.version, version.bundle])).toEqual([[2, draft], [1, source]]);
    expectRefusal(await call(test.app, zhangsan, 'system/report/list.ajax'), 'E_OPERATION_DENIED');
  });

  it('tells the publishers of the analyst’s organisation that a draft waits, and refuses without a draft', async () => {
    const sent = await call(test.app, analyst, 'system/report/submitForReview.ajax', { reportId: 'rpMaterialsIssued', note: '请审核' });
    expect(sent.body.state, JSON.stringify(sent.body)).toBe(0);
    expect(sent.body.value.receivers).toBeGreaterThan(0);
    const { rows } = await sql<{ title: string; content: string; url: string; receivers: number }>`
      select m.title, m.content, m.url, (select count(*)::integer from sys_msg_receiver r where r.msg_no = m.msg_no) as receivers
      from sys_message m where m.msgtype = 'DESIGN_REVIEW' and m.url = 'setting/moduleDesigner?report=rpMaterialsIssued'`.execute(test.app.database.db);
    expect(rows).toEqual([{ title: '报表「物资月度出库统计（按类别）」草稿 v2 待审核发布', content: '请审核', url: 'setting/moduleDesigner?report=rpMaterialsIssued', receivers: sent.body.value.receivers }]);
    expectRefusal(await call(test.app, analyst, 'system/report/submitForReview.ajax', { reportId: 'rpDefectsByStation' }), 'E_NOT_FOUND');
    expectRefusal(await call(test.app, zhangsan, 'system/report/submitForReview.ajax', { reportId: 'rpMaterialsIssued' }), 'E_OPERATION_DENIED');
  });
});
