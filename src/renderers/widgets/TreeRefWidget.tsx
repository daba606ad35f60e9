import { useCallback, useState } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { TreeRefKind } from '../../../runtime/bundle/types.ts';
import { useT } from '../../i18n/index.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { formContextOf } from '../form-context.ts';
import { hasErrors, inputClass } from '../input-class.ts';
import { LazyTree } from '../tree/LazyTree.tsx';
import { loadTreeChildren, type TreeNode } from '../tree/tree-node.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useLazyTree } from '../tree/use-lazy-tree.ts';

/** Spec 01 §2: the tree-select popup is 350 wide. */
export const TREE_SELECT_WIDTH = 350;
/** The organisation tree (org_ → depart_ → team_ nodes) served by pub/tree.ajax. */
export const ORG_TREE_ENTITY = 'SysOrgTree';
/** Spec 01 §9: the organisation tree's root is 0. */
export const ORG_TREE_ROOT = '0';

/** Node ids carry their level ('depart_D01'); the record stores the bare key ('D01'). */
export function treeRefValue(kind: TreeRefKind, nodeId: string): string | null {
  const prefix = `${kind}_`;
  return nodeId.startsWith(prefix) ? nodeId.slice(prefix.length) : null;
}

/** An organisation-tree level (org, department, team...): pick a node of that level. */
export function TreeRefWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, rawErrors, onChange, options, placeholder } = props;
  const kind = options.treeRef as TreeRefKind;
  const context = formContextOf(props);
  const t = useT();
  const [text, setText] = useState(() => context.labels.get(name) ?? (value == null ? '' : String(value)));
  const locked = Boolean(disabled || readonly);
  const clear = () => {
    context.labels.delete(name);
    onChange(undefined);
  };
  return (
    <Popover className="relative">
      <PopoverButton
        id={id}
        disabled={locked}
        className={`${inputClass(hasErrors(rawErrors))} flex items-center truncate pr-7 text-left ${locked ? '' : 'cursor-pointer'}`}
      >
        {value == null ? <span className="text-slate-400">{locked ? '' : placeholder || t('widget.pleaseSelect')}</span> : text}
      </PopoverButton>
      {!locked && value != null && (
        <button type="button" aria-label={t('widget.clear')} onClick={clear} className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-slate-600">
          <CloseIcon size={12} />
        </button>
      )}
      <PopoverPanel anchor="bottom start" className="z-[2100] mt-1 max-h-80 overflow-auto rounded border border-slate-200 bg-white p-1 shadow-lg" style={{ width: TREE_SELECT_WIDTH }}>
        {({ close }) => (
          <OrgTree
            kind={kind}
            selected={value == null ? null : `${kind}_${value}`}
            onPick={(node) => {
              const picked = treeRefValue(kind, node.id);
              if (picked === null) return;
              context.labels.set(name, node.name);
              setText(node.name);
              onChange(picked);
              close();
            }}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}

function OrgTree({ kind, selected, onPick }: { kind: TreeRefKind; selected: string | null; onPick: (node: TreeNode) => void }) {
  const t = useT();
  const load = useCallback((parentId: string) => loadTreeChildren(ORG_TREE_ENTITY, parentId), []);
  const tree = useLazyTree(ORG_TREE_ROOT, queryKeys.call('pub/tree.ajax', { _entityName: ORG_TREE_ENTITY }), load);
  return <LazyTree tree={tree} selectedId={selected} onSelect={onPick} canSelect={(node) => treeRefValue(kind, node.id) !== null} empty={t('common.noData')} />;
}
