import { AppError, isAppError } from '../../runtime/errors.ts';
import { COMMAND_OPR_NO } from '../../runtime/workflow/commands.ts';
import type { BatchAnswer, BatchItem } from '../../contracts/workflow-monitor.ts';
import { visibleTitles } from './instance-titles.ts';
import { submitWorkflow } from './submit-action.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';

/** The most tasks one batch handles: a page of the task centre at its largest. */
export const MAX_BATCH_TASKS = 200;

interface BatchTask {
  taskNo: string;
  nodeId: string;
  moduleId: string;
  modelId: string;
  pkValue: string;
  title: string;
}

/** The caller's tasks among the named ones, of their organisation, with what a submit needs. */
async function callersTasks(deps: WorkflowDeps, caller: Caller, taskNos: readonly string[]): Promise<Map<string, BatchTask>> {
  const rows = await deps.database.db
    .selectFrom('wf_task as t')
    .innerJoin('wf_instance as i', 'i.inst_id', 't.inst_id')
    .select(['t.task_no', 't.node_id', 'i.module_id', 'i.model_id', 'i.pk_value', 'i.inst_desc'])
    .where('t.task_no', 'in', [...taskNos])
    .where('t.handler', '=', caller.user.userId)
    .where('t.task_type', '<>', 'notify')
    .where('i.org_no', '=', caller.user.orgNo)
    .execute();
  const title = await visibleTitles(deps.database.db, deps.modules, caller.user, rows.map((row) => row.module_id));
  return new Map(
    rows.map((row) => [row.task_no, { taskNo: row.task_no, nodeId: row.node_id, moduleId: row.module_id, modelId: row.model_id, pkValue: row.pk_value, title: title(row.module_id, row.pk_value, row.inst_desc) }]),
  );
}

function refusal(item: BatchItem, error: AppError, caller: Caller): BatchItem {
  return { ...item, code: error.code, messageId: error.messageId, params: error.params, message: caller.t(error.messageId, error.params) };
}

/**
 * system/workflow/batchSubmit.ajax (issue 19 part 5): the caller approves several of their open
 * tasks of one node with one opinion. Each task is an ordinary submit (submitWorkflow: its own
 * transaction under its instance's lock, the same permissions, rules and races as one submit
 * from the form, the next node's default handlers); one refused leaves the others standing.
 * Tasks of different nodes are refused as a whole (workflow.batch.mixedNodes) before any is
 * submitted. `report` hears what is not an AppError (a fault, not a refusal), which refuses that
 * task as error.internal.
 */
export async function batchSubmit(deps: WorkflowDeps, caller: Caller, taskNos: readonly string[], opinion: string, report: (error: unknown) => void): Promise<BatchAnswer> {
  const wanted = [...new Set(taskNos)];
  if (wanted.length === 0 || wanted.length > MAX_BATCH_TASKS) throw new AppError('E_BAD_REQUEST', { max: MAX_BATCH_TASKS }, 'workflow.batch.size');
  const tasks = await callersTasks(deps, caller, wanted);
  const nodes = new Set([...tasks.values()].map((task) => `${task.modelId}\u0000${task.nodeId}`));
  if (nodes.size > 1) throw new AppError('E_BAD_REQUEST', {}, 'workflow.batch.mixedNodes');
  const answer: BatchAnswer = { passed: [], refused: [] };
  for (const taskNo of wanted) {
    const task = tasks.get(taskNo);
    const item: BatchItem = { taskNo, moduleId: task?.moduleId ?? '', pkValue: task?.pkValue ?? '', title: task?.title ?? '' };
    if (!task) {
      answer.refused.push(refusal(item, new AppError('E_RECORD_NOT_FOUND'), caller));
      continue;
    }
    try {
      await submitWorkflow(deps, caller, {
        moduleId: task.moduleId,
        modelId: task.modelId,
        pkValue: task.pkValue,
        oprNo: COMMAND_OPR_NO.submit,
        currentNodeId: task.nodeId,
        opinion,
        urgent: false,
        handlers: new Map(),
        notifyUsers: [],
      });
      answer.passed.push(item);
    } catch (error) {
      if (!isAppError(error)) report(error);
      answer.refused.push(refusal(item, isAppError(error) ? error : new AppError('E_INTERNAL'), caller));
    }
  }
  return answer;
}
