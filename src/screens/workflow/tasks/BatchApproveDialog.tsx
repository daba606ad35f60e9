import { useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../i18n/hooks.ts';
import type { BatchAnswer, BatchItem } from '../../../../contracts/workflow-monitor.ts';
import { batchSubmit } from '../api/task-calls.ts';
import { OpinionField } from '../shared/OpinionField.tsx';
import { useBusy } from '../shared/use-busy.ts';

export interface BatchApproveDialogProps {
  open: boolean;
  /** The ticked to-do tasks, all of one node. */
  taskNos: readonly string[];
  /** `handled`: the batch ran, so the lists and counts changed. */
  onClose: (handled: boolean) => void;
}

function ResultList({ label, items, tone }: { label: string; items: BatchItem[]; tone: 'passed' | 'refused' }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label} className="mt-3">
      <h3 className={`mb-1 text-sm font-medium ${tone === 'passed' ? 'text-emerald-700' : 'text-red-600'}`}>{label}</h3>
      <ul className="divide-y divide-slate-100 rounded border border-slate-200 text-sm">
        {items.map((item) => (
          <li key={item.taskNo} className="flex justify-between gap-3 px-3 py-1.5">
            <span className="text-slate-700">{item.title || item.pkValue || item.taskNo}</span>
            {item.message && <span className="text-right text-red-600">{item.message}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Batch approval of the task centre (issue 19 part 5): one opinion for the ticked tasks, then
 * the server's answer, task by task: which passed and which were refused, in the user's words.
 */
export function BatchApproveDialog({ open, taskNos, onClose }: BatchApproveDialogProps) {
  const t = useT();
  const [opinion, setOpinion] = useState('');
  const [answer, setAnswer] = useState<BatchAnswer | null>(null);
  const [busy, run] = useBusy();

  useEffect(() => {
    if (open) {
      setOpinion('');
      setAnswer(null);
    }
  }, [open]);

  const approve = () =>
    run(async () => {
      try {
        setAnswer(await batchSubmit(taskNos, opinion));
      } catch (error) {
        reportError(error);
      }
    });
  const close = () => onClose(answer !== null);

  return (
    <Modal
      open={open}
      onClose={close}
      title={answer ? t('wf.batch.resultTitle') : t('wf.batch.title', { n: taskNos.length })}
      width={650}
      footer={
        answer ? (
          <Button variant="primary" onClick={close}>
            {t('common.close')}
          </Button>
        ) : (
          <DialogButtons onCancel={close} onConfirm={() => void approve()} confirmText={t('wf.batch.approve')} loading={busy} />
        )
      }
    >
      {answer ? (
        <div>
          <p role="status" className="text-sm text-slate-700">
            {t('wf.batch.summary', { passed: answer.passed.length, refused: answer.refused.length })}
          </p>
          <ResultList label={t('wf.batch.passed')} items={answer.passed} tone="passed" />
          <ResultList label={t('wf.batch.refused')} items={answer.refused} tone="refused" />
        </div>
      ) : (
        <OpinionField value={opinion} onChange={setOpinion} withCommon />
      )}
    </Modal>
  );
}
