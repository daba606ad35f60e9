import { modelGraph, type ModelGraph } from '../graph.ts';
import type { WfModel, WfNode } from '../model-types.ts';
import { engineError } from './engine-error.ts';

/** The model an instance runs and the source of new task ids (random on the server, counted in tests). */
export interface EngineContext {
  model: WfModel;
  graph: ModelGraph;
  newId(): string;
}

export function engineContext(model: WfModel, newId: () => string): EngineContext {
  return { model, graph: modelGraph(model), newId };
}

export function startNode(ctx: EngineContext): WfNode {
  const node = ctx.graph.start();
  if (!node) throw engineError('badRoute', { node: 'start' });
  return node;
}

export function nodeOf(ctx: EngineContext, id: string): WfNode {
  const node = ctx.graph.node(id);
  if (!node) throw engineError('badRoute', { node: id });
  return node;
}
