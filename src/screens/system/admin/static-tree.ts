import { useEffect, useRef } from 'react';
import type { TreeNode } from '../../../renderers/tree/tree-node.ts';
import { useLazyTree, type LazyTree } from '../../../renderers/tree/use-lazy-tree.ts';

/** A node of a tree the screen already holds whole: its parent's id ('' at the top). */
export interface FlatNode extends TreeNode {
  pId: string;
}

const TOP = '';

/** The nodes under `parentId`, each marked as a parent when it has nodes under it. */
export function childrenOf(nodes: readonly FlatNode[], parentId: string): TreeNode[] {
  const parents = new Set(nodes.map((node) => node.pId));
  return nodes.filter((node) => node.pId === parentId).map((node) => ({ ...node, isParent: parents.has(node.id) }));
}

/** Every id below `id` in the tree (not `id` itself). */
export function descendantsOf(nodes: readonly FlatNode[], id: string): string[] {
  const below: string[] = [];
  const walk = (parentId: string) => {
    for (const node of nodes) {
      if (node.pId !== parentId) continue;
      below.push(node.id);
      walk(node.id);
    }
  };
  walk(id);
  return below;
}

/**
 * The runtime's LazyTree over a list the screen loaded whole (menus, organisation nodes): the
 * branches "load" from the list, and the opened ones follow when the list changes (after an edit).
 */
export function useStaticTree(nodes: readonly FlatNode[] | undefined): LazyTree {
  const source = useRef(nodes);
  source.current = nodes;
  const tree = useLazyTree(TOP, async (parentId) => childrenOf(source.current ?? [], parentId));
  const opened = useRef(tree.expanded);
  opened.current = tree.expanded;
  const { reload } = tree;
  useEffect(() => {
    if (!nodes) return;
    for (const id of new Set([TOP, ...opened.current])) void reload(id);
  }, [nodes, reload]);
  return tree;
}
