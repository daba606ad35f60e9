import { descendantsOf, type FlatNode } from './static-tree.ts';

/**
 * Ticks or unticks a node with everything below it, then settles the nodes above: a parent is
 * ticked when all its children are (a stored grant of a folder whose children all lost it goes).
 * @example tick(nodes, new Set(), 'folder', true) // the folder and every node below it
 */
export function tick(nodes: readonly FlatNode[], checked: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(checked);
  for (const changed of [id, ...descendantsOf(nodes, id)]) {
    if (on) next.add(changed);
    else next.delete(changed);
  }
  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (let parent = byId.get(id)?.pId; parent && byId.has(parent); parent = byId.get(parent)?.pId) {
    const children = nodes.filter((node) => node.pId === parent);
    if (children.every((child) => next.has(child.id))) next.add(parent);
    else next.delete(parent);
  }
  return next;
}

/** Unticked nodes with a ticked node somewhere below them: shown half-checked, and granted so their folder shows. */
export function halfChecked(nodes: readonly FlatNode[], checked: ReadonlySet<string>): Set<string> {
  return new Set(nodes.filter((node) => !checked.has(node.id) && descendantsOf(nodes, node.id).some((id) => checked.has(id))).map((node) => node.id));
}

/** The ticks of stored grants, which hold folders as well: a folder shows ticked only while everything below it is granted. */
export function ticksOf(nodes: readonly FlatNode[], granted: readonly string[]): Set<string> {
  const held = new Set(granted);
  return new Set(granted.filter((id) => descendantsOf(nodes, id).every((below) => held.has(below))));
}
