import { useState } from 'react';
import { DialogButtons, Modal } from '../../components/index.ts';
import { FormField } from '../../components/FormField.tsx';
import { useT } from '../../i18n/hooks.ts';
import { systemAction } from './system-calls.ts';

export interface CronTask {
  key: string;
  title: string;
  cron: string;
  defaultCron: string;
}

/**
 * Changes a scheduled task's cron for the whole cluster; the server checks the pattern and says
 * what is wrong with it; empty gives the task back its built-in cron.
 */
export function CronDialog({ task, onClose, onSaved }: { task: CronTask; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [cron, setCron] = useState(task.cron);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const saved = await systemAction('system/task/saveCron.ajax', { key: task.key, cron }).finally(() => setSaving(false));
    if (saved === undefined) return;
    onSaved();
    onClose();
  };
  return (
    <Modal open onClose={onClose} title={`${t('system.task.editCron')} · ${task.title}`} width={480} footer={<DialogButtons onCancel={onClose} onConfirm={() => void save()} loading={saving} />}>
      <FormField id="task-cron" label={t('system.task.cron')} className="font-mono" value={cron} maxLength={100} onChange={(event) => setCron(event.target.value)} />
      <p className="mt-2 text-xs text-slate-500">{t('system.task.cronHint', { cron: task.defaultCron })}</p>
    </Modal>
  );
}
