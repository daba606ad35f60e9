import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../runtime/errors.ts';
import { ok } from '../../plugins/envelope.ts';
import { addCall } from '../../auth/call-route.ts';
import { confirmNotify, countersign, deleteWorkflow, fallbackWorkflow, forceEndWorkflow, recallWorkflow, recoverWorkflow } from '../instance-actions.ts';
import { fallbackNodes, handleLog, passedElements } from '../instance-history.ts';
import { parseSubmitPayload } from '../submit-payload.ts';
import { submitWorkflow } from '../submit-action.ts';
import { processInfo, workflowInfo } from '../workflow-info.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { callerOf, ID, OPINION, refOf, REF_PARAMS, str, text, USERS, usersParam, type Params } from './call-helpers.ts';

const POST = ['POST'] as const;

/** Spec 02 §7 'Workflow calls' on a record's instance: info, log, submit and the other actions. */
export function instanceCalls(app: FastifyInstance, deps: WorkflowDeps): void {
  addCall<Params>(app, 'system/workflow/initWfCommand.ajax', { params: { moduleId: ID, pkValue: ID }, required: ['moduleId', 'pkValue'] }, async (request, params) =>
    ok(await workflowInfo(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'))),
  );

  addCall<Params>(app, 'system/workflow/findWFProcessInfo.ajax', { params: { ...REF_PARAMS, oprNo: text(4) }, required: ['moduleId', 'pkValue'] }, async (request, params) => {
    const oprNo = Number(str(params, 'oprNo') || '1');
    if (!Number.isInteger(oprNo)) throw new AppError('E_BAD_REQUEST', { reason: 'oprNo' });
    return ok(await processInfo(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'), str(params, 'modelId'), oprNo));
  });

  addCall<Params>(app, 'system/workflow/workflowHandleLog.ajax', { params: REF_PARAMS, required: ['moduleId', 'pkValue'] }, async (request, params) =>
    ok(await handleLog(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'))),
  );

  addCall<Params>(app, 'system/workflow/findPassedElements.ajax', { params: REF_PARAMS, required: ['moduleId', 'pkValue'] }, async (request, params) =>
    ok(await passedElements(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'))),
  );

  addCall<Params>(app, 'system/workflow/findfallBackNodes.ajax', { params: { ...REF_PARAMS, currentNodeId: ID, step: text(8) }, required: ['moduleId', 'pkValue', 'currentNodeId'] }, async (request, params) =>
    ok(await fallbackNodes(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'), str(params, 'currentNodeId'), str(params, 'step'))),
  );

  addCall<Params>(app, 'system/workflow/submitWorkflow.ajax', { params: { nextNodeInfos: text(200_000) }, required: ['nextNodeInfos'], methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    const done = await submitWorkflow(deps, caller, parseSubmitPayload(str(params, 'nextNodeInfos')));
    return ok(null, { msgInfo: caller.t(done) });
  });

  addCall<Params>(
    app,
    'system/workflow/countersignWorkflow.ajax',
    { params: { ...REF_PARAMS, opinion: OPINION, urgentFlag: text(1), cnodeId: ID, handlerUsers: USERS, notifyUsers: USERS }, required: ['moduleId', 'pkValue', 'cnodeId', 'handlerUsers'], methods: POST },
    async (request, params) => {
      const caller = callerOf(request);
      await countersign(deps, caller, refOf(params), {
        nodeId: str(params, 'cnodeId'),
        users: usersParam(params, 'handlerUsers'),
        notifyUsers: usersParam(params, 'notifyUsers'),
        opinion: str(params, 'opinion'),
        urgent: str(params, 'urgentFlag') === 'Y',
      });
      return ok(null, { msgInfo: caller.t('workflow.done.countersign') });
    },
  );

  addCall<Params>(app, 'system/workflow/submitNotify.ajax', { params: { ...REF_PARAMS, cNode: ID }, required: ['pkValue'], methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await confirmNotify(deps, caller, refOf(params), str(params, 'cNode'));
    return ok(null, { msgInfo: caller.t('workflow.done.notify') });
  });

  addCall<Params>(
    app,
    'system/workflow/fallBack.ajax',
    { params: { ...REF_PARAMS, infoNo: ID, currentNodeId: ID, preUserId: ID, opinion: OPINION }, required: ['pkValue', 'currentNodeId'], methods: POST },
    async (request, params) => {
      const caller = callerOf(request);
      await fallbackWorkflow(deps, caller, refOf(params), { nodeId: str(params, 'currentNodeId'), infoNo: str(params, 'infoNo'), preUserId: str(params, 'preUserId'), opinion: str(params, 'opinion') });
      return ok(null, { msgInfo: caller.t('workflow.done.fallback') });
    },
  );

  addCall<Params>(app, 'system/workflow/recallWorkflow.ajax', { params: { ...REF_PARAMS, opinion: OPINION }, required: ['pkValue'], methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await recallWorkflow(deps, caller, refOf(params), str(params, 'opinion'));
    return ok(null, { msgInfo: caller.t('workflow.done.recall') });
  });

  addCall<Params>(app, 'system/workflow/recoverWorkflow.ajax', { params: REF_PARAMS, required: ['pkValue'], methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await recoverWorkflow(deps, caller, refOf(params));
    return ok(null, { msgInfo: caller.t('workflow.done.recover') });
  });

  addCall<Params>(app, 'system/workflow/forceEndWorkflow.ajax', { params: { ...REF_PARAMS, opinion: OPINION }, required: ['pkValue'], methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await forceEndWorkflow(deps, caller, refOf(params), str(params, 'opinion'));
    return ok(null, { msgInfo: caller.t('workflow.done.end') });
  });

  addCall<Params>(app, 'workflow/manager/deleteInst.ajax', { params: REF_PARAMS, required: ['pkValue'], methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await deleteWorkflow(deps, caller, refOf(params));
    return ok(null, { msgInfo: caller.t('workflow.done.delete') });
  });
}
