import { useMemo, type DragEvent } from 'react';
import { Background, ConnectionMode, Controls, MiniMap, ReactFlow, useReactFlow, type Connection, type NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { NODE_TYPES, type NodeType } from '../../../../runtime/workflow/index.ts';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { toFlowEdge, toFlowNode, NOTHING_PASSED, type WfFlowNode } from '../diagram/flow-elements.ts';
import { WF_EDGE_TYPES, WF_NODE_TYPES } from '../diagram/flow-types.ts';
import { addLine, removeElements, updateNode, type DraftModel } from './designer-model.ts';
import { NODE_DRAG_TYPE } from './Palette.tsx';

export type Selection = { kind: 'node' | 'line'; id: string } | null;

export interface DesignerCanvasProps {
  draft: DraftModel;
  selection: Selection;
  onChange: (draft: DraftModel) => void;
  onSelect: (selection: Selection) => void;
  /** Problems mark their elements in red. */
  flagged: ReadonlySet<string>;
  /** A node type dropped at a flow position. */
  onPlace: (type: NodeType, at: { x: number; y: number }) => void;
}

/**
 * The designer's React Flow canvas: nodes dropped from the palette, moved and deleted
 * (Delete or Backspace), lines drawn from any handle and checked against the link rules.
 */
export function DesignerCanvas({ draft, selection, onChange, onSelect, flagged, onPlace }: DesignerCanvasProps) {
  const t = useT();
  const [locale] = useLocale();
  const flow = useReactFlow();

  const nodes = useMemo(
    () => draft.nodes.map((node) => ({ ...toFlowNode(node, locale, NOTHING_PASSED, true), selected: selection?.kind === 'node' && selection.id === node.id, className: flagged.has(node.id) ? 'rounded ring-2 ring-red-500 ring-offset-2' : undefined })),
    [draft.nodes, locale, selection, flagged],
  );
  const edges = useMemo(() => draft.lines.map((line) => ({ ...toFlowEdge(line, locale), selected: selection?.kind === 'line' && selection.id === line.id })), [draft.lines, locale, selection]);

  const onNodesChange = (changes: NodeChange<WfFlowNode>[]) => {
    let next = draft;
    for (const change of changes) {
      if (change.type === 'position' && change.position) next = updateNode(next, change.id, { left: Math.round(change.position.x), top: Math.round(change.position.y) });
    }
    if (next !== draft) onChange(next);
  };
  const onConnect = (connection: Connection) => {
    const result = addLine(draft, connection.source, connection.target);
    if (result.refusal) return void toast.warning(t(result.refusal));
    onChange(result.draft);
    if (result.line) onSelect({ kind: 'line', id: result.line.id });
  };
  const onDrop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(NODE_DRAG_TYPE) as NodeType;
    if (!NODE_TYPES.includes(type)) return;
    event.preventDefault();
    onPlace(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  return (
    <div className="h-full w-full" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={WF_NODE_TYPES}
        edgeTypes={WF_EDGE_TYPES}
        connectionMode={ConnectionMode.Loose}
        onNodesChange={onNodesChange}
        onConnect={onConnect}
        onNodeClick={(_event, node) => onSelect({ kind: 'node', id: node.id })}
        onEdgeClick={(_event, edge) => onSelect({ kind: 'line', id: edge.id })}
        onPaneClick={() => onSelect(null)}
        onDelete={({ nodes: gone, edges: cut }) => {
          onChange(removeElements(draft, new Set(gone.map((node) => node.id)), new Set(cut.map((edge) => edge.id))));
          onSelect(null);
        }}
        deleteKeyCode={['Delete', 'Backspace']}
        snapToGrid
        snapGrid={[10, 10]}
        fitView
        // A phone's canvas is a third as wide as a desktop's: the whole model still fits at first sight.
        minZoom={0.2}
        fitViewOptions={{ padding: 0.3, maxZoom: 1.2, minZoom: 0.2 }}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={20} size={1} />
        <Controls />
        <MiniMap pannable zoomable className="!h-24 !w-36" />
      </ReactFlow>
    </div>
  );
}
