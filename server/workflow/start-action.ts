import { startInstance } from '../../runtime/workflow/engine/start.ts';
import { snapshotOf } from './instance-store.ts';
import { publishedModel } from './published-models.ts';
import { assertRecordChecks } from '../modules/record-checks.ts';
import { chooseModel, extContextOf, requireModuleGrant, type RecordWorkflow, type StartedWorkflow } from './record-workflow.ts';
import { recordStart } from './record-transition.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** The record's title for task lists: the bundle's workflow titleField, else its key. */
function instanceTitle(workflow: RecordWorkflow): string {
  const field = workflow.module.bundle.workflow?.titleField;
  const value = field ? workflow.record.values[field] : undefined;
  return value === undefined || value === null || value === '' ? workflow.record.key : String(value);
}

/**
 * Starts the record's instance on the chosen published model, standing at the start node
 * with the starter's task open (the submit that follows moves it on). Starting changes the
 * record's life, so it takes the module's 'edit' grant. Two starts at once: the unique
 * record key lets one in, the other gets workflow.alreadyStarted (server/workflow/transition-writes.ts).
 */
export async function startWorkflow(db: PlatformDb, deps: WorkflowDeps, caller: Caller, workflow: RecordWorkflow, modelId: string): Promise<StartedWorkflow> {
  requireModuleGrant(caller.user, workflow.module, 'edit');
  const ctx = { orgNo: caller.user.orgNo, userId: caller.user.userId, locale: caller.locale };
  await assertRecordChecks(db, deps.modules, workflow.module, workflow.record, ctx, 'beforeWorkflowStart');
  const chosen = await chooseModel(db, workflow.module.moduleId, modelId || undefined);
  const engine = await publishedModel(deps.database, db, chosen.modelId, chosen.publishedVersion);
  const values = {
    moduleId: workflow.module.moduleId,
    pkValue: workflow.record.key,
    orgNo: caller.user.orgNo,
    modelId: chosen.modelId,
    modelVersion: chosen.publishedVersion,
    startUser: caller.user.userId,
    instDesc: instanceTitle(workflow),
  };
  const { instance, created } = await recordStart(db, caller, { module: workflow.module, model: engine.model }, values, startInstance(engine, caller.user.userId));
  return {
    ...workflow,
    instance,
    tasks: created,
    snapshot: snapshotOf(instance, created),
    model: engine.model,
    engine,
    extContext: extContextOf(db, workflow.module, workflow.record, caller.user, instance),
  };
}
