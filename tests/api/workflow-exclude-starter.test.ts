/**
 * A step never routed to its own submitter (issue 17 item 7): a node's excludeStarter keeps the
 * instance's starter out of the candidates its groups give, in the submit dialog and at submit,
 * where a client naming him is refused by the step's name, as are a countersign or a monitor's
 * reassign to him; the designer stores the option.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_HANDLERS, wfLine, wfModel, wfNode } from '../../runtime/workflow/model-builders.ts';
import { call, loginAll, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { expectOk, freshDefects, MODULE, publishModel, startWorkflowApp, stored, submit, WANGWU, ZHANGSAN } from './workflow-support.ts';

/** 郭磊, 王五's colleague in the wind farm's maintenance department (server/seed/system-data.ts). */
const GUOLEI = 'U0008';

describe('a step that excludes its submitter', () => {
  let test: TestApp;
  let zhangsan: string;
  let wangwu: string;
  let admin: string;
  let guolei: string;

  beforeAll(async () => {
    ({ test, zhangsan, wangwu } = await startWorkflowApp());
    [admin, guolei] = await loginAll(test.app, ['admin', 'guolei'] as const);
  }, 300_000);
  afterAll(() => test.close());

  const offered = async (token: string, pkValue: string, oprNo: number, modelId = '') => {
    const value = (await call(test.app, token, 'system/workflow/findWFProcessInfo.ajax', { moduleId: MODULE, pkValue, oprNo, modelId })).body.value;
    return Object.fromEntries(value.infos.map((node: { nextNodeId: string; nextUsers: { userId: string }[] }) => [node.nextNodeId, node.nextUsers.map((user) => user.userId)]));
  };

  it('offers 专工审核 of a defect 王五 reported to his colleague 郭磊, never to him, and refuses a submit naming him', async () => {
    const [key] = await freshDefects(test.app, 'GENERAL', 1);
    expectOk(await submit(test.app, wangwu, key!, { oprNo: 0, modelId: 'dfDefect_review', nextNodes: [{ nextNodeId: 'teamReview', handleUsers: [ZHANGSAN] }] }));

    expect(await offered(zhangsan, key!, 1)).toEqual({ specialistReview: [GUOLEI] });
    const himself = await submit(test.app, zhangsan, key!, { nextNodes: [{ nextNodeId: 'specialistReview', handleUsers: [WANGWU] }] });
    expectRefusal(himself, 'E_BAD_REQUEST', 400);
    expect(himself.body.msgInfo).toBe('发起人不能处理“专工审核”');
    const inEnglish = await submit(test.app, zhangsan, key!, { nextNodes: [{ nextNodeId: 'specialistReview', handleUsers: [GUOLEI, WANGWU] }] }, 'en_US');
    expect(inEnglish.body.msgInfo).toBe('The submitter may not handle “Specialist review”');

    expectOk(await submit(test.app, zhangsan, key!));
    const { open } = await stored(test.app, key!);
    expect(open.map((task) => [task.node_id, task.handler])).toEqual([['specialistReview', GUOLEI]]);

    // Nor does the task reach him as a countersigner or by a monitor's reassign.
    const countersign = (users: string) => call(test.app, guolei, 'system/workflow/countersignWorkflow.ajax', { moduleId: MODULE, pkValue: key!, cnodeId: 'specialistReview', handlerUsers: users, opinion: '请协助' });
    expect((await countersign(WANGWU)).body.msgInfo).toBe('发起人不能处理“专工审核”');
    const reassigned = await call(test.app, admin, 'workflow/monitor/reassignTask.ajax', { taskNo: open[0]!.task_no, toUser: WANGWU, reason: '出差', lang: 'en_US' });
    expectRefusal(reassigned, 'E_BAD_REQUEST', 400);
    expect(reassigned.body.msgInfo).toBe('The submitter may not handle “Specialist review”');
    expectOk(await countersign(ZHANGSAN));
    expect((await stored(test.app, key!)).open.map((task) => task.handler).sort()).toEqual([ZHANGSAN, GUOLEI]);
  });

  it('keeps the starter out even where the submitter may add handlers, and names the step when nobody is left', async () => {
    const model = wfModel('excl_a', MODULE, { zh: '排除发起人', en: 'Submitter excluded' }, [
      wfNode('start', 'start', '登记', { handlers: { ...NO_HANDLERS, starter: true } }),
      wfNode('check', 'ordinary', { zh: '检修复核', en: 'Maintenance check' }, { handlers: { ...NO_HANDLERS, departs: ['D0102'], excludeStarter: true }, allowDynamicPro: true, allowCancelDefaultPro: true }),
      wfNode('own', 'ordinary', { zh: '本人确认', en: 'Own confirmation' }, { handlers: { ...NO_HANDLERS, users: [WANGWU], excludeStarter: true } }),
      wfNode('end', 'end', '结束'),
    ], [wfLine('l1', 'start', 'check'), wfLine('l2', 'check', 'own'), wfLine('l3', 'own', 'end')]);
    expectOk(await publishModel(test.app, admin, model));
    const draft = (await call(test.app, admin, 'system/workflow/loadModel.ajax', { modelId: 'excl_a', draft: '1' })).body.value;
    expect(draft.nodes.map((node: { id: string; handlers: { excludeStarter: boolean } }) => [node.id, node.handlers.excludeStarter])).toEqual([['start', false], ['check', true], ['own', true], ['end', false]]);

    const [key] = await freshDefects(test.app, 'GENERAL', 1);
    expect(await offered(wangwu, key!, 0, 'excl_a')).toEqual({ check: [GUOLEI] });
    const added = await submit(test.app, wangwu, key!, { oprNo: 0, modelId: 'excl_a', nextNodes: [{ nextNodeId: 'check', handleUsers: [GUOLEI, WANGWU] }] });
    expect(added.body.msgInfo).toBe('发起人不能处理“检修复核”');
    // Another user of the organisation may still be added: only the starter is kept out.
    expectOk(await submit(test.app, wangwu, key!, { oprNo: 0, modelId: 'excl_a', nextNodes: [{ nextNodeId: 'check', handleUsers: [ZHANGSAN] }] }));

    // The next step names only the starter, who is excluded: nobody can handle it, in either language.
    const [nobody, nobodyEn] = [await submit(test.app, zhangsan, key!), await submit(test.app, zhangsan, key!, {}, 'en_US')];
    expectRefusal(nobody, 'E_BAD_REQUEST', 400);
    expect([nobody.body.msgInfo, nobodyEn.body.msgInfo]).toEqual(['没有人可以处理“本人确认”，请联系流程管理员检查该环节的处理人', 'No one can handle “Own confirmation”: ask the workflow administrator to check its handlers']);
    expect((await stored(test.app, key!)).open.map((task) => [task.node_id, task.handler])).toEqual([['check', ZHANGSAN]]);
  });
});
