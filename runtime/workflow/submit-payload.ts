/** The fields of spec 02 §3's submit payload that keep their shape once the server reads it. */
export interface SubmitTarget {
  moduleId: string;
  modelId: string;
  pkValue: string;
  oprNo: number;
  currentNodeId: string;
  opinion: string;
}

/** A next node with the handlers chosen for it, or a notify node with the users to tell. */
export type SubmitNextNode = { nextNodeId: string; handleUsers: string[] } | { notifyNodeId: string; handleUsers: string[] };

/** The submit payload as the client sends it: nextNodeInfos of submitWorkflow.ajax, as JSON. */
export interface SubmitPayloadJson extends SubmitTarget {
  urgentFlag: 'Y' | 'N';
  nextNodes: SubmitNextNode[];
  /** Users to notify besides those of notify nodes. */
  notifyUsers?: string[];
}
