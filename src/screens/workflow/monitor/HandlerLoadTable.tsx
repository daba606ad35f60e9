import { useT } from '../../../i18n/hooks.ts';
import type { HandlerLoad } from '../../../../contracts/workflow-monitor.ts';
import { SystemTable, type SystemColumn } from '../../system/SystemTable.tsx';

/** Who holds how many open tasks and how long the oldest has waited (workflow/monitor/handlerLoad.ajax). */
export function HandlerLoadTable({ rows, error }: { rows: HandlerLoad[] | undefined; error: string }) {
  const t = useT();
  const columns: SystemColumn<HandlerLoad>[] = [
    { id: 'user', header: t('wf.monitor.handler'), cell: (row) => row.userName, className: 'font-medium text-slate-800' },
    { id: 'open', header: t('wf.monitor.openTasks'), cell: (row) => row.openTasks },
    { id: 'oldest', header: t('wf.monitor.oldestReach'), cell: (row) => row.oldestReachTime, className: 'text-slate-500' },
    { id: 'waiting', header: t('wf.monitor.oldestWaiting'), cell: (row) => row.oldestWaiting },
  ];
  return <SystemTable columns={columns} rows={rows} error={error} rowKey={(row) => row.userId} label={t('wf.monitor.tab.handlers')} />;
}
