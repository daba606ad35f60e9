import type { Kysely } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import { applyTransition } from '../../runtime/workflow/engine/apply.ts';
import { engineContext } from '../../runtime/workflow/engine/engine-context.ts';
import { startInstance } from '../../runtime/workflow/engine/start.ts';
import { newId } from '../auth/secrets.ts';
import { insertInstance, instanceTasks, snapshotOf } from './instance-store.ts';
import { modelVersion } from './model-store.ts';
import { chooseModel, extContextOf, requireModuleGrant, type RecordWorkflow, type StartedWorkflow } from './record-workflow.ts';
import { recordTransition } from './record-transition.ts';
import type { Caller } from './workflow-deps.ts';

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
 * record key lets one in, the other gets workflow.alreadyStarted.
 */
export async function startWorkflow(db: Kysely<any>, caller: Caller, workflow: RecordWorkflow, modelId: string): Promise<StartedWorkflow> {
  requireModuleGrant(caller.user, workflow.module, 'edit');
  const chosen = await chooseModel(db, workflow.module.moduleId, modelId || undefined);
  const model = await modelVersion(db, chosen.modelId, chosen.publishedVersion);
  const inserted = await insertInstance(db, {
    moduleId: workflow.module.moduleId,
    pkValue: workflow.record.key,
    orgNo: caller.user.orgNo,
    modelId: chosen.modelId,
    modelVersion: chosen.publishedVersion,
    startUser: caller.user.userId,
    instDesc: instanceTitle(workflow),
  });
  if (!inserted) throw new AppError('E_CONFLICT', {}, 'workflow.alreadyStarted');
  const engine = engineContext(model, newId);
  const transition = startInstance(engine, caller.user.userId);
  const instance = await recordTransition(db, caller, { module: workflow.module, model, instance: inserted }, transition, 0);
  const tasks = await instanceTasks(db, instance.instId);
  return {
    ...workflow,
    instance,
    tasks,
    snapshot: applyTransition(snapshotOf(inserted, []), transition),
    model,
    engine,
    extContext: extContextOf(db, workflow.module, workflow.record, caller.user, instance),
  };
}
