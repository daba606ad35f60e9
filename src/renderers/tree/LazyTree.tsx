import { useRef, useState, type DragEvent } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/index.ts';
import { dropPlace, type DropPlace } from './drop-place.ts';
import { hasChildren, type TreeNode } from './tree-node.ts';
import type { TreeView } from './use-lazy-tree.ts';

export interface LazyTreeProps {
  tree: TreeView;
  selectedId?: string | null;
  onSelect?: (node: TreeNode) => void;
  /** Check boxes beside the nodes (tree pages check nodes to delete them). */
  checked?: ReadonlySet<string>;
  onCheck?: (node: TreeNode, checked: boolean) => void;
  /** Unchecked nodes some of whose descendants are checked: their box shows half-checked. */
  partial?: ReadonlySet<string>;
  /** Nodes that cannot be chosen are shown greyed (e.g. an org node for a department field). */
  canSelect?: (node: TreeNode) => boolean;
  empty?: string;
  /** Nodes can be dragged onto others (the menu editor): called with the node dragged, the one dropped on and where. */
  onMove?: (dragged: TreeNode, target: TreeNode, place: DropPlace) => void;
}

/**
 * The drag under way: the node dragged (kept here: a drop event carries only text) and where
 * it would land now, as the rows mark it; a drop lands there, where the mark showed it.
 */
interface DragState {
  dragged: { current: TreeNode | null };
  over: { id: string; place: DropPlace } | null;
  setOver: (over: { id: string; place: DropPlace } | null) => void;
}

/** Rows of a tree that moves nodes keep a transparent line above and below, which a drop place colours. */
const DROP_MARK: Record<DropPlace | 'none', string> = {
  none: 'border-y-2 border-transparent',
  before: 'border-y-2 border-transparent border-t-primary-500',
  inside: 'border-y-2 border-transparent bg-primary-50 ring-1 ring-inset ring-primary-500',
  after: 'border-y-2 border-transparent border-b-primary-500',
};

/** The row's drag handlers when the tree moves nodes, else none. */
function dragHandlers(props: LazyTreeProps, drag: DragState, node: TreeNode) {
  const { onMove } = props;
  if (!onMove) return {};
  const placeOf = (event: DragEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return dropPlace(event.clientY - box.top, box.height);
  };
  const end = () => {
    drag.dragged.current = null;
    drag.setOver(null);
  };
  return {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLDivElement>) => {
      drag.dragged.current = node;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', node.id);
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (!drag.dragged.current || drag.dragged.current.id === node.id) return;
      event.preventDefault();
      const place = placeOf(event);
      if (drag.over?.id !== node.id || drag.over.place !== place) drag.setOver({ id: node.id, place });
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      event.preventDefault();
      const dragged = drag.dragged.current;
      const place = drag.over?.id === node.id ? drag.over.place : placeOf(event);
      end();
      if (dragged && dragged.id !== node.id) onMove(dragged, node, place);
    },
    onDragEnd: end,
  };
}

export function LazyTree(props: LazyTreeProps) {
  const { tree } = props;
  const dragged = useRef<TreeNode | null>(null);
  const [over, setOver] = useState<DragState['over']>(null);
  const roots = tree.children.get(tree.rootId);
  if (tree.error && !roots) return <p className="p-3 text-sm text-red-500">{tree.error}</p>;
  if (!roots) return <p className="p-3 text-sm text-slate-400">…</p>;
  if (roots.length === 0) return <p className="p-3 text-sm text-slate-400">{props.empty}</p>;
  return (
    <ul role="tree" className="text-sm">
      <Branch {...props} drag={{ dragged, over, setOver }} nodes={roots} depth={0} />
    </ul>
  );
}

function Branch(props: LazyTreeProps & { drag: DragState; nodes: readonly TreeNode[]; depth: number }) {
  const { tree, nodes, depth, selectedId, onSelect, checked, onCheck, canSelect, partial, drag } = props;
  const t = useT();
  return (
    <>
      {nodes.map((node) => {
        const open = tree.expanded.has(node.id);
        const children = tree.children.get(node.id);
        const expandable = hasChildren(node) || (children !== undefined && children.length > 0);
        const selectable = !node.disabled && (canSelect?.(node) ?? true);
        return (
          <li key={node.id} role="treeitem" aria-expanded={expandable ? open : undefined} aria-selected={selectedId === node.id}>
            <div
              className={`flex h-7 items-center gap-1 rounded pr-2 ${selectedId === node.id ? 'bg-primary-50 text-primary-700' : 'hover:bg-slate-100'} ${props.onMove ? DROP_MARK[drag.over?.id === node.id ? drag.over.place : 'none'] : ''}`}
              style={{ paddingLeft: depth * 16 + 4 }}
              {...dragHandlers(props, drag, node)}
            >
              <button
                type="button"
                tabIndex={-1}
                aria-label={t(open ? 'tree.collapse' : 'tree.expand')}
                className={`flex h-5 w-5 items-center justify-center text-slate-400 ${expandable ? '' : 'invisible'}`}
                onClick={() => tree.toggle(node)}
              >
                {tree.loading.has(node.id) ? (
                  <span className="h-3 w-3 animate-spin rounded-full border border-current border-t-transparent" />
                ) : open ? (
                  <ChevronDownIcon size={14} />
                ) : (
                  <ChevronRightIcon size={14} />
                )}
              </button>
              {onCheck && (
                <input
                  type="checkbox"
                  aria-label={node.name}
                  checked={checked?.has(node.id) ?? false}
                  ref={(box) => {
                    if (box) box.indeterminate = partial?.has(node.id) ?? false;
                  }}
                  onChange={(event) => onCheck(node, event.target.checked)}
                  className="accent-primary-600"
                />
              )}
              <button
                type="button"
                disabled={!selectable}
                onClick={() => onSelect?.(node)}
                onDoubleClick={() => expandable && tree.toggle(node)}
                className={`min-w-0 flex-1 truncate text-left ${selectable ? 'cursor-pointer' : 'cursor-default text-slate-400'}`}
              >
                {node.name}
              </button>
            </div>
            {open && children && children.length > 0 && (
              <ul role="group">
                <Branch {...props} nodes={children} depth={depth + 1} />
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}
