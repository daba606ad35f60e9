import { AppError } from '../../runtime/errors.ts';
import type { WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
import { addCountersign } from '../../runtime/workflow/engine/countersign.ts';
import { engineError } from '../../runtime/workflow/engine/engine-error.ts';
import { fallBack, submitterTask } from '../../runtime/workflow/engine/fallback.ts';
import { forceEnd } from '../../runtime/workflow/engine/force-end.ts';
import { acknowledgeNotify } from '../../runtime/workflow/engine/notify.ts';
import { recall } from '../../runtime/workflow/engine/recall.ts';
import { recover } from '../../runtime/workflow/engine/recover.ts';
import { mayManageInstance } from '../../runtime/workflow/engine/actor.ts';
import { COMMAND_OPR_NO } from '../../runtime/workflow/commands.ts';
import { deleteInstance } from './instance-store.ts';
import { nodeOf } from '../../runtime/workflow/engine/engine-context.ts';
import { organisationMembers, refuseExcludedStarter } from './next-handlers.ts';
import { loadStartedWorkflow, type StartedWorkflow } from './record-workflow.ts';
import { recordTransition } from './record-transition.ts';
import { isWorkflowAdmin } from './workflow-admin.ts';
import { assertSameInstance, refModuleId, type WorkflowRef } from './workflow-ref.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Runs one action on a record's instance: in one transaction, under the instance's row lock,
 * the pure engine computes the transition from the current state and it is recorded with
 * its messages.
 */
async function act(
  deps: WorkflowDeps,
  caller: Caller,
  ref: WorkflowRef,
  oprNo: number,
  transition: (workflow: StartedWorkflow, db: PlatformDb) => WfTransition | Promise<WfTransition>,
): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    const workflow = await loadStartedWorkflow(trx, deps, caller, await refModuleId(trx, ref), ref.pkValue);
    assertSameInstance(ref, workflow.instance.instId);
    await recordTransition(trx, caller, workflow, await transition(workflow, trx), oprNo);
  });
}

const actor = (caller: Caller) => ({ userId: caller.user.userId, isAdmin: isWorkflowAdmin(caller.user) });

export interface CountersignRequest {
  nodeId: string;
  users: string[];
  notifyUsers: string[];
  opinion: string;
  urgent: boolean;
}

/** countersignWorkflow.ajax: adds handlers to the caller's node (logged with operation -2). */
export function countersign(deps: WorkflowDeps, caller: Caller, ref: WorkflowRef, request: CountersignRequest): Promise<void> {
  return act(deps, caller, ref, -2, async (workflow) => {
    const transition = addCountersign(workflow.engine, workflow.snapshot, {
      user: caller.user.userId,
      nodeId: request.nodeId,
      users: await organisationMembers(workflow.extContext, request.users),
      notifyUsers: await organisationMembers(workflow.extContext, request.notifyUsers),
      opinion: request.opinion,
      urgent: request.urgent,
    });
    // After the engine's own refusals: the node is then known to be the caller's.
    refuseExcludedStarter(nodeOf(workflow.engine, request.nodeId), workflow.extContext.startUser, request.users, caller.locale);
    return transition;
  });
}

/** submitNotify.ajax: the caller confirms their notify task (at `nodeId` when given). */
export function confirmNotify(deps: WorkflowDeps, caller: Caller, ref: WorkflowRef, nodeId: string): Promise<void> {
  return act(deps, caller, ref, COMMAND_OPR_NO.notify, (workflow) => {
    const task = workflow.snapshot.tasks.find((entry) => entry.type === 'notify' && entry.handleState === 10 && entry.handler === caller.user.userId && (!nodeId || entry.nodeId === nodeId));
    return acknowledgeNotify(workflow.snapshot, caller.user.userId, '', task?.taskId ?? '-');
  });
}

export interface FallbackRequest {
  nodeId: string;
  /** The earlier task to return to; '' to return to the submitter. */
  infoNo: string;
  preUserId: string;
  opinion: string;
}

/** fallBack.ajax: to an earlier node (infoNo) or to the submitter of the caller's task (preUserId). */
export function fallbackWorkflow(deps: WorkflowDeps, caller: Caller, ref: WorkflowRef, request: FallbackRequest): Promise<void> {
  const oprNo = request.infoNo ? COMMAND_OPR_NO.fallback : COMMAND_OPR_NO.fallbackToSubmitter;
  return act(deps, caller, ref, oprNo, (workflow) => {
    let target = request.infoNo;
    if (!target && request.preUserId) {
      const submitter = submitterTask(workflow.snapshot, caller.user.userId, request.nodeId);
      if (!submitter || submitter.handler !== request.preUserId) throw engineError('fallbackNodeRequired');
      target = submitter.taskId;
    }
    return fallBack(workflow.engine, workflow.snapshot, { user: caller.user.userId, nodeId: request.nodeId, targetTaskId: target, opinion: request.opinion });
  });
}

/** recallWorkflow.ajax: the starter takes a processing instance back. */
export function recallWorkflow(deps: WorkflowDeps, caller: Caller, ref: WorkflowRef, opinion: string): Promise<void> {
  return act(deps, caller, ref, COMMAND_OPR_NO.recall, (workflow) => recall(workflow.engine, workflow.snapshot, caller.user.userId, opinion));
}

/** recoverWorkflow.ajax: earlier approval records cleared, back at the start node. */
export function recoverWorkflow(deps: WorkflowDeps, caller: Caller, ref: WorkflowRef): Promise<void> {
  return act(deps, caller, ref, COMMAND_OPR_NO.recover, (workflow) => recover(workflow.engine, workflow.snapshot, actor(caller)));
}

/** forceEndWorkflow.ajax: ended where it stands, pending tasks cleared. */
export function forceEndWorkflow(deps: WorkflowDeps, caller: Caller, ref: WorkflowRef, opinion: string): Promise<void> {
  return act(deps, caller, ref, COMMAND_OPR_NO.end, (workflow) => forceEnd(workflow.snapshot, actor(caller), opinion));
}

/** workflow/manager/deleteInst.ajax: the instance and every approval record go; the record may start again. */
export async function deleteWorkflow(deps: WorkflowDeps, caller: Caller, ref: WorkflowRef): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    const workflow = await loadStartedWorkflow(trx, deps, caller, await refModuleId(trx, ref), ref.pkValue);
    assertSameInstance(ref, workflow.instance.instId);
    if (!mayManageInstance(workflow.snapshot, actor(caller))) throw new AppError('E_FORBIDDEN', {}, 'workflow.noPermission');
    await deleteInstance(trx, workflow.instance.instId);
  });
}
