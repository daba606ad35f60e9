import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallParams, type TestApp } from './harness.ts';
import { expectOk, freshDefects, MODULE, startWorkflowApp, stored, submit, ZHANGSAN } from './workflow-support.ts';

/**
 * A page that still shows the commands of a step the instance has left (another tab or
 * another user acted meanwhile): each action answers with its own message, never another
 * action's verb, and changes nothing.
 */
describe('actions from a page whose workflow moved on', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  beforeAll(async () => {
    ({ test, manager, zhangsan } = await startWorkflowApp());
  });
  afterAll(() => test.close());

  const act = async (token: string, path: string, key: string, params: CallParams = {}, lang = 'zh-cn') =>
    (await call(test.app, token, `system/workflow/${path}`, { moduleId: MODULE, pkValue: key, lang, ...params })).body;

  /** A defect at the team review, its page loaded by the starter (manager) and the team leader (zhangsan). */
  async function atTeamReview(): Promise<string> {
    const [key] = (await freshDefects(test.app, 'GENERAL', 1)) as [string];
    expectOk(await submit(test.app, manager, key, { oprNo: 0, modelId: 'dfDefect_review', nextNodes: [{ nextNodeId: 'teamReview', handleUsers: [ZHANGSAN] }] }));
    return key;
  }

  it('answers every action on an ended instance with that action\'s message, in both languages', async () => {
    const key = await atTeamReview();
    expectOk({ status: 200, body: await act(manager, 'forceEndWorkflow.ajax', key, { opinion: '结束' }) });
    const before = await stored(test.app, key);
    for (const [token, path, params, zh, en] of [
      [zhangsan, 'submitWorkflow.ajax', undefined, '流程已结束，不能提交流程', 'The workflow is closed, cannot submit the workflow'],
      [manager, 'recallWorkflow.ajax', {}, '流程已结束，不能撤回', 'The workflow has ended and cannot be recalled'],
      [zhangsan, 'fallBack.ajax', { currentNodeId: 'teamReview', infoNo: before.tasks[0]!.task_no, opinion: '退回' }, '流程已结束，不能退回', 'The workflow has ended and cannot be sent back'],
      [zhangsan, 'countersignWorkflow.ajax', { cnodeId: 'teamReview', handlerUsers: 'U0005' }, '流程已结束，不能加签', 'The workflow has ended: no handlers can be added'],
      [manager, 'forceEndWorkflow.ajax', {}, '流程已经结束，无需再次结束', 'The workflow has already ended'],
    ] as const) {
      for (const [lang, message] of [['zh-cn', zh], ['en-us', en]] as const) {
        const answer = path === 'submitWorkflow.ajax'
          ? (await submit(test.app, token, key, { currentNodeId: 'teamReview' }, lang)).body
          : await act(token, path, key, params, lang);
        expect(answer, `${path} ${lang}`).toMatchObject({ state: -1, code: 'E_CONFLICT', msgInfo: message });
      }
    }
    // The fallback dialog's node list, opened on the stale page, says the same.
    expect(await act(zhangsan, 'findfallBackNodes.ajax', key, { currentNodeId: 'teamReview' })).toMatchObject({ code: 'E_CONFLICT', msgInfo: '流程已结束，不能退回' });
    expect(await stored(test.app, key)).toEqual(before);
  });

  it('answers fallback and countersign on a task another action closed with their own message', async () => {
    const key = await atTeamReview();
    const firstTask = (await stored(test.app, key)).tasks[0]!.task_no;
    expectOk({ status: 200, body: await act(manager, 'recallWorkflow.ajax', key, { opinion: '撤回' }) });
    const before = await stored(test.app, key);
    expect(await act(zhangsan, 'fallBack.ajax', key, { currentNodeId: 'teamReview', infoNo: firstTask, opinion: '退回' })).toMatchObject({ code: 'E_CONFLICT', msgInfo: '该任务已被处理，不能退回，请刷新后查看' });
    expect(await act(zhangsan, 'countersignWorkflow.ajax', key, { cnodeId: 'teamReview', handlerUsers: 'U0005' })).toMatchObject({ code: 'E_CONFLICT', msgInfo: '该任务已被处理，不能加签，请刷新后查看' });
    expect((await submit(test.app, zhangsan, key, { currentNodeId: 'teamReview' })).body).toMatchObject({ code: 'E_CONFLICT', msgInfo: '该任务已被处理，请刷新后查看' });
    expect(await act(manager, 'recallWorkflow.ajax', key, { opinion: '撤回' })).toMatchObject({ code: 'E_CONFLICT', msgInfo: '只有处理中的流程才能撤回' });
    expect(await stored(test.app, key)).toEqual(before);
  });

  it('answers actions on a deleted instance that it is gone, and a stale submit starts no new one', async () => {
    const key = await atTeamReview();
    expectOk({ status: 200, body: await call(test.app, manager, 'workflow/manager/deleteInst.ajax', { moduleId: MODULE, pkValue: key }).then((result) => result.body) });
    for (const [token, path, params] of [
      [manager, 'recallWorkflow.ajax', {}],
      [manager, 'forceEndWorkflow.ajax', {}],
      [zhangsan, 'countersignWorkflow.ajax', { cnodeId: 'teamReview', handlerUsers: 'U0005' }],
    ] as const) {
      expect(await act(token, path, key, params), path).toMatchObject({ state: -1, code: 'E_CONFLICT', msgInfo: '该记录的流程已不存在，请刷新后查看' });
    }
    expect((await submit(test.app, zhangsan, key, { currentNodeId: 'teamReview' })).body).toMatchObject({ state: -1, code: 'E_CONFLICT', msgInfo: '该记录的流程已不存在，请刷新后查看' });
    expect((await stored(test.app, key)).instance).toBeUndefined();
  });
});
