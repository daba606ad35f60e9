import { AppError, type CompiledModule, type LifecycleDef, type LifecycleTransitionDef } from '../../runtime/index.ts';
import { missingForTransition, recordState, transitionRefusal, type LifecycleUser } from '../../runtime/lifecycle/transitions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { holdPublishedVersion } from '../designer/version-guard.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { computedValues, recordForSave } from '../modules/record-expressions.ts';
import { loadRecord, type LoadedRecord } from '../modules/record-read.ts';
import { assertNotGuarded } from '../modules/record-guards.ts';
import { assertRecordChecks } from '../modules/record-checks.ts';
import { RecordValidationError } from '../modules/record-validation-error.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { stampValues } from './stamps.ts';
import { runCreates } from './transition-creates.ts';
import { writeRecordState } from './state-write.ts';
import { logTransition } from './transition-log.ts';
import { findInstance, INSTANCE_RUNNING } from '../workflow/instance-store.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface TransitionRequest {
  key: string;
  name: string;
  /** The _rowVersion the client loaded; a record changed since is refused. */
  rowVersion?: number;
}

/** The lifecycle of a module that declares one; E_NOT_FOUND otherwise (the calls do not exist for it). */
export function requireLifecycle(module: CompiledModule): LifecycleDef {
  if (!module.bundle.lifecycle) throw new AppError('E_NOT_FOUND');
  return module.bundle.lifecycle;
}

export function lifecycleUser(user: SessionUser): LifecycleUser {
  return { userId: user.userId, userName: user.realName, roleIds: user.roleIds, isSuperAdmin: user.isSuperAdmin };
}

/**
 * Whether a workflow instance runs on the record: the workflow then moves its state, and no
 * transition is taken by hand. `lock` holds the instance row to the end of the transaction, as
 * every workflow action does first, so a transition and a workflow move never interleave.
 */
export async function workflowRunning(db: PlatformDb, module: CompiledModule, key: string, lock = false): Promise<boolean> {
  if (!module.bundle.workflow?.enabled) return false;
  return (await findInstance(db, module.moduleId, key, lock))?.state === INSTANCE_RUNNING;
}

function namedTransition(lifecycle: LifecycleDef, name: string): LifecycleTransitionDef {
  const transition = lifecycle.transitions.find((entry) => entry.name === name);
  if (!transition) throw new AppError('E_BAD_REQUEST', { name }, 'lifecycle.unknownTransition');
  return transition;
}

/**
 * Takes a transition of a record of the user's organisation, in one transaction under the
 * module's published version: the record's state must be one the transition leaves from, the
 * user must hold one of its roles, its guard must hold and its required fields have values; a
 * transition that starts the record's approval passes the beforeWorkflowStart checks first;
 * then the state, the stamps and the computed fields recomputed over them are written under the
 * row version read (a second click or a save in between: E_STALE_RECORD, nothing written), the
 * records of its `creates` are made, and the move is audited. Answers the record as it now is.
 * @throws AppError E_NOT_FOUND (no life cycle), E_BAD_REQUEST lifecycle.unknownTransition,
 *   E_RECORD_NOT_FOUND, E_STALE_RECORD, E_CONFLICT lifecycle.wrongState / lifecycle.guardFailed,
 *   E_CONFLICT lifecycle.workflowRunning (a workflow instance runs on the record),
 *   E_FORBIDDEN lifecycle.roleRequired; RecordValidationError for empty required fields.
 */
export async function runTransition(
  db: PlatformDb,
  registry: ModuleRegistry,
  module: CompiledModule,
  request: TransitionRequest,
  user: SessionUser,
  ctx: RecordContext,
): Promise<LoadedRecord> {
  const lifecycle = requireLifecycle(module);
  const transition = namedTransition(lifecycle, request.name);
  return db.transaction().execute(async (trx) => {
    await holdPublishedVersion(trx, module);
    const stored = await loadRecord(trx, registry, module, request.key, ctx, { labels: false });
    if (request.rowVersion !== undefined && request.rowVersion !== stored.rowVersion) throw new AppError('E_STALE_RECORD');
    if (await workflowRunning(trx, module, request.key, true)) throw new AppError('E_CONFLICT', { transition: transition.label[ctx.locale] }, 'lifecycle.workflowRunning');
    await assertNotGuarded(trx, registry, module, { operation: 'edit', key: request.key, stored: stored.values }, ctx);
    const refusal = await transitionRefusal(module, transition, stored.values, lifecycleUser(user), ctx.locale);
    if (refusal) throw refusal;
    const missing = missingForTransition(module, transition, stored.values, ctx.locale);
    if (missing.length > 0) throw new RecordValidationError(missing);
    if (transition.startsApproval) await assertRecordChecks(trx, registry, module, { key: request.key, values: stored.values }, ctx, 'beforeWorkflowStart');
    const orgNo = module.bundle.entity.orgScoped ? ctx.orgNo : null;
    const stamped = { ...stampValues(transition.stamps ?? [], user, new Date()), [lifecycle.field]: transition.to };
    // Computed fields may read what was stamped (a duration up to the stamped end): recomputed as a save would.
    const { record } = await recordForSave(trx, registry, module, { ...stored.values, ...stamped }, request.key, ctx);
    const values = { ...stamped, ...computedValues(module, record) };
    await writeRecordState(trx, module, { key: request.key, values, userId: user.userId, orgNo, rowVersion: stored.rowVersion });
    if (transition.creates) await runCreates(trx, registry, module, transition.creates, { key: request.key, values: { ...stored.values, ...values } }, ctx);
    await logTransition(trx, {
      module,
      pkValue: request.key,
      orgNo,
      source: 'transition',
      transition: transition.name,
      fromState: recordState(lifecycle, stored.values),
      toState: transition.to,
      userId: user.userId,
      userName: user.realName,
    });
    return loadRecord(trx, registry, module, request.key, ctx);
  });
}
