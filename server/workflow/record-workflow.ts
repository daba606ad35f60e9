import { AppError } from '../../runtime/errors.ts';
import type { CompiledModule } from '../../runtime/bundle/compiled-types.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import type { WfSnapshot } from '../../runtime/workflow/engine/instance-types.ts';
import type { EngineContext } from '../../runtime/workflow/engine/engine-context.ts';
import { hasGrant } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { loadRecord, type LoadedRecord } from '../modules/record-read.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import type { ExtMethodContext } from './ext-methods.ts';
import { findInstance, instanceTasks, snapshotOf, type InstanceRow, type TaskRow } from './instance-store.ts';
import { moduleModels, PUBLISHED, type ModelSummary } from './model-store.ts';
import { publishedModel } from './published-models.ts';
import type { Caller, WorkflowDeps } from './workflow-deps.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A module that runs workflows (bundle workflow.enabled); E_BAD_REQUEST workflow.notEnabled otherwise. */
export function workflowModule(modules: ModuleRegistry, moduleId: string): CompiledModule {
  const module = modules.byModuleId(moduleId);
  if (!module?.bundle.workflow?.enabled) throw new AppError('E_BAD_REQUEST', { module: moduleId }, 'workflow.notEnabled');
  return module;
}

export function requireModuleGrant(user: SessionUser, module: CompiledModule, operation: 'view' | 'edit'): void {
  if (!hasGrant(user, module.moduleId, operation)) throw new AppError('E_OPERATION_DENIED', { operation });
}

/** The published model a new instance runs: the one named, else the module's only one. */
export async function chooseModel(db: PlatformDb, moduleId: string, modelId: string | undefined): Promise<ModelSummary & { publishedVersion: number }> {
  const published = (await moduleModels(db, moduleId)).filter((model) => model.publishState === PUBLISHED && model.publishedVersion !== null);
  if (published.length === 0) throw new AppError('E_CONFLICT', {}, 'workflow.noModel');
  const chosen = modelId ? published.find((model) => model.modelId === modelId) : published.length === 1 ? published[0] : undefined;
  if (!chosen) throw new AppError(modelId ? 'E_NOT_FOUND' : 'E_BAD_REQUEST', {}, modelId ? 'workflow.modelNotFound' : 'workflow.chooseModel');
  return chosen as ModelSummary & { publishedVersion: number };
}

export interface RecordWorkflow {
  module: CompiledModule;
  record: LoadedRecord;
  instance?: InstanceRow;
  tasks: TaskRow[];
  snapshot?: WfSnapshot;
  /** The instance's model version; undefined before an instance exists. */
  model?: WfModel;
  engine?: EngineContext;
  extContext: ExtMethodContext;
}

export interface StartedWorkflow extends RecordWorkflow {
  instance: InstanceRow;
  snapshot: WfSnapshot;
  model: WfModel;
  engine: EngineContext;
}

export function extContextOf(db: PlatformDb, module: CompiledModule, record: LoadedRecord, user: SessionUser, instance?: InstanceRow): ExtMethodContext {
  return {
    db,
    moduleId: module.moduleId,
    pkValue: record.key,
    orgNo: instance?.orgNo ?? user.orgNo,
    record: record.values,
    startUser: instance?.startUser ?? user.userId,
    currentUser: user.userId,
  };
}

/**
 * A record of the user's organisation with its workflow instance (locked for update when
 * `lock`), tasks and model. Records of other organisations answer E_RECORD_NOT_FOUND like
 * missing ones; the module's 'view' grant is required.
 */
export async function loadRecordWorkflow(db: PlatformDb, deps: WorkflowDeps, caller: Caller, moduleId: string, pkValue: string, lock = false): Promise<RecordWorkflow> {
  const module = workflowModule(deps.modules, moduleId);
  requireModuleGrant(caller.user, module, 'view');
  // Conditions, handler rules and the instance title read values only.
  const record = await loadRecord(db, deps.modules, module, pkValue, { orgNo: caller.user.orgNo, userId: caller.user.userId, locale: caller.locale }, { labels: false });
  const instance = await findInstance(db, module.moduleId, record.key, lock);
  if (instance && instance.orgNo !== caller.user.orgNo) throw new AppError('E_RECORD_NOT_FOUND');
  const extContext = extContextOf(db, module, record, caller.user, instance);
  if (!instance) return { module, record, tasks: [], extContext };
  const tasks = await instanceTasks(db, instance.instId);
  const engine = await publishedModel(deps.database, db, instance.modelId, instance.modelVersion);
  return { module, record, instance, tasks, snapshot: snapshotOf(instance, tasks), model: engine.model, engine, extContext };
}

/** The same, for actions on an existing instance: E_CONFLICT workflow.gone without one (deleted since the page loaded). */
export async function loadStartedWorkflow(db: PlatformDb, deps: WorkflowDeps, caller: Caller, moduleId: string, pkValue: string, lock = true): Promise<StartedWorkflow> {
  const found = await loadRecordWorkflow(db, deps, caller, moduleId, pkValue, lock);
  if (!found.instance) throw new AppError('E_CONFLICT', {}, 'workflow.gone');
  return found as StartedWorkflow;
}
