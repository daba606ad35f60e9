import { useCallback } from 'react';
import type { TreeNode } from '../../../renderers/tree/tree-node.ts';
import { useHeldTree, type TreeView } from '../../../renderers/tree/use-lazy-tree.ts';

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
 * A tree over a list the screen loaded whole (menus, organisation nodes): the open branches
 * follow when the list changes (after an edit).
 */
export function useStaticTree(nodes: readonly FlatNode[] | undefined): TreeView {
  const under = useCallback((parentId: string) => childrenOf(nodes ?? [], parentId), [nodes]);
  return useHeldTree(TOP, under);
}
