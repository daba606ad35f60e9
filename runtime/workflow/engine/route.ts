import type { ModelGraph } from '../graph.ts';
import type { WfLine } from '../model-types.ts';
import { engineError } from './engine-error.ts';

/** Nodes one step may pass through before the route is declared broken. */
const FOLLOW_BUDGET = 1000;

/** Decides one conditional line; the server evaluates its expression against the record. */
export type LineEvaluator = (line: WfLine) => boolean | Promise<boolean>;

export interface NextPlan {
  /** Task nodes that get new tasks: the submitter names their handlers. */
  taskNodes: readonly string[];
  /** End nodes reached: a branch reaching one finishes. */
  endNodes: readonly string[];
  /** Sychronize nodes still waiting for branches after the step. */
  waitingJoins: readonly string[];
  /** Sychronize nodes the step released. */
  firedJoins: readonly string[];
  /** Lines taken, for the diagram. */
  lines: readonly string[];
}

/**
 * The lines that fire from a node: every conditional line whose condition holds; when none
 * holds, every default (unconditional) line. Several firing lines split the instance into
 * parallel branches.
 */
export async function firingLines(lines: readonly WfLine[], evaluate: LineEvaluator): Promise<WfLine[]> {
  const fired: WfLine[] = [];
  for (const line of lines) if (line.condition.trim() !== '' && (await evaluate(line))) fired.push(line);
  return fired.length > 0 ? fired : lines.filter((line) => line.condition.trim() === '');
}

/**
 * A sychronize node fires when no other live part of the instance can still reach it: every
 * branch that could arrive has arrived (or ended elsewhere).
 */
export function joinReady(graph: ModelGraph, joinId: string, live: Iterable<string>): boolean {
  for (const nodeId of live) if (nodeId !== joinId && graph.reaches(nodeId, joinId)) return false;
  return true;
}

/**
 * Where the instance goes when `fromNodeId` completes, `otherActive` being the rest of the
 * instance (other branches, waiting joins): follows firing lines through empty nodes,
 * stops at task and end nodes, parks at sychronize nodes and releases those that become ready.
 * @throws AppError workflow.noNextNode when no line fires from a node on the way.
 */
export async function planNext(graph: ModelGraph, otherActive: readonly string[], fromNodeId: string, evaluate: LineEvaluator): Promise<NextPlan> {
  const taskNodes: string[] = [];
  const endNodes: string[] = [];
  const lines: string[] = [];
  const firedJoins: string[] = [];
  const waiting = new Set(otherActive.filter((id) => graph.node(id)?.type === 'sychronize'));
  const live = otherActive.filter((id) => !waiting.has(id));
  // Validation forbids loops of pass-through nodes; the budget stops an unvalidated model too.
  let budget = FOLLOW_BUDGET;

  const follow = async (nodeId: string): Promise<void> => {
    if (--budget < 0) throw engineError('badRoute', { node: nodeId });
    const fired = await firingLines(graph.outgoing(nodeId), evaluate);
    if (fired.length === 0) throw engineError('noNextNode', { node: graph.node(nodeId)?.desc || nodeId });
    for (const line of fired) {
      lines.push(line.id);
      await arrive(line.to);
    }
  };

  const arrive = async (nodeId: string): Promise<void> => {
    const node = graph.node(nodeId);
    switch (node?.type) {
      case 'ordinary':
        if (!taskNodes.includes(nodeId)) taskNodes.push(nodeId);
        return;
      case 'end':
        if (!endNodes.includes(nodeId)) endNodes.push(nodeId);
        return;
      case 'empty':
        return follow(nodeId);
      case 'sychronize':
        waiting.add(nodeId);
        return;
      default:
        throw engineError('badRoute', { node: nodeId });
    }
  };

  await follow(fromNodeId);
  for (let changed = true; changed; ) {
    changed = false;
    for (const join of waiting) {
      if (!joinReady(graph, join, [...live, ...taskNodes, ...waiting])) continue;
      waiting.delete(join);
      firedJoins.push(join);
      await follow(join);
      changed = true;
      break;
    }
  }
  return { taskNodes, endNodes, waitingJoins: [...waiting], firedJoins, lines };
}
