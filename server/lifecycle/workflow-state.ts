import { sql } from 'kysely';
import type { CompiledModule } from '../../runtime/index.ts';
import type { WfTransition } from '../../runtime/workflow/engine/instance-types.ts';
import { stampsForWorkflowMove, stateForWorkflowMove } from '../../runtime/lifecycle/workflow-states.ts';
import { stampValues } from './stamps.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { SYSTEM_COLUMN } from '../modules/system-columns.ts';
import { writeRecordState } from './state-write.ts';
import { logTransition } from './transition-log.ts';
import type { PlatformDb } from '../db/tables/index.ts';

export interface WorkflowRecord {
  module: CompiledModule;
  pkValue: string;
  /** The instance's organisation: the record's. */
  orgNo: string;
}

/**
 * Sets the record's life-cycle state that a workflow move reaches and the stamps of the node it
 * submitted (`workflow.states`), in the transaction that writes the move, and audits a state
 * change as the workflow's. The record's row is locked first, so a save or a transition of the
 * same record waits for the move or is stale after it. Nothing happens when the bundle names
 * neither for the move or the record is gone; the state is left when it is that already.
 */
export async function applyWorkflowState(db: PlatformDb, record: WorkflowRecord, transition: WfTransition, user: SessionUser): Promise<void> {
  const { module, pkValue } = record;
  const lifecycle = module.bundle.lifecycle;
  const states = module.bundle.workflow?.states;
  const move = {
    action: transition.log.action,
    fromNode: transition.log.nodeId,
    ended: transition.instance.ended,
    enteredNodes: transition.created.filter((task) => task.type !== 'notify').map((task) => task.nodeId),
  };
  const to = stateForWorkflowMove(states, move);
  const stamps = stampValues(stampsForWorkflowMove(states, move), user, new Date());
  const field = lifecycle ? module.fields.get(lifecycle.field) : undefined;
  if (!lifecycle || !field || (to === undefined && Object.keys(stamps).length === 0)) return;
  const orgNo = module.bundle.entity.orgScoped ? record.orgNo : null;
  const scope = orgNo === null ? sql`` : sql` and ${sql.ref(SYSTEM_COLUMN.orgNo)} = ${orgNo}`;
  const { rows } = await sql<{ state: unknown }>`
    select ${sql.ref(field.column)} as state from ${sql.table(module.table)}
    where ${sql.ref(module.primaryKey.column)} = ${pkValue}${scope} for update`.execute(db);
  if (!rows[0]) return;
  const from = rows[0].state === null || rows[0].state === undefined ? '' : String(rows[0].state);
  const changes = to === undefined || from === to ? {} : { [lifecycle.field]: to };
  if (Object.keys(changes).length === 0 && Object.keys(stamps).length === 0) return;
  await writeRecordState(db, module, { key: pkValue, values: { ...stamps, ...changes }, userId: user.userId, orgNo });
  if (to !== undefined && from !== to) {
    await logTransition(db, { module, pkValue, orgNo, source: 'workflow', transition: transition.log.action, fromState: from, toState: to, userId: user.userId, userName: user.realName });
  }
}
