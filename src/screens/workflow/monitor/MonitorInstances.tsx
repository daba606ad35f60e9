import { useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/Button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { Pagination } from '../../../components/table/Pagination.tsx';
import { toast } from '../../../components/toast.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import type { MonitorInstance, MonitorTask } from '../../../../contracts/workflow-monitor.ts';
import { SystemTable, type SystemColumn } from '../../system/SystemTable.tsx';
import { deleteInstance, forceEndWorkflow, type WfRef } from '../api/command-calls.ts';
import { EMPTY_MONITOR_FILTER, findMonitorInstances, type MonitorQuery } from '../api/monitor-calls.ts';
import { reportActionError } from '../shared/report-action-error.ts';
import { MonitorFilterBar, type MonitorFilter } from './MonitorFilterBar.tsx';
import { ReassignDialog } from './ReassignDialog.tsx';

type Order = Pick<MonitorQuery, 'orderField' | 'orderCondition'>;

const refOf = (row: MonitorInstance): WfRef => ({ moduleId: row.moduleId, pkValue: row.pkValue, modelId: row.modelId, workflowId: row.workflowId });

/** A header that sorts the list by its column; a second click turns the direction. */
function SortHeader({ label, field, order, onSort }: { label: string; field: Order['orderField']; order: Order; onSort: (order: Order) => void }) {
  const active = order.orderField === field;
  const next: Order['orderCondition'] = active && order.orderCondition === 'asc' ? 'desc' : 'asc';
  return (
    <button type="button" className={`inline-flex items-center gap-1 ${active ? 'text-primary-700' : ''}`} onClick={() => onSort({ orderField: field, orderCondition: next })}>
      {label}
      <span aria-hidden="true">{active ? (order.orderCondition === 'asc' ? '↑' : '↓') : '↕'}</span>
    </button>
  );
}

/**
 * The running instances of the organisation (workflow/monitor/instances.ajax): filters, sorting by
 * waiting or start time, paging; per open task a reassignment, per instance the existing end and
 * delete commands. `model` narrows the list to one model version (from the versions tab).
 */
export function MonitorInstances({ modules, model, onClearModel }: { modules: readonly [string, string][]; model: { modelId: string; version: number } | null; onClearModel: () => void }) {
  const t = useT();
  const [filter, setFilter] = useState<MonitorFilter>(EMPTY_MONITOR_FILTER);
  const [order, setOrder] = useState<Order>({ orderField: 'waitingSince', orderCondition: 'asc' });
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [reassigning, setReassigning] = useState<MonitorTask | null>(null);
  const query = { ...filter, ...order, ...paging, modelId: model?.modelId ?? '', modelVersion: model ? String(model.version) : '' };
  const [locale] = useLocale();
  const loaded = useLoad(() => findMonitorInstances(query), [JSON.stringify(query), locale], { report: true });

  const act = async (row: MonitorInstance, kind: 'end' | 'delete') => {
    if (!(await confirm(t(kind === 'end' ? 'wf.monitor.endConfirm' : 'wf.monitor.deleteConfirm', { title: row.title || row.pkValue }), { danger: true }))) return;
    try {
      toast.success(await (kind === 'end' ? forceEndWorkflow(refOf(row)) : deleteInstance(refOf(row))));
      loaded.reload();
    } catch (error) {
      reportActionError(error, loaded.reload);
    }
  };

  const columns: SystemColumn<MonitorInstance>[] = [
    { id: 'title', header: t('wf.tasks.col.title'), cell: (row) => row.title || row.pkValue, className: 'font-medium text-slate-800' },
    { id: 'module', header: t('wf.tasks.col.module'), cell: (row) => row.moduleName },
    { id: 'model', header: t('wf.monitor.model'), cell: (row) => t('wf.monitor.modelVersion', { name: row.modelName, version: row.modelVersion }) },
    {
      id: 'tasks',
      header: t('wf.monitor.nodeHandlers'),
      cell: (row) => (
        <ul className="flex flex-col gap-1">
          {row.tasks.map((task) => (
            <li key={task.taskNo} className="flex items-center gap-2 whitespace-nowrap">
              <span>
                {task.nodeDesc} · {task.userName}
              </span>
              <Button size="small" variant="text" onClick={() => setReassigning(task)} aria-label={t('wf.monitor.reassignOf', { user: task.userName })}>
                {t('wf.monitor.reassign')}
              </Button>
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'starter', header: <SortHeader label={t('wf.tasks.col.startTime')} field="startTime" order={order} onSort={setOrder} />, cell: (row) => `${row.startUserName} ${row.startTime}`, className: 'whitespace-nowrap text-slate-500' },
    { id: 'waiting', header: <SortHeader label={t('wf.monitor.waiting')} field="waitingSince" order={order} onSort={setOrder} />, cell: (row) => row.waiting, className: 'whitespace-nowrap text-slate-700' },
    {
      id: 'actions',
      header: t('wf.monitor.actions'),
      cell: (row) => (
        <span className="flex gap-1 whitespace-nowrap">
          <Button size="small" onClick={() => void act(row, 'end')}>
            {t('wf.monitor.end')}
          </Button>
          <Button size="small" variant="danger" onClick={() => void act(row, 'delete')}>
            {t('wf.monitor.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div>
      <MonitorFilterBar
        modules={modules}
        onApply={(next) => {
          setFilter(next);
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
      />
      {model && (
        <p className="flex items-center gap-2 px-4 pb-2 text-sm text-slate-600">
          {t('wf.monitor.onlyVersion', { model: model.modelId, version: model.version })}
          <Button size="small" variant="text" onClick={onClearModel}>
            {t('common.reset')}
          </Button>
        </p>
      )}
      <SystemTable columns={columns} rows={loaded.data?.rows} error={loaded.error} rowKey={(row) => row.workflowId} label={t('wf.monitor.instances')} />
      <div className="px-4 pb-3">
        <Pagination total={loaded.data?.total ?? 0} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
      </div>
      <ReassignDialog
        task={reassigning}
        onClose={(changed) => {
          setReassigning(null);
          if (changed) loaded.reload();
        }}
      />
    </div>
  );
}
