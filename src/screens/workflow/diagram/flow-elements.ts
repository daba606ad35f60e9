/**
 * A workflow model as React Flow elements: nodes at their left/top, 110x30 (30x30 for empty
 * and sychronize nodes, spec 01 §9), lines as polylines through their polydot points.
 */
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import { lineName, nodeName, type NodeType, type WfLine, type WfNode } from '../../../../runtime/workflow/index.ts';
import type { Locale } from '../../../../runtime/bundle/types.ts';

export type Mark = 'idle' | 'passed' | 'current';

export interface WfNodeData extends Record<string, unknown> {
  label: string;
  type: NodeType;
  mark: Mark;
  /** Designer only: handles to draw lines from. */
  editable: boolean;
}

export interface WfEdgeData extends Record<string, unknown> {
  label: string;
  points: readonly { x: number; y: number }[];
  passed: boolean;
  /** A line with a condition expression (drawn dashed). */
  conditional: boolean;
}

export type WfFlowNode = Node<WfNodeData, 'wf'>;
export type WfFlowEdge = Edge<WfEdgeData, 'wf'>;

const SMALL_TYPES: ReadonlySet<NodeType> = new Set(['empty', 'sychronize']);

export function nodeSize(type: NodeType): { width: number; height: number } {
  return SMALL_TYPES.has(type) ? { width: 30, height: 30 } : { width: 110, height: 30 };
}

/** Passed and current elements of an instance (findPassedElements.ajax). */
export interface PassedElements {
  passed: ReadonlySet<string>;
  current: ReadonlySet<string>;
}

export const NOTHING_PASSED: PassedElements = { passed: new Set(), current: new Set() };

/** The node labelled with its name in `locale`. */
export function toFlowNode(node: WfNode, locale: Locale, marks: PassedElements = NOTHING_PASSED, editable = false): WfFlowNode {
  const mark: Mark = marks.current.has(node.id) ? 'current' : marks.passed.has(node.id) ? 'passed' : 'idle';
  return {
    id: node.id,
    type: 'wf',
    position: { x: node.left, y: node.top },
    ...nodeSize(node.type),
    data: { label: nodeName(node, locale), type: node.type, mark, editable },
  };
}

/** The line labelled with its name in `locale`. */
export function toFlowEdge(line: WfLine, locale: Locale, marks: PassedElements = NOTHING_PASSED): WfFlowEdge {
  const points = [...line.polydot].sort((a, b) => a.dotNo - b.dotNo).map((dot) => ({ x: dot.x, y: dot.y }));
  return {
    id: line.id,
    type: 'wf',
    source: line.from,
    target: line.to,
    markerEnd: { type: MarkerType.ArrowClosed, color: marks.passed.has(line.id) ? '#10b981' : '#64748b' },
    data: { label: lineName(line, locale), points, passed: marks.passed.has(line.id), conditional: line.condition.trim() !== '' },
  };
}
