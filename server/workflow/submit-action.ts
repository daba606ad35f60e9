import { AppError } from '../../runtime/errors.ts';
import { COMMAND_OPR_NO } from '../../runtime/workflow/commands.ts';
import { nodeOf } from '../../runtime/workflow/engine/engine-context.ts';
import { submitTask } from '../../runtime/workflow/engine/submit.ts';
import { handlerNode } from '../../runtime/workflow/engine/task-queries.ts';
import { engineError } from '../../runtime/workflow/engine/engine-error.ts';
import { loadRecordWorkflow, type StartedWorkflow } from './record-workflow.ts';
import { chosenHandlers, organisationMembers } from './next-handlers.ts';
import { planSubmit } from './next-plan.ts';
import { recordTransition } from './record-transition.ts';
import { createSqlBudget } from './sql-budget.ts';
import { startWorkflow } from './start-action.ts';
import type { SubmitPayload } from './submit-payload.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';

/**
 * submitWorkflow.ajax: starts the instance when the record has none (oprNo 0), then submits
 * the caller's task. Everything happens in one transaction under the instance's row lock:
 * of two handlers submitting the same task at once, one moves the instance and the other
 * is answered workflow.taskHandled; of five countersigners finishing at once, exactly the
 * last one moves it. Answers the message id of the success message.
 */
export async function submitWorkflow(deps: WorkflowDeps, caller: Caller, payload: SubmitPayload): Promise<string> {
  return deps.database.db.transaction().execute(async (trx) => {
    const found = await loadRecordWorkflow(trx, deps, caller, payload.moduleId, payload.pkValue, true);
    const starting = !found.instance;
    if (!starting && payload.oprNo === COMMAND_OPR_NO.start) throw new AppError('E_CONFLICT', {}, 'workflow.alreadyStarted');
    // A submit of a step from a page whose instance was deleted meanwhile must not start another.
    if (starting && payload.oprNo !== COMMAND_OPR_NO.start) throw new AppError('E_CONFLICT', {}, 'workflow.gone');
    const workflow: StartedWorkflow = starting ? await startWorkflow(trx, deps, caller, found, payload.modelId) : (found as StartedWorkflow);
    const user = caller.user.userId;
    // The node is named by the client: a repeated click must not submit the user's next task.
    const nodeId = starting ? handlerNode(workflow.snapshot, user) : payload.currentNodeId;
    if (!nodeId) throw workflow.snapshot.instance.ended ? engineError('closed') : new AppError('E_BAD_REQUEST', { reason: 'currentNodeId' }, 'workflow.badPayload');
    const plan = await planSubmit(trx, deps, caller, workflow, nodeId, createSqlBudget());
    const handlers = new Map<string, string[]>();
    for (const id of plan?.taskNodes ?? []) handlers.set(id, await chosenHandlers(deps.ext, workflow.extContext, nodeOf(workflow.engine, id), payload.handlers.get(id), caller.locale));
    const transition = submitTask(workflow.engine, workflow.snapshot, {
      user,
      nodeId,
      opinion: payload.opinion,
      defaultOpinion: caller.t(starting ? 'workflow.command.start' : 'workflow.command.submit'),
      plan,
      handlers,
      notifyUsers: await organisationMembers(workflow.extContext, payload.notifyUsers),
      urgent: payload.urgent,
    });
    await recordTransition(trx, caller, workflow, transition, payload.oprNo);
    return starting ? 'workflow.done.start' : 'workflow.done.submit';
  });
}
