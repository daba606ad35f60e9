import type { EdgeTypes, NodeTypes } from '@xyflow/react';
import { WfEdgeView } from './WfEdgeView.tsx';
import { WfNodeView } from './WfNodeView.tsx';

/** Kept at module level: React Flow warns when these objects change between renders. */
export const WF_NODE_TYPES: NodeTypes = { wf: WfNodeView };
export const WF_EDGE_TYPES: EdgeTypes = { wf: WfEdgeView };
