import { AppError } from '../../runtime/errors.ts';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { Database } from '../db/database.ts';
import { findInstance, INSTANCE_ENDED, instanceTasks, snapshotOf } from './instance-store.ts';
import { publishedModel } from './published-models.ts';
import { editableFields, userStanding } from './workflow-view.ts';
import { regionEntryLabel } from '../../runtime/workflow/editable-lists.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/**
 * Refuses a save that changes a field (or an inline list's rows, named by its child module id)
 * the user may not edit at the record's workflow step
 * (spec 02 §4 'Form field editability in a workflow form'), with E_FORBIDDEN
 * workflow.fieldNotEditable {field}, the field's label in `locale`. Modules without workflow
 * and records without an instance (noWorkflow, starting) are not limited here; once an
 * instance runs, only the current handlers' editable region is open, or everything to the
 * starter holding it at the start node; an ended instance opens nothing, unless its model moved
 * the record's life cycle, which takes the record back. Run in the save's
 * transaction (`db`), it locks the instance row, so no step can be taken until the save commits.
 * @example await assertWorkflowEditable(app.database, user, module, key, Object.keys(changes), request.locale, trx)
 */
export async function assertWorkflowEditable(
  database: Database,
  user: SessionUser,
  module: CompiledModule,
  pkValue: string,
  changedFieldNames: readonly string[],
  locale: Locale = 'zh-CN',
  db: PlatformDb = database.db,
): Promise<void> {
  if (changedFieldNames.length === 0) return;
  const open = await workflowOpenFields(database, user, module, pkValue, db);
  const refused = open && changedFieldNames.find((name) => !open.has(name));
  if (refused !== undefined) {
    throw new AppError('E_FORBIDDEN', { field: regionEntryLabel(module, refused, locale) }, 'workflow.fieldNotEditable');
  }
}

/**
 * The fields the user may change in the record at its workflow step, or undefined when its
 * workflow does not limit them (no workflow, no instance yet). Locks the instance row (`db`: the
 * save's transaction), so the step cannot move until the transaction ends.
 */
export async function workflowOpenFields(database: Database, user: Pick<SessionUser, 'userId'>, module: CompiledModule, pkValue: string, db: PlatformDb = database.db): Promise<Set<string> | undefined> {
  if (!module.bundle.workflow?.enabled) return undefined;
  const instance = await findInstance(db, module.moduleId, pkValue, true);
  if (!instance) return undefined;
  // A model that moves the record's life cycle (workflow.states) hands the record back to it when
  // it ends: the life cycle's locks govern from there (a permitted work ticket records its end of work).
  if (instance.state === INSTANCE_ENDED && module.bundle.lifecycle && module.bundle.workflow.states) return undefined;
  const engine = await publishedModel(database, db, instance.modelId, instance.modelVersion);
  const snapshot = snapshotOf(instance, await instanceTasks(db, instance.instId));
  return new Set(editableFields(module, userStanding(engine, snapshot, user.userId, true)));
}
