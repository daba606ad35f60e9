import { useCallback, useMemo, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { reportError } from '../../../api/report-error.ts';
import { confirmDiscardChanges } from '../../../app/unsaved-guard.ts';
import { confirm } from '../../../components/confirm.ts';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { DEFAULT_TREE_ROOT, loadTreeChildren, type TreeNode } from '../../../renderers/tree/tree-node.ts';
import { useLazyTree } from '../../../renderers/tree/use-lazy-tree.ts';
import { deleteRecords } from '../module-api.ts';
import { allowedOperations, type OperationGrant } from '../operations.ts';
import { ModuleTreeView } from './ModuleTreeView.tsx';
import { TreeNodeForm, type NodeSelection } from './TreeNodeForm.tsx';
import { deleteQuestion, findNode } from './tree-delete.ts';

export interface ModuleTreePageProps {
  module: CompiledModule;
  grant: OperationGrant | null;
}

/** Spec 01 §2 'Tree-style pages keep the tree beside the form': pick a node, edit it on the right. */
export function ModuleTreePage({ module, grant }: ModuleTreePageProps) {
  const t = useT();
  const [locale] = useLocale();
  const treeDef = module.bundle.tree;
  const rootId = treeDef?.rootId ?? DEFAULT_TREE_ROOT;
  const load = useCallback((parentId: string) => loadTreeChildren(module.entityName, parentId), [module.entityName]);
  const tree = useLazyTree(rootId, queryKeys.moduleList(module.moduleId, 'pub/tree.ajax'), load);
  const allowed = useMemo(() => allowedOperations(module.bundle.operations, grant, false), [module, grant]);
  const [selection, setSelection] = useState<NodeSelection | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());

  // Another node (or a new one) replaces the form: its unsaved edits are asked about first.
  const open = async (node: TreeNode) => {
    if (selection && selection.mode !== 'add' && selection.pkValue === node.id) return;
    if (!(await confirmDiscardChanges())) return;
    setSelection({ pkValue: node.id, mode: allowed.has('edit') ? 'edit' : 'view', parentId: node.pId ?? rootId });
  };
  const add = async () => {
    if (!(await confirmDiscardChanges())) return;
    const parentId = selection && selection.mode !== 'add' ? selection.pkValue : rootId;
    setSelection({ pkValue: '-1', mode: 'add', parentId });
  };
  const onCheck = (node: TreeNode, on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(node.id);
      else next.delete(node.id);
      return next;
    });

  const remove = async () => {
    const ids = [...checked];
    if (ids.length === 0) {
      toast.warning(t('tree.checkToDelete'));
      return;
    }
    const question = deleteQuestion(ids.map((id) => findNode(tree.children, id)?.name ?? id));
    if (!(await confirm(t(question.messageId, question.params), { danger: true }))) return;
    try {
      await deleteRecords(module, ids);
      toast.success(t('msg.deleted'));
      tree.remove(ids);
      setChecked(new Set());
      if (selection && ids.includes(selection.pkValue)) setSelection(null);
    } catch (error) {
      reportError(error);
    }
  };

  const onSaved = async (key: string, name: string) => {
    if (!selection) return;
    if (selection.mode === 'add') {
      await tree.reload(selection.parentId);
      setSelection({ pkValue: key, mode: 'edit', parentId: selection.parentId });
    } else {
      tree.rename(key, name);
    }
  };

  return (
    <ModuleTreeView
      tree={tree}
      allowed={allowed}
      selectedId={selection?.pkValue ?? null}
      onSelect={(node) => void open(node)}
      checked={checked}
      onCheck={onCheck}
      onAdd={() => void add()}
      onDelete={() => void remove()}
    >
      {selection ? (
        <TreeNodeForm key={`${selection.pkValue}:${selection.mode}`} module={module} selection={selection} onSaved={onSaved} />
      ) : (
        <p className="p-10 text-center text-sm text-slate-400">{t('tree.pickNode', { name: module.bundle.title[locale] })}</p>
      )}
    </ModuleTreeView>
  );
}
