import { useMemo } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import { useUnsavedGuard } from '../../../app/unsaved-guard.ts';
import { Button } from '../../../components/Button.tsx';
import { useLocale, useT } from '../../../i18n/index.ts';
import { formTitle } from '../form/form-title.ts';
import { RecordForm } from '../form/RecordForm.tsx';
import { useRecordEditor } from '../form/use-record-editor.ts';

export interface NodeSelection {
  pkValue: string;
  mode: 'add' | 'edit' | 'view';
  /** The node the record hangs under (the new node's parent when adding). */
  parentId: string;
}

export interface TreeNodeFormProps {
  module: CompiledModule;
  selection: NodeSelection;
  /** After a save: the key and the node name to show. */
  onSaved: (key: string, name: string) => void | Promise<void>;
}

/**
 * The form of the chosen tree node; a new node starts under its parent. Its unsaved edits are
 * guarded like the detail page's: leaving the page asks, and so does picking another node
 * (ModuleTreePage asks through the same guard).
 */
export function TreeNodeForm({ module, selection, onSaved }: TreeNodeFormProps) {
  const t = useT();
  const [locale] = useLocale();
  const tree = module.bundle.tree;
  const initial = useMemo(() => (tree && selection.mode === 'add' ? { [tree.parentField]: selection.parentId } : undefined), [tree, selection]);
  const editor = useRecordEditor({ module, pkValue: selection.pkValue, initial });
  const { isDirty } = editor;
  useUnsavedGuard(() => selection.mode !== 'view' && isDirty());
  const save = async () => {
    const key = await editor.save();
    if (key === null) return;
    const name = tree ? editor.formData[tree.nameField] : undefined;
    await onSaved(key, typeof name === 'string' ? name : String(name ?? ''));
  };
  return (
    <div className="flex flex-col gap-3">
      <header className="flex items-center justify-between border-b border-slate-100 pb-3">
        <h2 className="text-base font-medium text-slate-800">{formTitle(module.bundle.title[locale], selection.mode, t)}</h2>
        {selection.mode !== 'view' && (
          <Button variant="primary" loading={editor.saving} disabled={editor.load.status !== 'ready'} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        )}
      </header>
      <RecordForm module={module} editor={editor} readonly={selection.mode === 'view'} />
    </div>
  );
}
