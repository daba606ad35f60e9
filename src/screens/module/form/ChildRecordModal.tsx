import type { CompiledModule } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { Modal } from '../../../components/Modal.tsx';
import { useLocale, useT } from '../../../i18n/index.ts';
import type { FormValues } from '../../../renderers/module-validator.ts';
import type { OpenMode } from '../list/ModuleListPage.tsx';
import { formTitle } from './form-title.ts';
import { RecordForm } from './RecordForm.tsx';
import { useRecordEditor } from './use-record-editor.ts';

export interface ChildRecordModalProps {
  module: CompiledModule;
  mode: OpenMode;
  pkValue: string;
  initial: FormValues;
  onSaved: () => void;
  onClose: () => void;
  /** The read-only view's 编辑 button, given when the user may edit the record. */
  onEdit?: () => void;
}

/** A child record edited in a dialog with the same form renderer as the detail page. */
export function ChildRecordModal({ module, mode, pkValue, initial, onSaved, onClose, onEdit }: ChildRecordModalProps) {
  const t = useT();
  const [locale] = useLocale();
  const editor = useRecordEditor({ module, pkValue, initial });
  const close = async () => {
    if (mode !== 'view' && editor.isDirty() && !(await confirm(t('common.unsavedLeave')))) return;
    onClose();
  };
  const save = async () => {
    if (await editor.save()) onSaved();
  };
  return (
    <Modal
      open
      onClose={() => void close()}
      title={formTitle(module.bundle.title[locale], mode, t)}
      width={960}
      footer={
        <>
          <Button onClick={() => void close()}>{t('common.close')}</Button>
          {mode === 'view' && onEdit && (
            <Button variant="primary" onClick={onEdit}>
              {t('list.row.edit')}
            </Button>
          )}
          {mode !== 'view' && (
            <Button variant="primary" loading={editor.saving} disabled={editor.load.status !== 'ready'} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          )}
        </>
      }
    >
      <RecordForm module={module} editor={editor} readonly={mode === 'view'} />
    </Modal>
  );
}
