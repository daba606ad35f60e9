import { planNext, type NextPlan } from '../../runtime/workflow/engine/route.ts';
import { submitCompletesNode } from '../../runtime/workflow/engine/submit.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';
import { lineEvaluator } from './expression-host.ts';
import type { StartedWorkflow } from './record-workflow.ts';
import type { SqlBudget } from './sql-budget.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Where the instance goes if the caller submits their task at the node now: undefined when
 * the submit will not complete the node (others of a countersign still to handle).
 * Conditions are evaluated against the record inside the caller's transaction, paid from the
 * action's SQL budget.
 */
export async function planSubmit(db: PlatformDb, deps: WorkflowDeps, caller: Caller, workflow: StartedWorkflow, nodeId: string, budget: SqlBudget): Promise<NextPlan | undefined> {
  if (!submitCompletesNode(workflow.engine, workflow.snapshot, caller.user.userId, nodeId)) return undefined;
  const others = workflow.snapshot.instance.activeNodes.filter((id) => id !== nodeId);
  const evaluate = lineEvaluator({ db, module: workflow.module, modules: deps.modules, user: caller.user, ext: deps.ext, extContext: workflow.extContext, budget });
  return planNext(workflow.engine.graph, others, nodeId, evaluate);
}
