/**
 * Workflow model and node names in both languages (issue 17 items 6 and 7): the designer
 * stores a Chinese and an English name, every reader answers the caller's language with the
 * Chinese name as the fallback, the server refuses names it cannot hold; and no seeded demo
 * instance routes a step to the person who submitted the record.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { DEMO_MODELS } from '../../server/seed/workflow-models.ts';
import { call, loginAll, startTestApp, type TestApp } from './harness.ts';
import { expectOk, freshDefects, MODULE, submit, ZHANGSAN } from './workflow-support.ts';

const EN = 'en_US';
const ZH = 'zh-cn';

describe('workflow names in both languages', () => {
  let test: TestApp;
  let admin: string;
  let manager: string;
  let zhangsan: string;

  beforeAll(async () => {
    test = await startTestApp();
    [admin, manager, zhangsan] = await loginAll(test.app, ['admin', 'manager', 'zhangsan'] as const);
  }, 300_000);
  afterAll(() => test.close());

  const todo = async (token: string, lang: string) =>
    (await call(test.app, token, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageNo: 1, pageSize: 200, lang })).body.rows as { MODULEID: string; NODEID: string; NODEDESC: string; row_pkValue: string }[];

  it('answers the seeded models’ step names in the caller’s language, in the task list and its filter', async () => {
    const english = await todo(zhangsan, EN);
    const chinese = await todo(zhangsan, ZH);
    const review = (rows: typeof english) => rows.find((row) => row.MODULEID === 'mtRequisition' && row.NODEID === 'teamReview')?.NODEDESC;
    expect([review(chinese), review(english)]).toEqual(['值长审核', 'Shift leader review']);
    const filtered = (await call(test.app, zhangsan, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageSize: 200, lang: EN, condition: 'NODEDESC:@Shift leader' })).body;
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(new Set(filtered.rows.map((row: { NODEDESC: string }) => row.NODEDESC))).toEqual(new Set(['Shift leader review']));
  });

  it('stores both names the designer sends, reads them back, and names model, steps and log in the caller’s language', async () => {
    const model = wfModel('names_a', MODULE, { zh: '双语审核', en: 'Bilingual review' }, [
      wfNode('start', 'start', { zh: '登记', en: 'Report' }, { handlers: { ...NO_HANDLERS, starter: true } }),
      wfNode('check', 'ordinary', { zh: '班组核对', en: 'Team check' }, { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
      // Drawn before names had two languages: the Chinese name serves both.
      wfNode('close', 'ordinary', '关闭确认', { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } }),
      wfNode('end', 'end', { zh: '结束', en: 'End' }),
    ], [wfLine('l1', 'start', 'check'), wfLine('l2', 'check', 'close'), wfLine('l3', 'close', 'end')]);
    const saved = await call(test.app, admin, 'workflow/designer/saveModel.ajax', { model: JSON.stringify(model), moduleId: MODULE });
    expectOk(saved);
    const draft = (await call(test.app, admin, 'system/workflow/loadModel.ajax', { modelId: 'names_a', draft: '1' })).body.value;
    expect(draft).toMatchObject({ name: '双语审核', nameEn: 'Bilingual review' });
    expect(draft.nodes.map((node: { desc: string; descEn: string }) => [node.desc, node.descEn])).toEqual([['登记', 'Report'], ['班组核对', 'Team check'], ['关闭确认', ''], ['结束', 'End']]);
    expectOk(await call(test.app, admin, 'workflow/designer/publishModel.ajax', { modelId: 'names_a' }));

    const models = async (lang: string) => ((await call(test.app, manager, 'system/workflow/findModels.ajax', { moduleId: MODULE, modelId: 'names_a', lang })).body.value as { name: string }[]).map((row) => row.name);
    expect([await models(ZH), await models(EN)]).toEqual([['双语审核'], ['Bilingual review']]);

    const [key] = await freshDefects(test.app, 'GENERAL', 1);
    const starting = (await call(test.app, manager, 'system/workflow/findWFProcessInfo.ajax', { moduleId: MODULE, pkValue: key!, modelId: 'names_a', oprNo: 0, lang: EN })).body.value;
    expect(starting.infos.map((node: { nextNodeName: string }) => node.nextNodeName)).toEqual(['Team check']);
    expectOk(await submit(test.app, manager, key!, { oprNo: 0, modelId: 'names_a' }, EN));
    const info = async (lang: string) => (await call(test.app, zhangsan, 'system/workflow/initWfCommand.ajax', { moduleId: MODULE, pkValue: key!, lang })).body.value;
    expect([(await info(ZH)).currentNodeName, (await info(EN)).currentNodeName]).toEqual(['班组核对', 'Team check']);
    expect((await todo(zhangsan, EN)).find((row) => row.row_pkValue === key)?.NODEDESC).toBe('Team check');
    expectOk(await submit(test.app, zhangsan, key!, {}, EN));
    expect((await todo(zhangsan, EN)).find((row) => row.row_pkValue === key)?.NODEDESC).toBe('关闭确认');

    const log = (await call(test.app, zhangsan, 'system/workflow/workflowHandleLog.ajax', { moduleId: MODULE, pkValue: key!, lang: EN })).body.value;
    expect(log.startNode.nodeDesc).toBe('Report');
    expect([...log.handledList, ...log.handlingList].map((entry: { nodeDesc: string }) => entry.nodeDesc)).toEqual(['Team check', '关闭确认']);
    const monitored = (await call(test.app, admin, 'workflow/monitor/instances.ajax', { modelId: 'names_a', lang: EN })).body.rows;
    expect(monitored.map((row: { modelName: string; tasks: { nodeDesc: string }[] }) => [row.modelName, row.tasks.map((task) => task.nodeDesc)])).toEqual([['Bilingual review', ['关闭确认']]]);
    const byNode = (await call(test.app, admin, 'workflow/monitor/instances.ajax', { modelId: 'names_a', node: '关闭', lang: EN })).body.rows;
    expect(byNode).toHaveLength(1);
  });

  it('refuses a name longer than its column and, at publishing, an English name without a Chinese one', async () => {
    const node = (desc: string, descEn: string) => wfNode('check', 'ordinary', { zh: desc, en: descEn }, { handlers: { ...NO_HANDLERS, users: [ZHANGSAN] } });
    const model = (check: ReturnType<typeof node>) =>
      wfModel('names_b', MODULE, '命名检查', [wfNode('start', 'start', '登记', { handlers: { ...NO_HANDLERS, starter: true } }), check, wfNode('end', 'end', '结束')], [wfLine('l1', 'start', 'check'), wfLine('l2', 'check', 'end')]);
    const long = await call(test.app, admin, 'workflow/designer/saveModel.ajax', { model: JSON.stringify(model(node('核对', 'x'.repeat(201)))), moduleId: MODULE, lang: EN });
    expect(long.body.state).not.toBe(0);
    expect(long.body.param.problems.map((problem: { message: string }) => problem.message)).toEqual(['The name of “check” must be text of at most 200 characters']);

    expectOk(await call(test.app, admin, 'workflow/designer/saveModel.ajax', { model: JSON.stringify(model(node('', 'Check'))), moduleId: MODULE }));
    const publish = await call(test.app, admin, 'workflow/designer/publishModel.ajax', { modelId: 'names_b', lang: ZH });
    expect(publish.body.state).not.toBe(0);
    expect(publish.body.param.problems.map((problem: { message: string }) => problem.message)).toContain('“Check”只有英文名称，请填写中文名称（未填写英文名称时显示中文名称）');
  });

  it('never routes a step of a seeded demo instance to the person who submitted the record, and excludes him where he could be', async () => {
    const { rows } = await sql<{ model_id: string; node_id: string; handler: string; start_user: string }>`
      select i.model_id, t.node_id, t.handler, i.start_user from wf_task t join wf_instance i on i.inst_id = t.inst_id
      where i.model_id in (${sql.join(DEMO_MODELS.map((model) => model.modelId))}) and t.task_type <> 'notify'`.execute(test.app.database.db);
    const startNodes = new Map(DEMO_MODELS.map((model) => [model.modelId, model.nodes.find((node) => node.type === 'start')?.id]));
    const steps = rows.filter((row) => row.node_id !== startNodes.get(row.model_id));
    // Every demo model that seeds instances is checked, at each of its task nodes.
    expect(new Set(steps.map((row) => row.model_id))).toEqual(new Set(['mtRequisition_approval', 'vmUseRequest_approval', 'saHiddenDanger_closure', 'wtWorkTicket_issue']));
    expect(new Set(steps.filter((row) => row.model_id === 'wtWorkTicket_issue').map((row) => row.node_id))).toEqual(new Set(['sign', 'receive', 'permit']));
    expect(steps.filter((row) => row.handler === row.start_user)).toEqual([]);

    // Steps whose groups could hold the submitter exclude him in the published models, the defect model's too (it seeds
    // no instance: tests/api/demo-steps-skip-submitter.test.ts routes one; the work ticket's 签发 is the issuer the ticket names).
    const excluding = async (modelId: string) =>
      ((await call(test.app, admin, 'system/workflow/loadModel.ajax', { modelId })).body.value.nodes as { id: string; handlers: { excludeStarter: boolean } }[]).filter((node) => node.handlers.excludeStarter).map((node) => node.id);
    const published = Object.fromEntries(await Promise.all(DEMO_MODELS.map(async (model) => [model.modelId, await excluding(model.modelId)])));
    expect(published).toEqual({
      dfDefect_review: ['teamReview', 'specialistReview', 'managerApproval'],
      mtRequisition_approval: ['teamReview', 'headApproval'],
      vmUseRequest_approval: ['teamReview', 'headApproval'],
      saHiddenDanger_closure: ['verify', 'closeApproval'],
      wtWorkTicket_issue: ['receive', 'permit'],
    });
  });
});
