import type { ReactNode } from 'react';
import type { OperationName } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../i18n/index.ts';
import { LazyTree } from '../../../renderers/tree/LazyTree.tsx';
import type { TreeNode } from '../../../renderers/tree/tree-node.ts';
import type { TreeView } from '../../../renderers/tree/use-lazy-tree.ts';

export interface ModuleTreeViewProps {
  tree: TreeView;
  allowed: ReadonlySet<OperationName>;
  selectedId: string | null;
  onSelect: (node: TreeNode) => void;
  checked: ReadonlySet<string>;
  onCheck: (node: TreeNode, checked: boolean) => void;
  onAdd: () => void;
  onDelete: () => void;
  /** The right side: the chosen node's form, or a hint to choose one. */
  children: ReactNode;
}

/**
 * What a tree module's page shows, without fetching: add and delete over the tree, the tree
 * with check boxes, and the node's form beside it. The tree page feeds it from the server;
 * the module designer's preview from sample rows.
 */
export function ModuleTreeView({ tree, allowed, selectedId, onSelect, checked, onCheck, onAdd, onDelete, children }: ModuleTreeViewProps) {
  const t = useT();
  return (
    <div className="flex h-full min-h-[480px] gap-3">
      <aside className="flex w-72 shrink-0 flex-col gap-2 rounded bg-white p-3">
        <div className="flex gap-2">
          {allowed.has('add') && (
            <Button variant="primary" size="small" onClick={onAdd}>
              {t('list.op.add')}
            </Button>
          )}
          {allowed.has('delete') && (
            <Button variant="danger" size="small" onClick={onDelete}>
              {t('list.op.delete')}
            </Button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-auto">
          <LazyTree tree={tree} selectedId={selectedId} onSelect={onSelect} checked={checked} onCheck={allowed.has('delete') ? onCheck : undefined} empty={t('common.noData')} />
        </div>
      </aside>
      <section className="min-w-0 flex-1 overflow-auto rounded bg-white p-4">{children}</section>
    </div>
  );
}
