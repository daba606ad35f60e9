import type { WfLine, WfModel, WfNode } from './model-types.ts';

/** Lookups over a model's lines; built once per model and reused by routing and validation. */
export interface ModelGraph {
  node(id: string): WfNode | undefined;
  outgoing(id: string): readonly WfLine[];
  start(): WfNode | undefined;
  /** Whether `to` can be reached from `from` along lines. */
  reaches(from: string, to: string): boolean;
}

function outgoingByNode(lines: readonly WfLine[]): Map<string, WfLine[]> {
  const map = new Map<string, WfLine[]>();
  for (const line of lines) {
    const list = map.get(line.from) ?? [];
    list.push(line);
    map.set(line.from, list);
  }
  return map;
}

/** @example const graph = modelGraph(model); graph.outgoing(graph.start()!.id) */
export function modelGraph(model: WfModel): ModelGraph {
  const nodes = new Map(model.nodes.map((node) => [node.id, node]));
  const out = outgoingByNode(model.lines);
  const outgoing = (id: string) => out.get(id) ?? [];
  return {
    node: (id) => nodes.get(id),
    outgoing,
    start: () => model.nodes.find((node) => node.type === 'start'),
    reaches(from, to) {
      const seen = new Set<string>([from]);
      const queue = [from];
      while (queue.length > 0) {
        const current = queue.shift() as string;
        for (const line of outgoing(current)) {
          if (line.to === to) return true;
          if (seen.has(line.to)) continue;
          seen.add(line.to);
          queue.push(line.to);
        }
      }
      return false;
    },
  };
}
