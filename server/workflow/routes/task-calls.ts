import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../runtime/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import { addCall } from '../../auth/call-route.ts';
import { markTaskRead, userStartedWorkflows, userTaskNumbers, userTasks, type ListParams, type TaskListPage } from '../task-lists.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { batchSubmit } from '../batch-submit.ts';
import { callerOf, ID, intParam, OPINION, str, type Params } from './call-helpers.ts';
import { optionalText, text } from '../../auth/param-schemas.ts';

/** Dashboard lists use 10 and 15 rows; the task centre pages further. */
const MAX_TASK_PAGE = 200;

// userId is sent by the spec's client; the server always answers for the signed-in user.
const LIST_PARAMS = { userId: Type.Optional(ID), pageNo: optionalText(9), pageSize: optionalText(9), condition: optionalText(4000), orderField: optionalText(64), orderCondition: optionalText(8) };

function listParams(params: Params): ListParams {
  return {
    pageNo: intParam(params, 'pageNo', 1, 1_000_000),
    pageSize: intParam(params, 'pageSize', 10, MAX_TASK_PAGE),
    condition: str(params, 'condition') || undefined,
    orderField: str(params, 'orderField') || undefined,
    orderCondition: str(params, 'orderCondition') || undefined,
  };
}

/** The list envelope with flat rows, plus state 0 for clients that read the action envelope. */
function listAnswer<Row>(page: TaskListPage<Row>) {
  return { state: 0, msgInfo: '', totalRows: page.totalRows, rows: page.rows, code: 200, msg: '', isPageList: true };
}

/** Spec 02 §7 'Dashboard and task calls': counts, to-do, done and started lists, read state; and batch handling (issue 19 part 5). */
export function taskCalls(app: FastifyInstance, deps: WorkflowDeps): void {
  const { db } = deps.database;

  addCall(app, 'system/workflow/findUserTaskNums.ajax', { params: Type.Object({ userId: Type.Optional(ID) }) }, async (request) => ok(await userTaskNumbers(db, callerOf(request).user)));

  addCall(app, 'system/workflow/findUserTasks.ajax', { params: Type.Object({ ...LIST_PARAMS, stateType: optionalText(16) }) }, async (request, params) => {
    const caller = callerOf(request);
    const stateType = str(params, 'stateType') || 'todoTask';
    if (stateType !== 'todoTask' && stateType !== 'doneTask') throw new AppError('E_BAD_REQUEST', { reason: 'stateType' });
    return listAnswer(await userTasks(db, deps.modules, caller.user, caller.locale, stateType, listParams(params)));
  });

  addCall(app, 'system/workflow/findUserStartWorkflow.ajax', { params: Type.Object(LIST_PARAMS) }, async (request, params) => {
    const caller = callerOf(request);
    return listAnswer(await userStartedWorkflows(db, deps.modules, caller.user, caller.locale, listParams(params)));
  });

  // taskNos: comma-joined task numbers of the to-do list, all of one node.
  addCall(app, 'system/workflow/batchSubmit.ajax', { params: Type.Object({ taskNos: text(20_000), opinion: Type.Optional(OPINION) }), methods: ['POST'] }, async (request, params) => {
    const caller = callerOf(request);
    const taskNos = str(params, 'taskNos').split(',').map((taskNo) => taskNo.trim()).filter(Boolean);
    const answer = await batchSubmit(deps, caller, taskNos, str(params, 'opinion'), (error) => request.log.error(error));
    return ok(answer, { msgInfo: caller.t('workflow.batch.done', { passed: answer.passed.length, refused: answer.refused.length }) });
  });

  addCall(app, 'system/workflow/updateReadState.ajax', { params: Type.Object({ taskNo: ID }), methods: ['POST'] }, async (request, params) => {
    const caller = callerOf(request);
    return ok(await markTaskRead(db, caller.user, str(params, 'taskNo')), { msgInfo: caller.t('msg.success') });
  });
}
