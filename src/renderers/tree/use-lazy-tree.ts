import { useCallback, useMemo, useState } from 'react';
import { hashKey, useQueries, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { loadErrorMessage } from '../../api/use-load.ts';
import type { TreeNode } from './tree-node.ts';

/** What a tree component reads: the children shown, by parent id, and which branches are open. */
export interface TreeView {
  rootId: string;
  /** Loaded children by parent id; a parent absent here has not been opened. */
  children: ReadonlyMap<string, readonly TreeNode[]>;
  loading: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  error: string | null;
  toggle: (node: TreeNode) => void;
}

export interface LazyTree extends TreeView {
  /** Loads a parent's children again and opens it (after adding under it). */
  reload: (parentId: string) => Promise<void>;
  rename: (id: string, name: string) => void;
  remove: (ids: readonly string[]) => void;
}

interface Branches {
  /** The tree these branches belong to (its key and root): another tree starts closed. */
  scope: string;
  /** Parents whose children were asked for: the root, then each branch at its first opening. */
  asked: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
}

function flipped(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The open branches of a tree, closed again when `scope` changes. */
function useBranches(scope: string, rootId: string): [Branches, (change: (branches: Branches) => Branches) => void] {
  const fresh = (): Branches => ({ scope, asked: new Set([rootId]), expanded: new Set() });
  const [state, setState] = useState(fresh);
  const branches = state.scope === scope ? state : fresh();
  if (state.scope !== scope) setState(branches);
  const change = useCallback((update: (current: Branches) => Branches) => setState((current) => (current.scope === scope ? update(current) : current)), [scope]);
  return [branches, change];
}

/**
 * A tree whose children load on first opening, by parent id, starting at `rootId`: each
 * parent's children are one query, `key` followed by the parent id. The screens keep it in
 * step with their edits through reload, rename and remove.
 */
export function useLazyTree(rootId: string, key: QueryKey, load: (parentId: string) => Promise<TreeNode[]>): LazyTree {
  const client = useQueryClient();
  const [branches, setBranches] = useBranches(hashKey([...key, rootId]), rootId);
  const parents = [...branches.asked];
  const answers = useQueries({ queries: parents.map((parentId) => ({ queryKey: [...key, parentId], queryFn: () => load(parentId) })) });
  const children = new Map<string, readonly TreeNode[]>();
  const loading = new Set<string>();
  let error: string | null = null;
  parents.forEach((parentId, index) => {
    const answer = answers[index];
    if (answer?.data) children.set(parentId, answer.data);
    if (answer?.isFetching) loading.add(parentId);
    if (answer?.isError) error ??= loadErrorMessage(answer.error);
  });

  const toggle = useCallback(
    (node: TreeNode) => setBranches((current) => ({ ...current, asked: new Set(current.asked).add(node.id), expanded: flipped(current.expanded, node.id) })),
    [setBranches],
  );
  const hash = hashKey(key);
  const reload = useCallback(
    async (parentId: string) => {
      setBranches((current) => ({ ...current, asked: new Set(current.asked).add(parentId), expanded: new Set(current.expanded).add(parentId) }));
      // A failure is the branch's query state, which the tree shows.
      await client.fetchQuery({ queryKey: [...key, parentId], queryFn: () => load(parentId), staleTime: 0 }).catch(() => undefined);
    },
    // key is rebuilt by each caller's render: its content says when it changed.
    [client, hash, load, setBranches],
  );
  const rename = useCallback(
    (id: string, name: string) => {
      for (const parentId of branches.asked) client.setQueryData<TreeNode[]>([...key, parentId], (nodes) => nodes?.map((node) => (node.id === id ? { ...node, name } : node)));
    },
    [client, hash, branches.asked],
  );
  const remove = useCallback(
    (ids: readonly string[]) => {
      const gone = new Set(ids);
      setBranches((current) => ({ ...current, asked: new Set([...current.asked].filter((id) => !gone.has(id))) }));
      for (const parentId of branches.asked) {
        if (gone.has(parentId)) client.removeQueries({ queryKey: [...key, parentId], exact: true });
        else client.setQueryData<TreeNode[]>([...key, parentId], (nodes) => nodes?.filter((node) => !gone.has(node.id)));
      }
    },
    [client, hash, branches.asked, setBranches],
  );
  return { rootId, children, loading, expanded: branches.expanded, error, toggle, reload, rename, remove };
}

/** A tree the screen holds whole (a list it loaded, sample rows): the children of every open branch at once. */
export function useHeldTree(rootId: string, childrenOf: (parentId: string) => readonly TreeNode[]): TreeView {
  const [branches, setBranches] = useBranches(rootId, rootId);
  const children = useMemo(() => new Map([rootId, ...branches.expanded].map((parentId) => [parentId, childrenOf(parentId)])), [rootId, branches.expanded, childrenOf]);
  const toggle = useCallback((node: TreeNode) => setBranches((current) => ({ ...current, expanded: flipped(current.expanded, node.id) })), [setBranches]);
  return { rootId, children, loading: NOTHING, expanded: branches.expanded, error: null, toggle };
}

const NOTHING: ReadonlySet<string> = new Set();
