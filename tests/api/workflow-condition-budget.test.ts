import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { createSqlBudget, DEFAULT_SQL_BUDGET } from '../../server/workflow/sql-budget.ts';
import { createSqlHost, moduleSqlScope } from '../../server/workflow/sql-host.ts';
import { call, type TestApp } from './harness.ts';
import { expectOk, freshDefects, MODULE, publishModel, startWorkflowApp, stored, submit, WIND_ORG, ZHANGSAN } from './workflow-support.ts';

/**
 * A query the planner expects to be expensive (about a quarter of the default budget on the
 * demo data) that runs in no time: the cross join sits in a CASE branch no row takes (demo
 * titles are never empty), and the planner charges the subquery anyway.
 */
const COSTLY = "select case when max(d.title) = '' then (select count(*) from vm_vehicle v, vm_vehicle w, vm_vehicle x, df_defect a where a.category = 'CRITICAL') else 0 end from df_defect d";

/** start → `count` nodes, each behind a line with `condition`, and a default line to 'task'. */
function model(modelId: string, condition: string, count: number) {
  const branches = Array.from({ length: count }, (_, i) => `c${i}`);
  return wfModel(modelId, MODULE, modelId, [
    wfNode('s', 'start', '开始', { handlers: { ...NO_HANDLERS, starter: true } }),
    wfNode('task', 'ordinary', '审核', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
    ...branches.map((id) => wfNode(id, 'ordinary', id, { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } })),
    wfNode('e', 'end', '结束'),
  ], [
    wfLine('l', 's', 'task'),
    wfLine('le', 'task', 'e'),
    ...branches.flatMap((id) => [wfLine(`l${id}`, 's', id, condition), wfLine(`le${id}`, id, 'e')]),
  ]);
}

describe('one SQL budget for all the conditions of a workflow action', () => {
  let test: TestApp;
  let manager: string;
  beforeAll(async () => {
    ({ test, manager } = await startWorkflowApp());
  });
  afterAll(() => test.close());

  /** The estimated cost of a query as a wind-farm record's condition runs it: charged, then refused by an empty budget. */
  const costOf = async (text: string) => {
    const budget = createSqlBudget({ maxCost: 0, maxMs: DEFAULT_SQL_BUDGET.maxMs });
    const read = test.app.database.db.transaction().execute((trx) => createSqlHost(trx, moduleSqlScope(test.app.modules, WIND_ORG), budget)('int', text, []));
    await expect(read).rejects.toMatchObject({ messageId: 'workflow.sql.budget' });
    return budget.spent();
  };

  it('refuses a dry run and a start whose conditions each fit the budget but not together, and changes nothing', async () => {
    const { maxCost } = DEFAULT_SQL_BUDGET;
    const cost = await costOf(COSTLY);
    expect(cost).toBeGreaterThan(maxCost / 8);
    expect(cost).toBeLessThan(maxCost / 2);
    const fitting = Math.floor(maxCost / cost);
    const condition = `getValIntBySql("${COSTLY}") < 0`;
    const dryRun = async (count: number) =>
      (await call(test.app, manager, 'workflow/designer/dryRun.ajax', { model: JSON.stringify(model('budget', condition, count)), record: '{}' })).body.value;

    expect(await dryRun(fitting)).toMatchObject({ ended: true, problems: [] });
    expect(await dryRun(fitting + 1)).toMatchObject({ ended: false, problems: [{ message: '本次操作的 SQL 条件合计开销超出上限，操作未执行；请为条件加上筛选以缩小查询范围，或减少 SQL 条件' }] });

    expectOk(await publishModel(test.app, manager, model('budget', condition, fitting + 1)));
    const [key] = (await freshDefects(test.app, 'GENERAL', 1)) as [string];
    for (const [lang, message] of [['zh-cn', /^本次操作的 SQL 条件合计开销超出上限/], ['en-us', /^The SQL conditions of this action together exceed its budget/]] as const) {
      const answer = await submit(test.app, manager, key, { oprNo: 0, modelId: 'budget' }, lang);
      expect(answer.body).toMatchObject({ state: -1, code: 'E_BAD_CONDITION', msgInfo: expect.stringMatching(message) });
    }
    expect((await stored(test.app, key)).instance).toBeUndefined();
  });
});
