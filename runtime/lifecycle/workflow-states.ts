/**
 * The life-cycle state a workflow move sets on its record (`workflow.states`): the state of
 * the node it enters (also on a return to an earlier node), the end state, the forced-end state.
 */
import type { LifecycleStampDef, WorkflowStatesDef } from '../bundle/types.ts';

export interface WorkflowMove {
  /** The action that moved the instance ('submit', 'fallback', 'end', ...). */
  action: string;
  /** The node whose task the action handled ('start' when the instance is started). */
  fromNode: string;
  ended: boolean;
  /** Nodes where the move opened tasks for handlers, in the order opened. */
  enteredNodes: readonly string[];
}

/** @example stateForWorkflowMove({ onEnd: '20' }, { action: 'submit', ended: true, enteredNodes: [] }) // '20' */
export function stateForWorkflowMove(states: WorkflowStatesDef | undefined, move: WorkflowMove): string | undefined {
  if (!states) return undefined;
  if (move.ended) return move.action === 'end' ? (states.onForceEnd ?? undefined) : states.onEnd;
  for (const node of move.enteredNodes) {
    const state = states.onNode?.find((entry) => entry.node === node)?.state;
    if (state !== undefined) return state;
  }
  return undefined;
}

/** Actions that complete the node's task and move on: a start is the starter's submit of the start node. */
const SUBMITS: readonly string[] = ['start', 'submit', 'countersign'];

/**
 * What the move stamps on its record (`workflow.states.onSubmit`): the stamps of the node whose
 * task was submitted; none for a return, a recall or a forced end.
 * @example stampsForWorkflowMove({ onSubmit: [{ node: 'sign', stamps }] }, { action: 'submit', fromNode: 'sign', ended: false, enteredNodes: ['receive'] }) // stamps
 */
export function stampsForWorkflowMove(states: WorkflowStatesDef | undefined, move: WorkflowMove): readonly LifecycleStampDef[] {
  if (!SUBMITS.includes(move.action)) return [];
  return states?.onSubmit?.find((entry) => entry.node === move.fromNode)?.stamps ?? [];
}
