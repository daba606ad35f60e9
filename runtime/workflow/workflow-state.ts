import type { WfSnapshot } from './engine/instance-types.ts';

/**
 * The workflow state of a record as the form shows it (spec 02 §3 'Workflow info'):
 * noWorkflow without a published model, starting before an instance exists, started while
 * it stands at the start node only, processing while it stands elsewhere, end once ended.
 */
export type WorkflowState = 'noWorkflow' | 'starting' | 'processing' | 'started' | 'end';

export function workflowState(snapshot: WfSnapshot | undefined, startNodeId: string, hasPublishedModel = true): WorkflowState {
  if (!snapshot) return hasPublishedModel ? 'starting' : 'noWorkflow';
  if (snapshot.instance.ended) return 'end';
  const active = snapshot.instance.activeNodes;
  return active.length === 1 && active[0] === startNodeId ? 'started' : 'processing';
}
