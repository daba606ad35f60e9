import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, type TestApp } from './harness.ts';
import { expectRefusal } from './module-helpers.ts';
import { commandCodes, expectOk, freshDefects, info, MANAGER, MODULE, START_TO_ZHANGSAN, startWorkflowApp, stored, submit, WANGWU, ZHANGSAN } from './workflow-support.ts';

/** The wind farm's other 值长 (server/seed/system-data.ts). */
const GAOFENG = 'U0009';

describe('workflow life cycle (demo defect model)', () => {
  let test: TestApp;
  let manager: string;
  let zhangsan: string;
  let wangwu: string;
  let admin: string;
  let gaofeng: string;
  beforeAll(async () => {
    ({ test, manager, zhangsan, wangwu } = await startWorkflowApp());
    [admin, gaofeng] = await loginAll(test.app, ['admin', 'gaofeng'] as const);
  });
  afterAll(() => test.close());

  const todo = async (token: string) => (await call(test.app, token, 'system/workflow/findUserTasks.ajax', { stateType: 'todoTask', pageNo: 1, pageSize: 10 })).body;

  it('runs a critical defect through countersign, review, approval to the end', async () => {
    const [key] = await freshDefects(test.app, 'CRITICAL', 1) as [string];
    const starting = await info(test.app, manager, key);
    expect(starting).toMatchObject({ state: 'starting', wfModels: 1, currentNodeType: 'start', modelList: [{ id: 'dfDefect_review', publishState: 99 }] });
    expect(commandCodes(starting)).toEqual(['start']);

    const offer = (await call(test.app, manager, 'system/workflow/findWFProcessInfo.ajax', { moduleId: MODULE, pkValue: key, oprNo: 0 })).body.value;
    // Both 值长 are offered; the reporter may keep the review to his own shift's.
    const offered = [{ userId: ZHANGSAN, userName: '张三', checked: true, disabled: false }, { userId: GAOFENG, userName: '高峰', checked: true, disabled: false }];
    expect(offer.infos).toEqual([expect.objectContaining({ nextNodeId: 'teamReview', nextNodeName: '班组长审核', nextUsers: offered })]);

    const started = await submit(test.app, manager, key, { ...START_TO_ZHANGSAN, opinion: '' });
    expect(started.body).toMatchObject({ state: 0, msgInfo: '流程已启动' });
    const todoOfZhangsan = await todo(zhangsan);
    // The demo's approval flows give zhangsan tasks of other modules too.
    expect(todoOfZhangsan.rows.filter((row: { MODULEID: string }) => row.MODULEID === MODULE)).toEqual([expect.objectContaining({ row_pkValue: key, MODULEID: MODULE, MODULENAME: '缺陷管理', NODEDESC: '班组长审核', STARTUSERNAME: '王海峰', READ_STATE: 0, FORMURL: 'df/defect/form' })]);
    const messages = (await call(test.app, zhangsan, 'msg/sysMessage/loadMessage.ajax', {})).body.value;
    expect(messages[0]).toMatchObject({ msgtype: 'WORKFLOW', moduleId: MODULE, pkVal: key, url: 'df/defect/form' });
    expect(messages[0].title).toContain('班组长审核');

    const atTeam = await info(test.app, zhangsan, key);
    expect(atTeam).toMatchObject({ state: 'processing', currentNodeId: 'teamReview', currentUsers: { [ZHANGSAN]: '张三' }, needOpinion: true });
    expect(commandCodes(atTeam)).toEqual(['submit', 'fallback', 'fallbackToSubmitter', 'fallbackToStart', 'countersign']);
    expect(atTeam.editableFields).toEqual(['teamNo', 'plannedStart', 'plannedEnd']);
    expect(commandCodes(await info(test.app, manager, key))).toEqual(['recall', 'end', 'delete']);

    const noOpinion = await submit(test.app, zhangsan, key, { opinion: ' ' });
    expect(noOpinion.body).toMatchObject({ state: -1, msgInfo: '请填写处理意见' });

    const cosign = await call(test.app, zhangsan, 'system/workflow/countersignWorkflow.ajax', { moduleId: MODULE, pkValue: key, cnodeId: 'teamReview', handlerUsers: WANGWU, opinion: '请检修确认', urgentFlag: 'Y' });
    expectOk(cosign);
    expect((await call(test.app, wangwu, 'msg/sysMessage/countMessages.ajax', {})).body.value.urgentNum).toBe(1);
    expectOk(await submit(test.app, zhangsan, key, { opinion: '同意' }));
    expect((await stored(test.app, key)).instance?.active_nodes).toBe('["teamReview"]');
    expectOk(await submit(test.app, wangwu, key, { opinion: '已确认' }));
    expect((await stored(test.app, key)).instance?.active_nodes).toBe('["specialistReview"]');

    expectOk(await submit(test.app, wangwu, key, { opinion: '需场长批准' }));
    const atManager = await info(test.app, manager, key);
    // 王海峰 reported the defect: the administrator approves it in his stead.
    expect(atManager).toMatchObject({ currentNodeId: 'managerApproval', currentNodeName: '场长审批' });
    expectRefusal(await submit(test.app, manager, key, { opinion: '批准' }), 'E_FORBIDDEN', 403);
    expectOk(await submit(test.app, admin, key, { opinion: '批准' }));

    const ended = await info(test.app, manager, key);
    expect(ended).toMatchObject({ state: 'end', instState: 20, currentNodeType: 'end' });
    expect(commandCodes(ended)).toEqual(['recover', 'delete']);
    const closed = await submit(test.app, manager, key, { opinion: '再次' }, 'en');
    expect(closed.body).toMatchObject({ state: -1, code: 'E_CONFLICT', msgInfo: 'The workflow is closed, cannot submit the workflow' });

    const log = (await call(test.app, zhangsan, 'system/workflow/workflowHandleLog.ajax', { moduleId: MODULE, pkValue: key })).body.value;
    expect(log).toMatchObject({ startUserName: '王海峰', state: 20, handlingList: [], startNode: { nodeDesc: '缺陷登记' } });
    expect(log.handledList.map((node: { nodeDesc: string; infoType: string }) => `${node.nodeDesc}/${node.infoType}`)).toEqual(['班组长审核/normal', '班组长审核/countersign', '专工审核/normal', '场长审批/normal']);
    // 班组长审核 is a countersign node, but 张三 alone held it: a single-person step, not shown as countersign.
    expect(log.handledList[0]).toMatchObject({ cosignFlag: 'N', handleInfos: [{ userName: '张三', handleState: 20, handleView: '同意' }] });
    expect(log.handledList[0].handleInfos[0].stayTimes).toMatch(/分/);
    const passed = (await call(test.app, zhangsan, 'system/workflow/findPassedElements.ajax', { moduleId: MODULE, pkValue: key })).body.value;
    expect(passed).toMatchObject({ cNodes: [], pLines: ['l_start', 'l_team', 'l_critical', 'l_approved'] });
    expect(passed.pNodes).toEqual(expect.arrayContaining(['start', 'teamReview', 'specialistReview', 'managerApproval', 'end']));

    const done = (await call(test.app, zhangsan, 'system/workflow/findUserTasks.ajax', { stateType: 'doneTask' })).body;
    const doneDefects = done.rows.filter((row: { MODULEID: string }) => row.MODULEID === MODULE);
    expect(doneDefects.map((row: { row_pkValue: string; NODEDESC: string }) => `${row.row_pkValue}/${row.NODEDESC}`)).toEqual([`${key}/班组长审核`]);
    const mine = (await call(test.app, manager, 'system/workflow/findUserStartWorkflow.ajax', { pageNo: 1, pageSize: 10 })).body;
    expect(mine.rows[0]).toMatchObject({ business_no: key, mod_id: MODULE, mod_name: '缺陷管理', form_url: 'df/defect/form', state: 20 });
    const { tasks, logs } = await stored(test.app, key);
    // Every task was opened by one log entry and closed by one.
    expect(tasks.every((task) => task.created_log && task.closed_log)).toBe(true);
    expect(logs.map((entry) => entry.action)).toEqual(['start', 'submit', 'countersign', 'submit', 'submit', 'submit', 'submit']);
  });

  it('ends a general defect after the specialist review, notifying and marking urgent', async () => {
    const [key] = await freshDefects(test.app, 'GENERAL', 1) as [string];
    expectOk(await submit(test.app, zhangsan, key, { oprNo: 0, urgentFlag: 'Y', nextNodes: [{ notifyNodeId: 'start', handleUsers: [WANGWU] }] }));
    const wangwuInfo = await info(test.app, wangwu, key);
    expect(wangwuInfo.notify).toBe(true);
    expect(commandCodes(wangwuInfo)).toEqual(['notify']);
    expectOk(await call(test.app, wangwu, 'system/workflow/submitNotify.ajax', { moduleId: MODULE, pkValue: key, cNode: 'start' }));
    expect((await info(test.app, wangwu, key)).notify).toBe(false);
    // 张三 reported it: the team review is the other 值长's, 高峰's.
    expect((await todo(zhangsan)).rows.some((row: { row_pkValue: string }) => row.row_pkValue === key)).toBe(false);
    const [task] = (await todo(gaofeng)).rows.filter((row: { row_pkValue: string }) => row.row_pkValue === key);
    expect(task).toMatchObject({ URGENT: 'Y', READ_STATE: 0 });
    expectOk(await call(test.app, gaofeng, 'system/workflow/updateReadState.ajax', { taskNo: task.LINKNO }));
    expect((await todo(gaofeng)).rows.find((row: { row_pkValue: string }) => row.row_pkValue === key).READ_STATE).toBe(1);
    expectOk(await submit(test.app, gaofeng, key, { opinion: '同意' }));
    expectOk(await submit(test.app, wangwu, key, { opinion: '已消缺' }));
    const { instance, logs } = await stored(test.app, key);
    expect(instance?.state).toBe(20);
    expect(JSON.parse(logs.at(-1)?.lines as string)).toEqual(['l_done']);
  });

  it('falls back to an earlier node, to the submitter, recalls, recovers, force ends and deletes', async () => {
    const [key] = await freshDefects(test.app, 'CRITICAL', 1) as [string];
    expectOk(await submit(test.app, manager, key, START_TO_ZHANGSAN));
    expectOk(await submit(test.app, zhangsan, key, { opinion: '同意' }));
    const nodes = (await call(test.app, wangwu, 'system/workflow/findfallBackNodes.ajax', { moduleId: MODULE, pkValue: key, currentNodeId: 'specialistReview', step: 'all' })).body.value;
    expect(nodes.map((node: { infoDesc: string; handler: string }) => `${node.infoDesc}/${node.handler}`)).toEqual(['班组长审核/张三', '缺陷登记/王海峰']);
    const empty = await call(test.app, wangwu, 'system/workflow/fallBack.ajax', { moduleId: MODULE, pkValue: key, currentNodeId: 'specialistReview', infoNo: nodes[0].infoNo, opinion: '' });
    expect(empty.body).toMatchObject({ state: -1, msgInfo: '请填写处理意见！' });
    const none = await call(test.app, wangwu, 'system/workflow/fallBack.ajax', { moduleId: MODULE, pkValue: key, currentNodeId: 'specialistReview', opinion: '退回' });
    expect(none.body).toMatchObject({ state: -1, msgInfo: '请选择要退回的节点' });
    expectOk(await call(test.app, wangwu, 'system/workflow/fallBack.ajax', { moduleId: MODULE, pkValue: key, currentNodeId: 'specialistReview', infoNo: nodes[0].infoNo, opinion: '班组再核实' }));
    expect((await info(test.app, zhangsan, key)).currentNodeId).toBe('teamReview');
    expect((await stored(test.app, key)).tasks.find((task) => task.node_id === 'specialistReview')).toMatchObject({ handle_state: 30, opinion: '班组再核实' });

    // zhangsan's task came from wangwu: fall back to the submitter.
    expectOk(await call(test.app, zhangsan, 'system/workflow/fallBack.ajax', { moduleId: MODULE, pkValue: key, currentNodeId: 'teamReview', preUserId: WANGWU, opinion: '退回提交人' }));
    expect((await info(test.app, wangwu, key)).currentNodeId).toBe('specialistReview');

    expectOk(await call(test.app, manager, 'system/workflow/recallWorkflow.ajax', { moduleId: MODULE, pkValue: key }));
    const recalled = await info(test.app, manager, key);
    expect(recalled).toMatchObject({ state: 'started', currentNodeId: 'start', currentUsers: { [MANAGER]: '王海峰' } });
    expect(commandCodes(recalled)).toEqual(['submit', 'end', 'delete']);
    expect((await todo(wangwu)).rows.some((row: { row_pkValue: string }) => row.row_pkValue === key)).toBe(false);
    expect((await info(test.app, manager, key)).editableFields).toContain('title');

    expectOk(await submit(test.app, manager, key, { opinion: '补充照片后重新提交' }));
    expectOk(await call(test.app, manager, 'system/workflow/forceEndWorkflow.ajax', { modelId: 'dfDefect_review', pkValue: key }));
    const afterEnd = await stored(test.app, key);
    expect(afterEnd.instance?.state).toBe(20);
    expect(afterEnd.open).toEqual([]);
    expect((await todo(zhangsan)).rows.some((row: { row_pkValue: string }) => row.row_pkValue === key)).toBe(false);

    expectOk(await call(test.app, manager, 'system/workflow/recoverWorkflow.ajax', { modelId: 'dfDefect_review', pkValue: key }));
    const recovered = await stored(test.app, key);
    expect(recovered.instance?.state).toBe(10);
    expect(recovered.tasks).toHaveLength(1);
    expect(recovered.logs.map((entry) => entry.action)).toEqual(['recover']);
    expect((await info(test.app, manager, key)).state).toBe('started');

    const refused = await call(test.app, zhangsan, 'workflow/manager/deleteInst.ajax', { modelId: 'dfDefect_review', pkValue: key });
    expect(refused.body).toMatchObject({ state: -1, code: 'E_FORBIDDEN' });
    expectOk(await call(test.app, manager, 'workflow/manager/deleteInst.ajax', { modelId: 'dfDefect_review', pkValue: key, workflowId: recovered.instance?.inst_id }));
    expect((await stored(test.app, key)).instance).toBeUndefined();
    expect((await info(test.app, manager, key)).state).toBe('starting');
  });

  it('counts tasks and keeps common opinions per user', async () => {
    const counts = (await call(test.app, zhangsan, 'system/workflow/findUserTaskNums.ajax', { userId: 'U0004' })).body.value;
    const total = async (stateType: string) => (await call(test.app, zhangsan, 'system/workflow/findUserTasks.ajax', { stateType, pageNo: 1, pageSize: 10 })).body.totalRows;
    expect(counts).toEqual({ todoNum: await total('todoTask'), startNum: 1, doneNum: await total('doneTask') });
    expect(counts.doneNum).toBeGreaterThanOrEqual(3);
    expectOk(await call(test.app, zhangsan, 'workflow/manager/addCommonOpinion.ajax', { desc: JSON.stringify([{ desc: '同意' }, { desc: ' ' }, { desc: '请补充材料' }]) }));
    expectOk(await call(test.app, zhangsan, 'workflow/manager/addCommonOpinion.ajax', { desc: '情况属实' }));
    expect((await call(test.app, zhangsan, 'workflow/manager/findEmpCommonOpinion.ajax')).body.value).toEqual(['同意', '请补充材料', '情况属实']);
    expect((await call(test.app, wangwu, 'workflow/manager/findEmpCommonOpinion.ajax')).body.value).toEqual([]);
    const page = (await call(test.app, zhangsan, 'workflow/manager/commonOpinionList.ajax', { pageNo: 1, pageSize: 20, condition: 'commonOpinion:@补充' })).body;
    expect(page).toMatchObject({ totalRows: 1, rows: [{ rowDatas: { commonOpinion: '请补充材料', COMMON_DESC: '请补充材料' } }] });
    expectOk(await call(test.app, wangwu, 'workflow/manager/delEmpCommonOpinion.ajax', { pkValue: page.rows[0].pkValue }));
    expect((await call(test.app, zhangsan, 'workflow/manager/findEmpCommonOpinion.ajax')).body.value).toHaveLength(3);
    expectOk(await call(test.app, zhangsan, 'workflow/manager/delEmpCommonOpinion.ajax', { pkValue: page.rows[0].pkValue }));
    expect((await call(test.app, zhangsan, 'workflow/manager/findEmpCommonOpinion.ajax')).body.value).toEqual(['同意', '情况属实']);
  });
});
