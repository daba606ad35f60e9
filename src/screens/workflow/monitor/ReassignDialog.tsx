import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { DialogButtons } from '../../../components/DialogButtons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import type { MonitorTask } from '../../../../contracts/workflow-monitor.ts';
import { reassignTask } from '../api/monitor-calls.ts';
import type { PickedUser } from '../api/user-calls.ts';
import { OpinionField } from '../shared/OpinionField.tsx';
import { reportActionError } from '../shared/report-action-error.ts';
import { UserPickerDialog } from '../shared/UserPickerDialog.tsx';
import { useBusy } from '../shared/use-busy.ts';

/** Gives an open task to another handler with a reason (workflow/monitor/reassignTask.ajax). */
export function ReassignDialog({ task, onClose }: { task: MonitorTask | null; onClose: (changed: boolean) => void }) {
  const t = useT();
  const [target, setTarget] = useState<PickedUser | null>(null);
  const [reason, setReason] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, run] = useBusy();

  useEffect(() => {
    setTarget(null);
    setReason('');
  }, [task]);

  const confirm = () =>
    run(async () => {
      if (!task) return;
      if (!target) return void toast.warning(t('wf.monitor.pickHandler'));
      if (!reason.trim()) return void toast.warning(t('wf.monitor.reasonRequired'));
      try {
        toast.success(await reassignTask(task.taskNo, target.userId, reason));
        onClose(true);
      } catch (error) {
        // A task handled meanwhile: the dialog closes and the list shows where the instance stands.
        reportActionError(error, () => onClose(true));
      }
    });

  return (
    <Modal open={task !== null} onClose={() => onClose(false)} title={t('wf.monitor.reassignTitle')} width={650} footer={<DialogButtons onCancel={() => onClose(false)} onConfirm={() => void confirm()} loading={busy} />}>
      {task && (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-slate-600">{t('wf.monitor.reassignTask', { node: task.nodeDesc, user: task.userName })}</p>
          <div className="flex items-center gap-3">
            <span className="text-slate-600">
              <span className="mr-0.5 text-red-500">*</span>
              {t('wf.monitor.newHandler')}
            </span>
            <span className="min-w-24 font-medium text-slate-800" data-testid="reassign-target">
              {target?.userName ?? '—'}
            </span>
            <Button size="small" onClick={() => setPicking(true)}>
              {t('wf.monitor.pick')}
            </Button>
          </div>
          <OpinionField value={reason} onChange={setReason} required labelId="wf.monitor.reason" />
        </div>
      )}
      <UserPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(users) => {
          if (users.length !== 1) toast.warning(t('wf.monitor.pickOne'));
          else setTarget(users[0] ?? null);
        }}
      />
    </Modal>
  );
}
