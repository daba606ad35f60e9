import { useMemo } from 'react';
import { Background, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { LifecycleDef, Locale } from '../../../../../runtime/index.ts';

export interface DiagramState {
  value: string;
  label: string;
}

const COLUMN = 170;
const ROW = 90;
const PER_ROW = 4;

/**
 * A small read-only picture of a life cycle: the states as boxes (the initial one marked, the
 * ones with locks marked), the transitions as labelled arrows; '*' draws from every other state.
 */
export function LifecycleDiagram({ lifecycle, states, initial, locale }: { lifecycle: LifecycleDef; states: readonly DiagramState[]; initial: string | undefined; locale: Locale }) {
  const nodes = useMemo(
    (): Node[] =>
      states.map((state, index) => ({
        id: state.value,
        position: { x: (index % PER_ROW) * COLUMN, y: Math.floor(index / PER_ROW) * ROW },
        data: { label: `${state.value === initial ? '▶ ' : ''}${state.label}${lifecycle.locks?.some((lock) => lock.state === state.value) ? ' 🔒' : ''}` },
        style: { width: 120, fontSize: 11, padding: 4, borderColor: state.value === initial ? '#2563eb' : '#94a3b8' },
      })),
    [states, initial, lifecycle.locks],
  );
  const edges = useMemo(
    (): Edge[] =>
      lifecycle.transitions.flatMap((transition) => {
        const sources = transition.from === '*' ? states.map((state) => state.value).filter((value) => value !== transition.to) : transition.from;
        return sources.map((source) => ({
          id: `${transition.name}:${source}`,
          source,
          target: transition.to,
          label: transition.label[locale] || transition.name,
          labelStyle: { fontSize: 10 },
          markerEnd: { type: MarkerType.ArrowClosed },
        }));
      }),
    [lifecycle.transitions, states, locale],
  );
  return (
    <div className="h-64 rounded border border-slate-200" aria-label="lifecycle diagram">
      <ReactFlow nodes={nodes} edges={edges} nodesDraggable={false} nodesConnectable={false} elementsSelectable={false} fitView fitViewOptions={{ padding: 0.15 }} proOptions={{ hideAttribution: true }}>
        <Background gap={16} size={1} />
      </ReactFlow>
    </div>
  );
}
