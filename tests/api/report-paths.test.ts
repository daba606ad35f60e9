import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleTables } from '../../server/db/module-tables.ts';
import { publishedReport } from '../../server/reports/report-store.ts';
import { call, grantsChanged, login, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal, PV_ORG, WIND_ORG } from './module-helpers.ts';

type Row = { values: Record<string, string | number | null>; labels: Record<string, string> };

/**
 * Report dimensions read through other records (runtime/report/field-path.ts): the demo report
 * "materials issued per month by category" groups outbound lines by their order's date and their
 * material's category. Figures equal a direct join over the demo data, each reader's organisation
 * and grants apply to every module the path reads, and a path is only ever checked identifiers.
 */
describe('report dimensions through references and parents', { timeout: 300_000 }, () => {
  let test: TestApp;
  let manager: string;
  let lisi: string;
  let zhangsan: string;
  let analyst: string;

  const run = (token: string, params: Record<string, string> = {}) => call(test.app, token, 'system/report/run.ajax', { reportId: 'rpMaterialsIssued', ...params });
  const rowsOf = async (token: string, params: Record<string, string> = {}): Promise<Row[]> => {
    const { body } = await run(token, params);
    if (body.state !== 0) throw new Error(JSON.stringify(body));
    return body.value.rows as Row[];
  };
  /** The same figures by a plain join: month of the order, category of the material, in one organisation. */
  const direct = async (orgNo: string) => {
    const { rows } = await sql<{ month: string; category: string; quantity: number; lines: number }>`
      select to_char(o.outbound_date, 'YYYY-MM') as month, m.category, sum(l.quantity)::double precision as quantity, count(*)::integer as lines
      from mt_outbound_line l
      join mt_outbound o on o.outbound_id = l.parent_id and o.org_no = ${orgNo}
      join mt_material m on m.material_id = l.material_id and m.org_no = ${orgNo}
      where l.org_no = ${orgNo}
      group by 1, 2`.execute(moduleTables(test.app.database.db));
    return rows;
  };
  const byKey = (rows: { month: unknown; category: unknown; quantity: unknown; lines: unknown }[]) =>
    new Map(rows.map((row) => [`${row.month}|${row.category}`, [Number(row.quantity), Number(row.lines)]]));

  beforeAll(async () => {
    test = await startTestApp();
    [manager, lisi, zhangsan, analyst] = [await login(test.app, 'manager'), await login(test.app, 'lisi'), await login(test.app, 'zhangsan'), await login(test.app, 'analyst')];
  }, 600_000);
  afterAll(() => test.close());

  it('counts and sums outbound lines by the month of their order and the category of their material as a direct join does, per organisation', async () => {
    for (const [token, orgNo] of [[manager, WIND_ORG], [lisi, PV_ORG]] as const) {
      const expected = await direct(orgNo);
      expect(expected.length, orgNo).toBeGreaterThan(1);
      const rows = await rowsOf(token);
      expect(byKey(rows.map((row) => ({ month: row.values.month, category: row.values.category, quantity: row.values.quantity, lines: row.values.lines })))).toEqual(byKey(expected));
    }
    // The far field's dictionary labels the group, in the reader's language; a month is the order's, never the line's.
    const english = (await run(manager, { lang: 'en-US' })).body.value.rows as Row[];
    const categories = await sql<{ category: string }>`select distinct category from mt_material`.execute(moduleTables(test.app.database.db));
    expect(english.every((row) => /^[A-Z][A-Za-z ]+$/.test(row.labels.category ?? ''))).toBe(true);
    expect(english.every((row) => categories.rows.some((entry) => entry.category === row.values.category))).toBe(true);
    expect((await run(manager)).body.value.dimensions.map((dimension: { field: string }) => dimension.field)).toEqual(['parent.outboundDate', 'materialId.category']);
  });

  it('needs the view grant of every module the path reads', async () => {
    const db = test.app.database.db;
    const held = await db.selectFrom('sys_role_opr').selectAll().where('role_id', '=', 'user').where('module_id', '=', 'mtMaterial').where('opr_name', '=', 'view').execute();
    expect(held.length).toBe(1);
    expect((await run(zhangsan)).body.state).toBe(0);
    await db.deleteFrom('sys_role_opr').where('role_id', '=', 'user').where('module_id', '=', 'mtMaterial').where('opr_name', '=', 'view').execute();
    await grantsChanged(test.app);
    try {
      expectRefusal(await run(zhangsan), 'E_OPERATION_DENIED');
    } finally {
      await db.insertInto('sys_role_opr').values(held).execute();
      await grantsChanged(test.app);
    }
    expect((await run(zhangsan)).body.state).toBe(0);
  });

  it('refuses paths that are not checked identifiers or go through what is no single reference, before any SQL', async () => {
    const bundle = (await publishedReport(test.app.database.db, 'rpMaterialsIssued'))!;
    const preview = (field: string) =>
      call(test.app, analyst, 'system/report/preview.ajax', { bundle: JSON.stringify({ ...bundle, dimensions: [{ name: 'd', field }], display: { type: 'table' } }) });
    for (const [field, messageId] of [
      ["parent.outboundDate'); drop table mt_material; --", 'bundle.schema.pattern'],
      ['parent."outbound_date"', 'bundle.schema.pattern'],
      ['quantity.category', 'report.problem.notHop'],
      ['parent.parent.outboundDate', 'report.problem.noParent'],
      ['materialId.pg_sleep', 'report.problem.unknownField'],
    ] as const) {
      const answer = await preview(field);
      expectRefusal(answer, 'E_BUNDLE_INVALID');
      expect(answer.body.param.problems[0], field).toMatchObject({ pointer: '/dimensions/0/field', messageId });
    }
    expect(Number((await sql<{ n: string }>`select count(*) as n from mt_material`.execute(moduleTables(test.app.database.db))).rows[0]?.n)).toBeGreaterThan(0);
  });
});
