import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionUser } from '../../server/auth/session-user.ts';
import { assertWorkflowEditable } from '../../server/workflow/field-guard.ts';
import { call, login, startTestApp, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { expectOk, freshDefects, MANAGER, MODULE, seedDemoWorkflow, START_TO_ZHANGSAN, stored, submit, WANGWU, ZHANGSAN } from './workflow-support.ts';

describe('workflow permissions (spec 02 §6)', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  let lisi: string;
  let admin: string;
  let key: string;
  beforeAll(async () => {
    test = await startTestApp();
    await seedDemoWorkflow(test.app);
    [manager, zhangsan, wangwu, lisi, admin] = await Promise.all(['manager', 'zhangsan', 'wangwu', 'lisi', 'admin'].map((name) => login(test.app, name))) as [string, string, string, string, string];
    [key] = await freshDefects(test.app, 'CRITICAL', 1) as [string];
    expectOk(await submit(test.app, manager, key, START_TO_ZHANGSAN));
  });
  afterAll(() => test.close());

  it('hides records of another organisation', async () => {
    expectRefusal(await call(test.app, lisi, 'system/workflow/initWfCommand.ajax', { moduleId: MODULE, pkValue: key }), 'E_RECORD_NOT_FOUND', 404);
    expectRefusal(await submit(test.app, lisi, key, { oprNo: 0 }), 'E_RECORD_NOT_FOUND', 404);
    expectRefusal(await call(test.app, lisi, 'system/workflow/workflowHandleLog.ajax', { moduleId: MODULE, pkValue: key }), 'E_RECORD_NOT_FOUND', 404);
  });

  it('lets only a current handler submit, in the request language', async () => {
    const refused = await submit(test.app, wangwu, key, { currentNodeId: 'teamReview' }, 'en');
    expectRefusal(refused, 'E_FORBIDDEN', 403);
    expect(refused.body.msgInfo).toBe('You have no permission to handle this record');
    expect((await submit(test.app, wangwu, key)).body.msgInfo).toBe('您没有权限处理该记录');
    expectRefusal(await submit(test.app, manager, key, { oprNo: 0 }), 'E_CONFLICT', 409);
  });

  it('lets only the starter recall and end, and only the starter or an administrator delete', async () => {
    expectRefusal(await call(test.app, zhangsan, 'system/workflow/recallWorkflow.ajax', { moduleId: MODULE, pkValue: key }), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, zhangsan, 'system/workflow/forceEndWorkflow.ajax', { moduleId: MODULE, pkValue: key }), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, wangwu, 'workflow/manager/deleteInst.ajax', { moduleId: MODULE, pkValue: key }), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, zhangsan, 'system/workflow/recoverWorkflow.ajax', { moduleId: MODULE, pkValue: key }), 'E_FORBIDDEN', 403);
  });

  it('checks next handlers against the model', async () => {
    const notCandidate = await submit(test.app, zhangsan, key, { nextNodes: [{ nextNodeId: 'specialistReview', handleUsers: [ZHANGSAN] }] });
    expectRefusal(notCandidate, 'E_BAD_REQUEST', 400);
    expect(notCandidate.body.msgInfo).toBe(`${ZHANGSAN} 不能处理“专工审核”`);
    // The manager started the instance, and 专工审核 excludes its submitter (tests/api/workflow-exclude-starter.test.ts).
    expect((await submit(test.app, zhangsan, key, { nextNodes: [{ nextNodeId: 'specialistReview', handleUsers: [MANAGER] }] })).body.msgInfo).toBe('发起人不能处理“专工审核”');
    const removedDefault = await submit(test.app, zhangsan, key, { nextNodes: [{ nextNodeId: 'specialistReview', handleUsers: [] }] });
    expect(removedDefault.body.msgInfo).toBe('“专工审核”的默认处理人不能取消');
    const inEnglish = await submit(test.app, zhangsan, key, { nextNodes: [{ nextNodeId: 'specialistReview', handleUsers: [MANAGER] }] }, 'en_US');
    expect(inEnglish.body.msgInfo).toContain('Specialist review');
    const foreignNotify = await submit(test.app, zhangsan, key, { nextNodes: [{ notifyNodeId: 'teamReview', handleUsers: ['U0004'] }] });
    expectRefusal(foreignNotify, 'E_BAD_REQUEST', 400);
  });

  it('adds dynamic handlers only where allowDynamicPro, and never from another organisation', async () => {
    const [other] = await freshDefects(test.app, 'GENERAL', 1) as [string];
    expectRefusal(await submit(test.app, manager, other, { oprNo: 0, nextNodes: [{ nextNodeId: 'teamReview', handleUsers: [ZHANGSAN, 'U0004'] }] }), 'E_BAD_REQUEST', 400);
    expectOk(await submit(test.app, manager, other, { oprNo: 0, nextNodes: [{ nextNodeId: 'teamReview', handleUsers: [ZHANGSAN, WANGWU] }] }));
    const { open } = await stored(test.app, other);
    expect(open.map((task) => task.handler).sort()).toEqual([ZHANGSAN, WANGWU]);
  });

  it('allows countersign and fallback only where the node flags say so', async () => {
    const [other] = await freshDefects(test.app, 'CRITICAL', 1) as [string];
    expectOk(await submit(test.app, manager, other, START_TO_ZHANGSAN));
    expectOk(await submit(test.app, zhangsan, other));
    expectOk(await submit(test.app, wangwu, other));
    // managerApproval (the administrator's: 王海峰 reported the defect): no countersign, fallback only to ordinary nodes, not to the start.
    const cosign = await call(test.app, admin, 'system/workflow/countersignWorkflow.ajax', { moduleId: MODULE, pkValue: other, cnodeId: 'managerApproval', handlerUsers: ZHANGSAN });
    expectRefusal(cosign, 'E_FORBIDDEN', 403);
    expect(cosign.body.msgInfo).toBe('当前节点不允许加签');
    const nodes = (await call(test.app, admin, 'system/workflow/findfallBackNodes.ajax', { moduleId: MODULE, pkValue: other, currentNodeId: 'managerApproval' })).body.value;
    expect(nodes.map((node: { nodeId: string }) => node.nodeId)).toEqual(['specialistReview', 'teamReview']);
    const startTask = (await stored(test.app, other)).tasks.find((task) => task.node_id === 'start');
    expectRefusal(await call(test.app, admin, 'system/workflow/fallBack.ajax', { moduleId: MODULE, pkValue: other, currentNodeId: 'managerApproval', infoNo: startTask?.task_no, opinion: '退回' }), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, zhangsan, 'system/workflow/findfallBackNodes.ajax', { moduleId: MODULE, pkValue: other, currentNodeId: 'managerApproval' }), 'E_FORBIDDEN', 403);
  });

  it('keeps the designer to workflow administrators', async () => {
    expectRefusal(await call(test.app, zhangsan, 'workflow/designer/findEntityFields.ajax', { parentId: MODULE }, 'GET'), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, zhangsan, 'workflow/designer/saveModel.ajax', { model: '{"nodes":[],"lines":[]}', moduleId: MODULE }), 'E_FORBIDDEN', 403);
    expectRefusal(await call(test.app, zhangsan, 'system/workflow/loadModel.ajax', { modelId: 'dfDefect_review', draft: '1' }), 'E_FORBIDDEN', 403);
    expect((await call(test.app, zhangsan, 'system/workflow/loadModel.ajax', { modelId: 'dfDefect_review' })).body.value).toMatchObject({ grpNo: 'dfDefect', version: 1, publishState: 99 });
    const fields = (await call(test.app, manager, 'workflow/designer/findEntityFields.ajax', { parentId: MODULE }, 'GET')).body.value;
    expect(fields).toContainEqual({ COLUMN_NAME: 'category', FIELD_LABEL: '缺陷类别', FIELD_TYPE: 'select' });
    const methods = (await call(test.app, manager, 'workflow/extMethod/extMethodSelector.ajax', { grpNo: MODULE, invokeType: 'conditionGeter' }, 'GET')).body.value;
    expect(methods).toEqual([{ METHOD_NAME: 'isMajorDefect', METHOD_DESC: '是否重大及以上缺陷', STATE: '1', INVOKE_TYPE: 'conditionGeter' }]);
  });

  it('enforces field editability on save (assertWorkflowEditable)', async () => {
    const module = test.app.modules.byModuleId(MODULE);
    if (!module) throw new Error('no dfDefect');
    const { db } = test.app.database;
    const [asZhangsan, asWangwu, asManager] = await Promise.all([ZHANGSAN, WANGWU, MANAGER].map((id) => loadSessionUser(db, id, 'test')));
    if (!asZhangsan || !asWangwu || !asManager) throw new Error('demo users missing');
    const [other, fresh] = await freshDefects(test.app, 'GENERAL', 2) as [string, string];
    expectOk(await submit(test.app, manager, other, { oprNo: 0 }));
    await expect(assertWorkflowEditable(test.app.database, asZhangsan, module, other, ['teamNo', 'plannedEnd'])).resolves.toBeUndefined();
    await expect(assertWorkflowEditable(test.app.database, asZhangsan, module, other, ['teamNo', 'title'])).rejects.toMatchObject({ code: 'E_FORBIDDEN', messageId: 'workflow.fieldNotEditable', params: { field: '缺陷标题' } });
    await expect(assertWorkflowEditable(test.app.database, asWangwu, module, other, ['teamNo'])).rejects.toMatchObject({ code: 'E_FORBIDDEN' });
    await expect(assertWorkflowEditable(test.app.database, asManager, module, other, ['teamNo'])).rejects.toMatchObject({ code: 'E_FORBIDDEN' });
    await expect(assertWorkflowEditable(test.app.database, asWangwu, module, fresh, ['title'])).resolves.toBeUndefined();
    expectOk(await call(test.app, manager, 'system/workflow/recallWorkflow.ajax', { moduleId: MODULE, pkValue: other }));
    await expect(assertWorkflowEditable(test.app.database, asManager, module, other, ['title', 'description'])).resolves.toBeUndefined();
  });
});
