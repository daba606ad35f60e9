import { AppError } from '../../runtime/errors.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** How calls name a record's workflow: moduleId and pkValue, and optionally the model and instance. */
export interface WorkflowRef {
  moduleId: string;
  pkValue: string;
  modelId: string;
  workflowId: string;
}

/**
 * The module of a call that may leave moduleId out (recoverWorkflow, forceEndWorkflow and
 * deleteInst send modelId and pkValue): taken from the instance or the model.
 */
export async function refModuleId(db: PlatformDb, ref: WorkflowRef): Promise<string> {
  if (ref.moduleId) return ref.moduleId;
  const row = ref.workflowId
    ? await db.selectFrom('wf_instance').select('module_id').where('inst_id', '=', ref.workflowId).executeTakeFirst()
    : await db.selectFrom('wf_model').select('module_id').where('model_id', '=', ref.modelId).executeTakeFirst();
  if (!row) throw new AppError('E_BAD_REQUEST', { reason: 'moduleId' });
  return String(row.module_id);
}

/** A workflowId that no longer names the record's instance (deleted and started again) is a stale screen. */
export function assertSameInstance(ref: WorkflowRef, instId: string): void {
  if (ref.workflowId && ref.workflowId !== instId) throw new AppError('E_CONFLICT', {}, 'workflow.stale');
}
