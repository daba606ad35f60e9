import { useCallback, useEffect, useRef, useState } from 'react';
import type { TreeNode } from './tree-node.ts';

export interface LazyTreeState {
  /** Loaded children by parent id; a parent absent here has not been opened. */
  children: ReadonlyMap<string, readonly TreeNode[]>;
  loading: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  error: string | null;
}

export interface LazyTree extends LazyTreeState {
  rootId: string;
  toggle: (node: TreeNode) => void;
  /** Loads a parent's children again and opens it (after adding under it). */
  reload: (parentId: string) => Promise<void>;
  rename: (id: string, name: string) => void;
  remove: (ids: readonly string[]) => void;
}

/**
 * A tree whose children load on first opening, by parent id, starting at `rootId`. The
 * screens keep it in step with their edits through reload, rename and remove.
 */
export function useLazyTree(rootId: string, load: (parentId: string) => Promise<TreeNode[]>): LazyTree {
  const [state, setState] = useState<LazyTreeState>({ children: new Map(), loading: new Set(), expanded: new Set(), error: null });
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async (parentId: string) => {
    setState((s) => ({ ...s, loading: new Set(s.loading).add(parentId) }));
    try {
      const nodes = await loadRef.current(parentId);
      setState((s) => {
        const loading = new Set(s.loading);
        loading.delete(parentId);
        return { children: new Map(s.children).set(parentId, nodes), loading, expanded: new Set(s.expanded).add(parentId), error: null };
      });
    } catch (error) {
      setState((s) => {
        const loading = new Set(s.loading);
        loading.delete(parentId);
        return { ...s, loading, error: error instanceof Error ? error.message : String(error) };
      });
    }
  }, []);

  useEffect(() => {
    setState({ children: new Map(), loading: new Set(), expanded: new Set(), error: null });
    void reload(rootId);
  }, [rootId, reload]);

  const toggle = useCallback(
    (node: TreeNode) => {
      setState((s) => {
        const expanded = new Set(s.expanded);
        if (expanded.has(node.id)) expanded.delete(node.id);
        else expanded.add(node.id);
        return { ...s, expanded };
      });
      if (!state.children.has(node.id) && !state.loading.has(node.id)) void reload(node.id);
    },
    [state.children, state.loading, reload],
  );

  const rename = useCallback((id: string, name: string) => {
    setState((s) => ({ ...s, children: mapNodes(s.children, (node) => (node.id === id ? { ...node, name } : node)) }));
  }, []);

  const remove = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    setState((s) => {
      const children = new Map<string, readonly TreeNode[]>();
      for (const [parent, nodes] of s.children) if (!gone.has(parent)) children.set(parent, nodes.filter((node) => !gone.has(node.id)));
      return { ...s, children };
    });
  }, []);

  return { ...state, rootId, toggle, reload, rename, remove };
}

function mapNodes(children: ReadonlyMap<string, readonly TreeNode[]>, change: (node: TreeNode) => TreeNode): Map<string, readonly TreeNode[]> {
  const next = new Map<string, readonly TreeNode[]>();
  for (const [parent, nodes] of children) next.set(parent, nodes.map(change));
  return next;
}
