/**
 * The designer's edits as pure functions over a mutable copy of the model: adding nodes of
 * the five types, drawing lines under the link rules of spec 01 §5 (runtime checkLink),
 * moving, editing and removing elements.
 */
import { checkLink, type NodeType, type WfLine, type WfModel, type WfNode } from '../../../../runtime/workflow/index.ts';
import { NO_HANDLERS, wfLine, wfNode, type BuilderName } from '../../../../runtime/workflow/model-builders.ts';
import { nodeSize } from '../diagram/flow-elements.ts';

/** The model the designer edits: plain arrays it replaces on every change. */
export interface DraftModel {
  modelId: string;
  moduleId: string;
  name: string;
  nameEn: string;
  grpNo: string;
  nodes: WfNode[];
  lines: WfLine[];
}

/** A new model, unnamed: saved so, it is named after its module in both languages (server/workflow/designer.ts). */
export function emptyDraft(moduleId: string): DraftModel {
  return { modelId: '', moduleId, name: '', nameEn: '', grpNo: moduleId, nodes: [], lines: [] };
}

export function toDraft(model: WfModel): DraftModel {
  return { ...model, nodes: [...model.nodes], lines: [...model.lines] };
}

function freshId(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = taken.size + 1; ; n++) {
    const id = `${prefix}${n}`;
    if (!taken.has(id)) return id;
  }
}

/** A new node of `type` centred at `at`, with a unique id and the type's default name (the Chinese one, or both). */
export function addNode(draft: DraftModel, type: NodeType, at: { x: number; y: number }, name: BuilderName): { draft: DraftModel; node: WfNode } {
  const id = freshId(type === 'ordinary' ? 'task' : type, new Set(draft.nodes.map((node) => node.id)));
  const size = nodeSize(type);
  const node = wfNode(id, type, name, { left: Math.round(at.x - size.width / 2), top: Math.round(at.y - size.height / 2), number: draft.nodes.length + 1, handlers: NO_HANDLERS });
  return { draft: { ...draft, nodes: [...draft.nodes, node] }, node };
}

/**
 * Draws a line from one node to another. Refused with the message id of the broken link
 * rule (an end node cannot link out, a node cannot link to itself, a start node cannot be
 * linked into); a second line between the same nodes is ignored.
 */
export function addLine(draft: DraftModel, from: string, to: string): { draft: DraftModel; refusal?: string; line?: WfLine } {
  const source = draft.nodes.find((node) => node.id === from);
  const target = draft.nodes.find((node) => node.id === to);
  if (!source || !target) return { draft };
  const refusal = checkLink(source, target);
  if (refusal) return { draft, refusal };
  if (draft.lines.some((line) => line.from === from && line.to === to)) return { draft };
  const id = freshId('line', new Set(draft.lines.map((line) => line.id)));
  const line: WfLine = { ...wfLine(id, from, to), number: draft.lines.length + 1, fromType: source.type, toType: target.type };
  return { draft: { ...draft, lines: [...draft.lines, line] }, line };
}

export function updateNode(draft: DraftModel, id: string, patch: Partial<WfNode>): DraftModel {
  return { ...draft, nodes: draft.nodes.map((node) => (node.id === id ? { ...node, ...patch } : node)) };
}

export function updateLine(draft: DraftModel, id: string, patch: Partial<WfLine>): DraftModel {
  return { ...draft, lines: draft.lines.map((line) => (line.id === id ? { ...line, ...patch } : line)) };
}

/** Removes nodes (with every line touching them) and lines. */
export function removeElements(draft: DraftModel, nodeIds: ReadonlySet<string>, lineIds: ReadonlySet<string>): DraftModel {
  return {
    ...draft,
    nodes: draft.nodes.filter((node) => !nodeIds.has(node.id)),
    lines: draft.lines.filter((line) => !lineIds.has(line.id) && !nodeIds.has(line.from) && !nodeIds.has(line.to)),
  };
}

/** The model as saveModel.ajax and dryRun.ajax take it. */
export function draftJson(draft: DraftModel): string {
  return JSON.stringify(draft);
}
