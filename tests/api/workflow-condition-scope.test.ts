import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { PV_ORG } from '../../server/seed/system-data.ts';
import { createSqlBudget } from '../../server/workflow/sql-budget.ts';
import { createSqlHost, moduleSqlScope } from '../../server/workflow/sql-host.ts';
import { call, type TestApp } from './harness.ts';
import { MODULE, startWorkflowApp, WIND_ORG, ZHANGSAN } from './workflow-support.ts';

/** start → 'flagged' when the condition holds, else → 'task'; both → end. */
function model(condition: string) {
  return wfModel('scope', MODULE, 'scope', [
    wfNode('s', 'start', '开始', { handlers: { ...NO_HANDLERS, starter: true } }),
    wfNode('task', 'ordinary', '审核', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
    wfNode('flagged', 'ordinary', '条件节点', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
    wfNode('e', 'end', '结束'),
  ], [wfLine('l1', 's', 'task'), wfLine('l2', 's', 'flagged', condition), wfLine('l3', 'task', 'e'), wfLine('l4', 'flagged', 'e')]);
}

describe('workflow SQL conditions see only the record organisation', () => {
  let test: TestApp;
  let manager: string;
  let platesOf: (orgNo: string) => Promise<string[]>;
  beforeAll(async () => {
    ({ test, manager } = await startWorkflowApp());
    platesOf = async (orgNo) =>
      (await sql<{ plate_no: string }>`select plate_no from vm_vehicle where org_no = ${orgNo} order by plate_no`.execute(test.app.database.db)).rows.map((row) => row.plate_no);
  });
  afterAll(() => test.close());

  const dryRun = async (condition: string) =>
    (await call(test.app, manager, 'workflow/designer/dryRun.ajax', { model: JSON.stringify(model(condition)), record: '{}' })).body;

  it('reads nothing of another organisation named by a literal, and echoes no value read', async () => {
    const pvPlates = await platesOf(PV_ORG);
    expect(pvPlates.length).toBeGreaterThan(0);
    const answer = await dryRun(`getValIntBySql("select plate_no from vm_vehicle where org_no = '${PV_ORG}' order by 1") > 0`);
    expect(answer.state).toBe(0);
    expect(JSON.stringify(answer)).not.toContain(pvPlates[0]!);
    expect(answer.value).toMatchObject({ ended: true, problems: [] });
    expect(answer.value.path.map((step: { nodeId: string }) => step.nodeId)).toEqual(['s', 'task']);
  });

  it('answers a value of the record organisation that is not a number without quoting it', async () => {
    const windPlates = await platesOf(WIND_ORG);
    for (const [condition, message] of [
      ['getValIntBySql("select plate_no from vm_vehicle order by 1") > 0', 'SQL 表达式的结果不是数字'],
      ['getValIntBySql("select plate_no::int from vm_vehicle order by 1") > 0', '函数 getValIntBySql 执行失败，请检查表达式'],
    ] as const) {
      const answer = await dryRun(condition);
      expect(answer.value.problems, condition).toEqual([{ message }]);
      for (const plate of windPlates) expect(JSON.stringify(answer)).not.toContain(plate);
    }
  });

  /** A condition's query as the record's organisation `orgNo` runs it. */
  const read = (orgNo: string, kind: 'int' | 'str' | 'list', text: string, params: string[] = []) =>
    test.app.database.db.transaction().execute((trx) => createSqlHost(trx, moduleSqlScope(test.app.modules, orgNo), createSqlBudget())(kind, text, params));

  it.each([
    ['a literal organisation', `select count(*) from vm_vehicle where org_no = '${PV_ORG}'`],
    ['an alias', `select count(*) from vm_vehicle v where v.org_no <> '${WIND_ORG}'`],
    ['a schema-less qualified column', `select count(*) from vm_vehicle where vm_vehicle.org_no = '${PV_ORG}'`],
    ['a join', `select count(*) from df_defect d join vm_vehicle v on v.org_no = '${PV_ORG}'`],
    ['a comma join', `select count(*) from df_defect d, ba_station s where s.org_no = '${PV_ORG}' and d.org_no = s.org_no`],
    ['a subquery in FROM', `select count(*) from (select * from vm_vehicle where org_no = '${PV_ORG}') pv`],
    ['a subquery in WHERE', `select count(*) from df_defect where exists (select 1 from vm_vehicle v where v.org_no = '${PV_ORG}')`],
    ['a correlated subquery', `select count(*) from ba_station s where s.org_no = '${PV_ORG}' or exists (select 1 from df_defect d where d.czxx_no = s.czxx_no and d.org_no = '${PV_ORG}')`],
    ['a CTE', `with v as (select * from vm_vehicle) select count(*) from v where org_no = '${PV_ORG}'`],
    ['a CTE named like the table', `with vm_vehicle as (select * from vm_vehicle) select count(*) from vm_vehicle where org_no = '${PV_ORG}'`],
    ['a UNION branch', `select count(*) from (select org_no from df_defect union all select org_no from vm_vehicle) x where org_no = '${PV_ORG}'`],
  ])('reads no row of another organisation through %s', async (_name, text) => {
    expect(await read(WIND_ORG, 'int', text)).toBe(0);
  });

  it('reads every row of the record organisation, and another record organisation reads its own', async () => {
    const count = async (orgNo: string) => Number((await sql<{ n: string }>`select count(*) as n from vm_vehicle where org_no = ${orgNo}`.execute(test.app.database.db)).rows[0]?.n);
    expect(await read(WIND_ORG, 'int', 'select count(*) from vm_vehicle')).toBe(await count(WIND_ORG));
    expect(await read(PV_ORG, 'int', 'select count(*) from vm_vehicle v join df_defect d on d.org_no = v.org_no where v.plate_no = ?', [(await platesOf(PV_ORG))[0]!])).toBeGreaterThan(0);
    expect(await read(WIND_ORG, 'list', `select plate_no from vm_vehicle where org_no in (?, ?) order by 1`, [WIND_ORG, PV_ORG])).toEqual(await platesOf(WIND_ORG));
    expect(await read(WIND_ORG, 'str', `select (select max(plate_no) from vm_vehicle where org_no = '${PV_ORG}')`)).toBe('');
  });
});
