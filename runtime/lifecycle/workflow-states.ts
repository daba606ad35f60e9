/**
 * The life-cycle state a workflow move sets on its record (`workflow.states`): the state of
 * the node it enters (also on a return to an earlier node), the end state, the forced-end state.
 */
import type { WorkflowStatesDef } from '../bundle/types.ts';

export interface WorkflowMove {
  /** The action that moved the instance ('submit', 'fallback', 'end', ...). */
  action: string;
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
