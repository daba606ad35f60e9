import { Type } from '@sinclair/typebox';
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
import { callerOf, ID, OPINION, refOf, REF_PARAMS, str, USERS, usersParam } from './call-helpers.ts';
import { optionalText, text } from '../../auth/param-schemas.ts';

const POST = ['POST'] as const;

/** Spec 02 §7 'Workflow calls' on a record's instance: info, log, submit and the other actions. */
export function instanceCalls(app: FastifyInstance, deps: WorkflowDeps): void {
  addCall(app, 'system/workflow/initWfCommand.ajax', { params: Type.Object({ moduleId: ID, pkValue: ID }) }, async (request, params) =>
    ok(await workflowInfo(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'))),
  );

  addCall(app, 'system/workflow/findWFProcessInfo.ajax', { params: Type.Object({ ...REF_PARAMS, oprNo: optionalText(4), moduleId: ID, pkValue: ID }) }, async (request, params) => {
    const oprNo = Number(str(params, 'oprNo') || '1');
    if (!Number.isInteger(oprNo)) throw new AppError('E_BAD_REQUEST', { reason: 'oprNo' });
    return ok(await processInfo(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'), str(params, 'modelId'), oprNo));
  });

  addCall(app, 'system/workflow/workflowHandleLog.ajax', { params: Type.Object({ ...REF_PARAMS, moduleId: ID, pkValue: ID }) }, async (request, params) =>
    ok(await handleLog(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'))),
  );

  addCall(app, 'system/workflow/findPassedElements.ajax', { params: Type.Object({ ...REF_PARAMS, moduleId: ID, pkValue: ID }) }, async (request, params) =>
    ok(await passedElements(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'))),
  );

  addCall(app, 'system/workflow/findfallBackNodes.ajax', { params: Type.Object({ ...REF_PARAMS, currentNodeId: ID, step: optionalText(8), moduleId: ID, pkValue: ID }) }, async (request, params) =>
    ok(await fallbackNodes(deps, callerOf(request), str(params, 'moduleId'), str(params, 'pkValue'), str(params, 'currentNodeId'), str(params, 'step'))),
  );

  addCall(app, 'system/workflow/submitWorkflow.ajax', { params: Type.Object({ nextNodeInfos: text(200_000) }), methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    const done = await submitWorkflow(deps, caller, parseSubmitPayload(str(params, 'nextNodeInfos')));
    return ok(null, { msgInfo: caller.t(done) });
  });

  addCall(
    app,
    'system/workflow/countersignWorkflow.ajax',
    { params: Type.Object({ ...REF_PARAMS, opinion: Type.Optional(OPINION), urgentFlag: optionalText(1), cnodeId: ID, handlerUsers: USERS, notifyUsers: Type.Optional(USERS), moduleId: ID, pkValue: ID }), methods: POST },
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

  addCall(app, 'system/workflow/submitNotify.ajax', { params: Type.Object({ ...REF_PARAMS, cNode: Type.Optional(ID), pkValue: ID }), methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await confirmNotify(deps, caller, refOf(params), str(params, 'cNode'));
    return ok(null, { msgInfo: caller.t('workflow.done.notify') });
  });

  addCall(
    app,
    'system/workflow/fallBack.ajax',
    { params: Type.Object({ ...REF_PARAMS, infoNo: Type.Optional(ID), currentNodeId: ID, preUserId: Type.Optional(ID), opinion: Type.Optional(OPINION), pkValue: ID }), methods: POST },
    async (request, params) => {
      const caller = callerOf(request);
      await fallbackWorkflow(deps, caller, refOf(params), { nodeId: str(params, 'currentNodeId'), infoNo: str(params, 'infoNo'), preUserId: str(params, 'preUserId'), opinion: str(params, 'opinion') });
      return ok(null, { msgInfo: caller.t('workflow.done.fallback') });
    },
  );

  addCall(app, 'system/workflow/recallWorkflow.ajax', { params: Type.Object({ ...REF_PARAMS, opinion: Type.Optional(OPINION), pkValue: ID }), methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await recallWorkflow(deps, caller, refOf(params), str(params, 'opinion'));
    return ok(null, { msgInfo: caller.t('workflow.done.recall') });
  });

  addCall(app, 'system/workflow/recoverWorkflow.ajax', { params: Type.Object({ ...REF_PARAMS, pkValue: ID }), methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await recoverWorkflow(deps, caller, refOf(params));
    return ok(null, { msgInfo: caller.t('workflow.done.recover') });
  });

  addCall(app, 'system/workflow/forceEndWorkflow.ajax', { params: Type.Object({ ...REF_PARAMS, opinion: Type.Optional(OPINION), pkValue: ID }), methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await forceEndWorkflow(deps, caller, refOf(params), str(params, 'opinion'));
    return ok(null, { msgInfo: caller.t('workflow.done.end') });
  });

  addCall(app, 'workflow/manager/deleteInst.ajax', { params: Type.Object({ ...REF_PARAMS, pkValue: ID }), methods: POST }, async (request, params) => {
    const caller = callerOf(request);
    await deleteWorkflow(deps, caller, refOf(params));
    return ok(null, { msgInfo: caller.t('workflow.done.delete') });
  });
}
