import { isAppError } from '../../runtime/errors.ts';
import { modelGraph } from '../../runtime/workflow/graph.ts';
import { planNext } from '../../runtime/workflow/engine/route.ts';
import { parseModel } from '../../runtime/workflow/parse-model.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import { nodeName } from '../../runtime/workflow/model-names.ts';
import { candidateUsers } from './handler-candidates.ts';
import { lineEvaluator } from './expression-host.ts';
import { draftModel } from './model-store.ts';
import { publishProblems, showProblems } from './designer.ts';
import { workflowModule } from './record-workflow.ts';
import { createSqlBudget } from './sql-budget.ts';
import { userProfiles } from './users.ts';
import { requireWorkflowAdmin } from './workflow-admin.ts';
import type { ExtMethodContext } from './ext-methods.ts';
import type { DryRunAnswer } from '../../contracts/workflow.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';

/** Steps a dry run takes before it stops: a model with loops would otherwise go round forever. */
const MAX_STEPS = 50;

function sampleRecord(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * dryRun.ajax: the path a record would take through a model (the one sent, else the stored
 * draft) with the caller as starter: every node completed in turn by its default handlers,
 * conditions decided on the sample record. Nothing is stored; problems come back as data.
 */
export async function dryRun(deps: WorkflowDeps, caller: Caller, modelJson: string, modelId: string, recordJson: string): Promise<DryRunAnswer> {
  requireWorkflowAdmin(caller.user);
  const { db } = deps.database;
  const parsed = modelJson ? parseModel(modelJson) : { model: await draftModel(db, modelId), problems: [] };
  if (!parsed.model) return { path: [], ended: false, problems: showProblems(caller.t, parsed.problems) };
  const model: WfModel = parsed.model;
  const problems = publishProblems(model, deps);
  if (problems.length > 0) return { path: [], ended: false, problems: showProblems(caller.t, problems) };
  const module = workflowModule(deps.modules, model.moduleId);
  return db.transaction().execute(async (trx) => {
    const extContext: ExtMethodContext = { db: trx, moduleId: module.moduleId, pkValue: '', orgNo: caller.user.orgNo, record: sampleRecord(recordJson), startUser: caller.user.userId, currentUser: caller.user.userId };
    const evaluate = lineEvaluator({ db: trx, module, modules: deps.modules, user: caller.user, ext: deps.ext, extContext, budget: createSqlBudget() });
    const graph = modelGraph(model);
    const start = graph.start();
    let active = start ? [start.id] : [];
    const path: DryRunAnswer['path'] = [];
    try {
      for (let step = 0; step < MAX_STEPS; step++) {
        const nodeId = active.find((id) => graph.node(id)?.type !== 'sychronize');
        const node = nodeId ? graph.node(nodeId) : undefined;
        if (!node) break;
        const plan = await planNext(graph, active.filter((id) => id !== node.id), node.id, evaluate);
        const users = node.type === 'start' ? [caller.user.userId] : await candidateUsers(deps.ext, extContext, node.handlers);
        const names = await userProfiles(trx, users);
        path.push({ nodeId: node.id, nodeName: nodeName(node, caller.locale), nodeType: node.type, handlers: users.map((userId) => ({ userId, userName: names.get(userId)?.name ?? userId })), lines: [...plan.lines] });
        active = [...new Set([...active.filter((id) => id !== node.id && !plan.firedJoins.includes(id)), ...plan.taskNodes, ...plan.waitingJoins])];
      }
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { path, ended: false, problems: [{ message: caller.t(error.messageId, error.params) }] };
    }
    return { path, ended: active.length === 0, problems: [] };
  });
}
