import { useMemo } from 'react';
import { Background, ConnectionMode, Controls, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { WfLine, WfNode } from '../../../../runtime/workflow/index.ts';
import { useLocale } from '../../../i18n/hooks.ts';
import { toFlowEdge, toFlowNode, type PassedElements } from './flow-elements.ts';
import { WF_EDGE_TYPES, WF_NODE_TYPES } from './flow-types.ts';

/** A read-only workflow diagram with the passed and current elements highlighted. */
export function WorkflowDiagram({ nodes, lines, marks }: { nodes: readonly WfNode[]; lines: readonly WfLine[]; marks: PassedElements }) {
  const [locale] = useLocale();
  const flowNodes = useMemo(() => nodes.map((node) => toFlowNode(node, locale, marks)), [nodes, locale, marks]);
  const flowEdges = useMemo(() => lines.map((line) => toFlowEdge(line, locale, marks)), [lines, locale, marks]);
  return (
    <ReactFlow
      nodes={flowNodes}
      edges={flowEdges}
      nodeTypes={WF_NODE_TYPES}
      edgeTypes={WF_EDGE_TYPES}
      connectionMode={ConnectionMode.Loose}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      fitView
      fitViewOptions={{ padding: 0.2, maxZoom: 1.2 }}
      proOptions={{ hideAttribution: true }}
    >
      <Background gap={16} size={1} />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
