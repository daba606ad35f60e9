import { Value } from '@sinclair/typebox/value';
import { sql } from 'kysely';
import { ReportAnswerSchema } from '../../contracts/report.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleTables } from '../../server/db/module-tables.ts';
import { publishedReport } from '../../server/reports/report-store.ts';
import { runReport } from '../../server/reports/report-run.ts';
import { createSqlBudget } from '../../server/workflow/sql-budget.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, PV_ORG, WIND_ORG } from './module-helpers.ts';
import { dataSheet, download, readWorkbook, rowValues } from './file-helpers.ts';

type Row = { values: Record<string, string | number | null>; labels: Record<string, string> };

/**
 * Reports (issue 19): the demo reports of reports/, published at start, run as one bound,
 * organisation- and data-scope-aware aggregate; the figures equal direct counts over the demo
 * data; injection through every parameter changes nothing and reads nothing more.
 */
describe('reports', { timeout: 300_000 }, () => {
  let test: TestApp;
  let admin: string;
  let manager: string;
  let lisi: string;
  let zhangsan: string;

  const run = async (token: string, reportId: string, params: Record<string, string> = {}) => call(test.app, token, 'system/report/run.ajax', { reportId, ...params });
  const rowsOf = async (token: string, reportId: string, params: Record<string, string> = {}): Promise<Row[]> => {
    const { body } = await run(token, reportId, params);
    if (body.state !== 0) throw new Error(JSON.stringify(body));
    return body.value.rows as Row[];
  };
  const db = () => moduleTables(test.app.database.db);
  const defectCount = async () => Number((await sql<{ n: string }>`select count(*) as n from df_defect`.execute(db())).rows[0]?.n);

  beforeAll(async () => {
    test = await startTestApp();
    [admin, manager, lisi, zhangsan] = [await login(test.app, 'admin'), await login(test.app, 'manager'), await login(test.app, 'lisi'), await login(test.app, 'zhangsan')];
  }, 600_000);
  afterAll(() => test.close());

  it('publishes every demo report and answers each one', async () => {
    const ids = ['rpDefectsByStation', 'rpDefectClosure', 'rpLostEnergy', 'rpWorkTickets', 'rpMaterialsIssued', 'rpVehicleUse', 'rpAlarmsPerDay', 'rpDefectComparison'];
    for (const id of ids) {
      expect(await publishedReport(test.app.database.db, id), id).toBeDefined();
      const { body } = await run(manager, id);
      expect(body.state, `${id} ${JSON.stringify(body).slice(0, 300)}`).toBe(0);
      expect(Value.Check(ReportAnswerSchema, body.value), id).toBe(true);
    }
  });

  it('counts defects by month, station and category exactly as a direct count over the demo data, in the manager’s organisation', async () => {
    const rows = await rowsOf(manager, 'rpDefectsByStation');
    const direct = await sql<{ month: string; station: string; category: string; n: number }>`
      select to_char(found_time, 'YYYY-MM') as month, czxx_no as station, category, count(*)::integer as n
      from df_defect where org_no = ${WIND_ORG} group by 1, 2, 3 order by 1, 2, 3`.execute(db());
    expect(direct.rows.length).toBeGreaterThan(1);
    const key = (month: unknown, station: unknown, category: unknown) => `${month}|${station}|${category}`;
    expect(new Map(rows.map((row) => [key(row.values.month, row.values.station, row.values.category), row.values.defects]))).toEqual(
      new Map(direct.rows.map((row) => [key(row.month, row.station, row.category), row.n])),
    );
    // Stations by name, categories in the reader's language.
    const named = rows.find((row) => row.values.station !== null);
    const station = await sql<{ name: string }>`select czxx_nam as name from ba_station where czxx_no = ${named?.values.station}`.execute(db());
    expect(named?.labels.station).toBe(station.rows[0]?.name);
    const english = await call(test.app, manager, 'system/report/run.ajax', { reportId: 'rpDefectsByStation', lang: 'en-US' });
    const labels = new Set((english.body.value.rows as Row[]).map((row) => row.labels.category));
    expect([...labels].every((label) => /^[A-Za-z ]+$/.test(label ?? ''))).toBe(true);
  });

  it('keeps to the reader’s organisation and data scope, and narrows by their search conditions', async () => {
    const total = (rows: Row[]) => rows.reduce((sum, row) => sum + Number(row.values.defects), 0);
    const count = async (orgNo: string, extra = sql`true`) =>
      Number((await sql<{ n: string }>`select count(*) as n from df_defect where org_no = ${orgNo} and ${extra}`.execute(db())).rows[0]?.n);
    expect(total(await rowsOf(lisi, 'rpDefectsByStation'))).toBe(await count(PV_ORG));
    expect(total(await rowsOf(manager, 'rpDefectsByStation', { condition: 'category:S_INMAJOR,CRITICAL' }))).toBe(await count(WIND_ORG, sql`category in ('MAJOR', 'CRITICAL')`));
    expect(total(await rowsOf(manager, 'rpDefectsByStation', { condition: 'foundTime:D_B2000-01-01|foundTime:D_S2000-01-31' }))).toBe(0);
  });

  it('compares the period of an anchor day with the one before and the same one a year earlier', async () => {
    const latest = await sql<{ day: string }>`select to_char(max(found_time), 'YYYY-MM-DD') as day from df_defect where org_no = ${WIND_ORG}`.execute(db());
    const anchor = String(latest.rows[0]?.day);
    const { body } = await run(manager, 'rpDefectComparison', { anchor });
    expect(body.state).toBe(0);
    const { periods, rows } = body.value as { periods: Record<string, { from: string; until: string }>; rows: Row[] };
    expect(periods.current?.from).toBe(`${anchor.slice(0, 7)}-01`);
    for (const period of ['current', 'previous', 'lastYear']) {
      const range = periods[period]!;
      const direct = await sql<{ n: string }>`select count(*) as n from df_defect where org_no = ${WIND_ORG} and found_time >= ${range.from}::date and found_time < ${range.until}::date`.execute(db());
      const reported = rows.filter((row) => row.values.period === period).reduce((sum, row) => sum + Number(row.values.defects), 0);
      expect(reported, period).toBe(Number(direct.rows[0]?.n));
    }
    expect(rows.filter((row) => row.values.period === 'current').length).toBeGreaterThan(0);
  });

  it('computes durations and percentiles as PostgreSQL does', async () => {
    const rows = await rowsOf(manager, 'rpDefectClosure');
    const direct = await sql<{ category: string; avg: number; p90: number }>`
      select category, avg(extract(epoch from (actual_end::timestamp - found_time::timestamp)) / 86400)::double precision as avg,
        (percentile_cont(0.9) within group (order by extract(epoch from (actual_end::timestamp - found_time::timestamp)) / 86400))::double precision as p90
      from df_defect where org_no = ${WIND_ORG} group by category`.execute(db());
    for (const expected of direct.rows) {
      const row = rows.find((entry) => entry.values.category === expected.category);
      expect(row?.values.avgDays === null ? null : Number(row?.values.avgDays)).toBeCloseTo(expected.avg ?? NaN, 6);
      if (expected.p90 !== null) expect(Number(row?.values.p90Days)).toBeCloseTo(expected.p90, 6);
    }
  });

  it('refuses injection through every parameter, binds what it accepts, and changes nothing', async () => {
    const before = await defectCount();
    for (const reportId of ["rpDefectsByStation' or '1'='1", 'rpDefectsByStation;drop table df_defect', 'pg_user', '']) {
      expectRefusal(await run(manager, reportId), reportId === 'pg_user' ? 'E_NOT_FOUND' : 'E_BAD_REQUEST');
    }
    expectRefusal(await run(manager, 'rpDefectsByStation', { condition: "category) or 1=1 --:S_Ex" }), 'E_BAD_CONDITION');
    expectRefusal(await run(manager, 'rpDefectsByStation', { condition: 'created_by:S_EU0001' }), 'E_UNKNOWN_FIELD');
    // A field of the module that is not one of its search conditions is no filter of the report.
    expectRefusal(await run(manager, 'rpDefectsByStation', { condition: 'description:@x' }), 'E_UNKNOWN_FIELD');
    expectRefusal(await run(manager, 'rpDefectsByStation', { condition: "foundTime:D_B2026-01-01' or '1'='1" }), 'E_BAD_CONDITION');
    expectRefusal(await run(manager, 'rpDefectsByStation', { condition: 'lostEnergyKwh:N_B1;delete from df_defect' }), 'E_BAD_CONDITION');
    // Values are bound: quotes and comment marks are searched for, never run.
    for (const condition of ["title:@x' or '1'='1", "category:S_IN'); delete from df_defect; --", "defectState:S_E1' union select * from sys_user --"]) {
      expect(await rowsOf(manager, 'rpDefectsByStation', { condition }), condition).toEqual([]);
    }
    expectRefusal(await run(manager, 'rpDefectComparison', { anchor: "1' or 1=1" }), 'E_BAD_VALUE');
    expectRefusal(await run(manager, 'rpDefectComparison', { anchor: "2026-01-01'; drop table df_defect" }), 'E_BAD_REQUEST');
    expectRefusal(await run(manager, 'rpDefectComparison', { anchor: '2026-02-30' }), 'E_BAD_VALUE');
    // A parameter the call does not name reaches nothing: the answer is the plain report's.
    expect(await rowsOf(manager, 'rpDefectsByStation', { orderField: 'defects; drop table df_defect', pageSize: '1' })).toEqual(await rowsOf(manager, 'rpDefectsByStation'));
    expect(await defectCount()).toBe(before);
  });

  it('refuses a report showing a field the reader’s roles hide, and one of a module the reader may not view', async () => {
    expect((await run(zhangsan, 'rpDefectComparison')).body.state).toBe(0);
    // Overrides hold in the organisation they are made in: the manager makes it in zhangsan's, the wind farm.
    const hidden = await call(test.app, manager, 'meta/setFieldPermissions.ajax', { moduleId: 'dfDefect', changes: JSON.stringify([{ roleId: 'user', field: 'lostEnergyKwh', access: 'hidden' }]) });
    expect(hidden.body.state, JSON.stringify(hidden.body)).toBe(0);
    const refused = await run(zhangsan, 'rpDefectComparison');
    expectRefusal(refused, 'E_BAD_REQUEST');
    expect(refused.body.msgInfo).toBe('该报表显示了您的角色不可见的字段');
    // The report that does not read the field still runs.
    expect((await run(zhangsan, 'rpDefectsByStation')).body.state).toBe(0);
    await call(test.app, manager, 'meta/setFieldPermissions.ajax', { moduleId: 'dfDefect', changes: JSON.stringify([{ roleId: 'user', field: 'lostEnergyKwh', access: null }]) });
    expect((await run(zhangsan, 'rpDefectComparison')).body.state).toBe(0);
    const noView = await call(test.app, admin, 'system/role/saveOperations.ajax', { roleId: 'user', moduleId: 'wtWorkTicket', operations: '' });
    expect(noView.body.state, JSON.stringify(noView.body)).toBe(0);
    expectRefusal(await run(zhangsan, 'rpWorkTickets'), 'E_OPERATION_DENIED');
  });

  it('exports the table the reader sees as a workbook of their own', async () => {
    const rows = await rowsOf(manager, 'rpDefectsByStation', { condition: 'category:S_INMAJOR' });
    const { body } = await call(test.app, manager, 'system/report/export.ajax', { reportId: 'rpDefectsByStation', condition: 'category:S_INMAJOR' });
    expect(body.state, JSON.stringify(body)).toBe(0);
    expect(body.value.saveName).toMatch(/^各场站缺陷月度统计_\d{14}\.xlsx$/);
    const file = await download(test.app, manager, 'attachment/fileDownload', { filePath: body.value.filePath, saveName: body.value.saveName });
    const sheet = dataSheet(await readWorkbook(file.bytes));
    expect(rowValues(sheet, 1)).toEqual(['月份', '场站', '缺陷类别', '缺陷数']);
    expect(sheet.rowCount).toBe(1 + rows.length);
    const first = rows[0]!;
    expect(rowValues(sheet, 2)).toEqual([first.values.month, first.labels.station, first.labels.category, first.values.defects]);
    // Another user cannot fetch the file.
    expect((await download(test.app, lisi, 'attachment/fileDownload', { filePath: body.value.filePath, saveName: body.value.saveName })).body?.state).toBe(-1);
  });

  it('versions a report as a module: an analyst drafts, an administrator publishes with a menu entry and rolls back', async () => {
    const analyst = await login(test.app, 'analyst');
    const source = (await publishedReport(test.app.database.db, 'rpDefectsByStation'))!;
    const draft = { ...source, reportId: 'rpAnalystDefects', title: { 'zh-CN': '分析员缺陷报表', 'en-US': 'Analyst defects' }, menu: { parentId: 'm_defect', seq: 300 } };
    const save = (bundle: unknown) => call(test.app, analyst, 'system/report/saveDraft.ajax', { bundle: JSON.stringify(bundle) });

    const broken = await save({ ...draft, measures: [{ name: 'n', fn: 'sum', field: 'title', label: { 'zh-CN': '合计', 'en-US': 'Sum' } }] });
    expectRefusal(broken, 'E_BUNDLE_INVALID');
    expect(broken.body.param.problems).toEqual([
      expect.objectContaining({ file: 'rpAnalystDefects.json', pointer: '/measures/0/field', messageId: 'report.problem.measureNotNumeric', message: 'sum 需要数值字段，title 是 text 字段' }),
    ]);
    // The designer's live preview runs the unsaved bundle on real data, with the analyst's own grants.
    const preview = (bundle: unknown, token = analyst) => call(test.app, token, 'system/report/preview.ajax', { bundle: JSON.stringify(bundle) });
    expect((await preview(draft)).body.value.rows).toEqual(await rowsOf(analyst, 'rpDefectsByStation'));
    expectRefusal(await preview({ ...draft, dimensions: [{ name: 'x', field: 'nope' }], display: { type: 'table' }, sort: [] }), 'E_BUNDLE_INVALID');
    expectRefusal(await preview(draft, zhangsan), 'E_OPERATION_DENIED');
    expect((await save(draft)).body.value).toEqual({ version: 1 });
    expect((await save(draft)).body.value).toEqual({ version: 1 });
    expectRefusal(await run(manager, 'rpAnalystDefects'), 'E_NOT_FOUND');
    expectRefusal(await call(test.app, analyst, 'system/report/publish.ajax', { reportId: 'rpAnalystDefects' }), 'E_OPERATION_DENIED');

    expect((await call(test.app, admin, 'system/report/publish.ajax', { reportId: 'rpAnalystDefects' })).body.value).toEqual({ version: 1 });
    const menu = await test.app.database.db.selectFrom('sys_menu').select(['id', 'parent_id', 'router_path']).where('module', '=', 'rpAnalystDefects').execute();
    expect(menu).toEqual([{ id: 'rpAnalystDefects', parent_id: 'm_defect', router_path: 'system/jimu/reportMenuView' }]);
    expect(await rowsOf(manager, 'rpAnalystDefects')).toEqual(await rowsOf(manager, 'rpDefectsByStation'));

    await save({ ...draft, dimensions: [draft.dimensions[1]], display: { type: 'table' }, sort: [] });
    expect((await call(test.app, admin, 'system/report/publish.ajax', { reportId: 'rpAnalystDefects' })).body.value).toEqual({ version: 2 });
    expect(Object.keys((await rowsOf(manager, 'rpAnalystDefects'))[0]!.values)).toEqual(['station', 'defects']);
    expectRefusal(await call(test.app, admin, 'system/report/rollback.ajax', { reportId: 'rpAnalystDefects', version: '2' }), 'E_NOT_FOUND');
    expect((await call(test.app, admin, 'system/report/rollback.ajax', { reportId: 'rpAnalystDefects', version: '1' })).body.value).toEqual({ version: 3 });
    expect(await rowsOf(manager, 'rpAnalystDefects')).toEqual(await rowsOf(manager, 'rpDefectsByStation'));
    const versions = (await call(test.app, admin, 'system/report/versions.ajax', { reportId: 'rpAnalystDefects' })).body.value as { version: number; status: string }[];
    expect(versions.map((entry) => [entry.version, entry.status])).toEqual([[3, 'published'], [2, 'archived'], [1, 'archived']]);
  });

  it('refuses a run whose estimated cost passes the cap, like a workflow SQL condition', async () => {
    const bundle = await publishedReport(test.app.database.db, 'rpDefectsByStation');
    const context = {
      db: test.app.database.db,
      registry: test.app.modules,
      ctx: { orgNo: WIND_ORG, userId: 'U0002', locale: 'zh-CN' as const },
      access: () => ({}),
      now: new Date(),
    };
    await expect(runReport(bundle!, { condition: '', anchor: '' }, { ...context, budget: createSqlBudget({ maxCost: 1, maxMs: 3000 }) })).rejects.toMatchObject({
      code: 'E_BAD_CONDITION',
      messageId: 'workflow.sql.budget',
    });
    const answer = await runReport(bundle!, { condition: '', anchor: '' }, { ...context, budget: createSqlBudget() });
    expect(answer.rows.length).toBeGreaterThan(0);
  });
});
