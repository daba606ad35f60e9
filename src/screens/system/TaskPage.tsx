import { useState } from 'react';
import { useLoad } from '../../api/use-load.ts';
import { Button, Drawer } from '../../components/index.ts';
import { useT } from '../../i18n/hooks.ts';
import { CronDialog } from './CronDialog.tsx';
import { SystemPage, SystemTable, type SystemColumn } from './SystemTable.tsx';
import { systemAction, systemValue, timeText } from './system-calls.ts';

interface Task {
  key: string;
  name: string;
  title: string;
  cron: string;
  defaultCron: string;
  enabled: boolean;
  lastRunAt: string | null;
  nextRunAt: string | null;
}

interface Run {
  id: string;
  state: string;
  runAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
  result: unknown;
  server: string | null;
}

/** setting/task: the job runner's schedules; switch one off or on or change its cron for the cluster, run it now, read its history. */
export function TaskPage() {
  const t = useT();
  const tasks = useLoad(() => systemValue<Task[]>('system/task/list.ajax'), []);
  const [shown, setShown] = useState<Task>();
  const history = useLoad(() => (shown ? systemValue<Run[]>('system/task/history.ajax', { key: shown.key }) : Promise.resolve([])), [shown]);
  const [running, setRunning] = useState<string>();
  const [editing, setEditing] = useState<Task>();

  const toggle = async (task: Task) => {
    await systemAction('system/task/toggle.ajax', { key: task.key, enabled: String(!task.enabled) });
    tasks.reload();
  };
  const run = async (task: Task) => {
    setRunning(task.key);
    await systemAction('system/task/run.ajax', { key: task.key });
    setRunning(undefined);
    tasks.reload();
    history.reload();
  };

  const columns: SystemColumn<Task>[] = [
    { id: 'title', header: t('system.task.title'), cell: (row) => row.title, className: 'text-slate-800' },
    { id: 'name', header: t('system.task.name'), cell: (row) => row.name, className: 'font-mono text-xs text-slate-500' },
    { id: 'cron', header: t('system.task.cron'), cell: (row) => row.cron, className: 'font-mono text-xs' },
    { id: 'enabled', header: t('system.task.enabled'), cell: (row) => <input type="checkbox" aria-label={row.title} checked={row.enabled} onChange={() => void toggle(row)} /> },
    { id: 'last', header: t('system.task.lastRun'), cell: (row) => timeText(row.lastRunAt) },
    { id: 'next', header: t('system.task.nextRun'), cell: (row) => timeText(row.nextRunAt) },
    {
      id: 'actions',
      header: '',
      cell: (row) => (
        <span className="flex gap-1">
          <Button variant="text" size="small" loading={running === row.key} onClick={() => void run(row)}>
            {t('system.task.runNow')}
          </Button>
          <Button variant="text" size="small" onClick={() => setEditing(row)}>
            {t('system.task.editCron')}
          </Button>
          <Button variant="text" size="small" onClick={() => setShown(row)}>
            {t('system.task.history')}
          </Button>
        </span>
      ),
    },
  ];
  const runColumns: SystemColumn<Run>[] = [
    { id: 'at', header: t('system.task.runAt'), cell: (row) => timeText(row.runAt) },
    { id: 'state', header: t('system.log.result'), cell: (row) => t(`system.task.state.${row.state}`) },
    { id: 'duration', header: t('system.task.duration'), cell: (row) => (row.durationMs === null ? '' : `${row.durationMs} ms`) },
    { id: 'outcome', header: t('system.task.outcome'), cell: (row) => row.error ?? (row.result === null || row.result === undefined ? '' : JSON.stringify(row.result)), className: 'break-all font-mono text-xs text-slate-500' },
  ];
  return (
    <SystemPage title={t('system.menu.task')}>
      <SystemTable label={t('system.menu.task')} columns={columns} rows={tasks.data} error={tasks.error} rowKey={(row) => row.key} />
      <Drawer open={shown !== undefined} onClose={() => setShown(undefined)} title={shown ? `${t('system.task.history')} · ${shown.title}` : ''} width={720}>
        <SystemTable label={t('system.task.history')} columns={runColumns} rows={history.data} error={history.error} rowKey={(row) => row.id} />
      </Drawer>
      {editing && <CronDialog task={editing} onClose={() => setEditing(undefined)} onSaved={tasks.reload} />}
    </SystemPage>
  );
}
