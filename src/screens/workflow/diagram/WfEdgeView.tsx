import { BaseEdge, EdgeLabelRenderer, useInternalNode, type EdgeProps, type InternalNode } from '@xyflow/react';
import type { WfFlowEdge } from './flow-elements.ts';

type Point = { x: number; y: number };

function box(node: InternalNode): { center: Point; half: Point } {
  const width = node.measured.width ?? node.width ?? 0;
  const height = node.measured.height ?? node.height ?? 0;
  const { x, y } = node.internals.positionAbsolute;
  return { center: { x: x + width / 2, y: y + height / 2 }, half: { x: width / 2, y: height / 2 } };
}

/** Where the segment from the node's centre towards `toward` leaves the node's box. */
function borderPoint(node: InternalNode, toward: Point): Point {
  const { center, half } = box(node);
  const dx = toward.x - center.x;
  const dy = toward.y - center.y;
  if (dx === 0 && dy === 0) return center;
  const scale = Math.min(dx === 0 ? Infinity : half.x / Math.abs(dx), dy === 0 ? Infinity : half.y / Math.abs(dy));
  return { x: center.x + dx * scale, y: center.y + dy * scale };
}

/**
 * A workflow line: a polyline from border to border through its polydot points, so the
 * diagram keeps the bends the designer drew; passed lines are green, conditional ones dashed.
 */
export function WfEdgeView({ id, source, target, data, markerEnd, selected }: EdgeProps<WfFlowEdge>) {
  const from = useInternalNode(source);
  const to = useInternalNode(target);
  if (!from || !to || !data) return null;
  const points = data.points;
  const start = borderPoint(from, points[0] ?? box(to).center);
  const end = borderPoint(to, points.at(-1) ?? box(from).center);
  const path = [start, ...points, end];
  const d = path.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' ');
  const middle = Math.floor((path.length - 1) / 2);
  const a = path[middle] as Point;
  const b = path[middle + 1] as Point;
  const stroke = selected ? '#1677ff' : data.passed ? '#10b981' : '#64748b';
  return (
    <>
      <BaseEdge id={id} path={d} markerEnd={markerEnd} style={{ stroke, strokeWidth: data.passed || selected ? 2 : 1.5, strokeDasharray: data.conditional ? '5 3' : undefined }} />
      {data.label && (
        <EdgeLabelRenderer>
          <div className="nodrag nopan pointer-events-none absolute rounded bg-white/90 px-1 text-[11px] text-slate-600" style={{ transform: `translate(-50%, -50%) translate(${(a.x + b.x) / 2}px, ${(a.y + b.y) / 2}px)` }}>
            {data.label}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}
