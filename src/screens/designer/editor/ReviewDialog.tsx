import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { errorMessage } from '../../module/error-message.ts';
import { useT } from '../../../i18n/index.ts';
import { inputClass } from '../../../renderers/input-class.ts';
import { submitForReview } from '../api/design-calls.ts';

/**
 * 提交审核: the analyst's saved draft is announced to the publishers (the organisation's
 * administrators who may publish) with an optional note; the server writes their messages.
 */
export function ReviewDialog({ moduleId, onClose }: { moduleId: string; onClose: () => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const { receivers } = await submitForReview(moduleId, note.trim());
      toast.success(t('designer.review.sent', { count: receivers }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open onClose={onClose} title={t('designer.review.dialog')} width={480}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-label={t('designer.review.dialog')}>
        <p className="text-xs text-slate-500">{t('designer.review.help')}</p>
        <label className="flex flex-col gap-1 text-xs text-slate-600">
          {t('designer.review.note')}
          <textarea className={inputClass(false, 'min-h-20 w-full !text-xs')} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={sending}>
            {t('designer.review.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
