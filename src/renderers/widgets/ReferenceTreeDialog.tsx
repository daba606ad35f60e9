import { useCallback } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { useT } from '../../i18n/index.ts';
import { LazyTree } from '../tree/LazyTree.tsx';
import { DEFAULT_TREE_ROOT, loadTreeChildren, type TreeNode } from '../tree/tree-node.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useLazyTree } from '../tree/use-lazy-tree.ts';
import { TREE_SELECT_WIDTH } from './TreeRefWidget.tsx';

export interface ReferenceTreeDialogProps {
  title: string;
  /** _entityName of a tree module (its bundle declares `tree`). */
  entity: string;
  /** Root key of that tree. */
  rootId?: string;
  /** A reference's filter (refModule, refField, refValue): the server narrows the nodes and disables those its where leaves out. */
  filter?: Readonly<Record<string, string>>;
  selectedId: string | null;
  onPick: (node: TreeNode) => void;
  onClose: () => void;
}

/** A reference's tree picker (`reference.picker: "tree"`): the records of a tree module as their tree, one node picked. */
export function ReferenceTreeDialog({ title, entity, rootId = DEFAULT_TREE_ROOT, filter, selectedId, onPick, onClose }: ReferenceTreeDialogProps) {
  const t = useT();
  const load = useCallback((parentId: string) => loadTreeChildren(entity, parentId, filter), [entity, filter]);
  const tree = useLazyTree(rootId, queryKeys.call('pub/tree.ajax', { _entityName: entity, ...filter }), load);
  return (
    <Modal open onClose={onClose} title={title} width={TREE_SELECT_WIDTH + 150}>
      <div className="max-h-[420px] overflow-auto" data-reference-tree>
        <LazyTree tree={tree} selectedId={selectedId} onSelect={onPick} empty={t('common.noData')} />
      </div>
    </Modal>
  );
}
