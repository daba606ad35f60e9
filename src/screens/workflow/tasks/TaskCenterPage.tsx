import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/Button.tsx';
import { Pagination } from '../../../components/table/Pagination.tsx';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/hooks.ts';
import { TASK_TABS, type TaskTab } from '../api/task-calls.ts';
import { EMPTY_FILTER, taskCondition, type TaskFilter } from './task-condition.ts';
import { BatchApproveDialog } from './BatchApproveDialog.tsx';
import { TaskFilterBar } from './TaskFilterBar.tsx';
import { TaskTable } from './TaskTable.tsx';
import { TaskTabs } from './TaskTabs.tsx';
import { useOpenTask } from './use-open-task.ts';
import { useTaskCounts, useTaskPage } from './use-tasks.ts';

function tabOf(value: string | null): TaskTab {
  return TASK_TABS.includes(value as TaskTab) ? (value as TaskTab) : 'todo';
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The task centre (route workflowTaskCenter): the user's to-do, initiated and done
 * workflows with counts, filters and paging; a row opens its record in workflow mode. On the
 * to-do tab, tasks of one node can be ticked and approved together (BatchApproveDialog).
 */
export function TaskCenterPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const [filter, setFilter] = useState<TaskFilter>(EMPTY_FILTER);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const counts = useTaskCounts();
  const page = useTaskPage(tab, { ...paging, condition: taskCondition(tab, filter) });
  const openTask = useOpenTask();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);
  const [batchOpen, setBatchOpen] = useState(false);
  const ticked = (page.rows ?? []).filter((row) => selected.has(row.key));

  const openBatch = () => {
    if (ticked.length === 0) {
      toast.warning(t('wf.selectRecords'));
      return;
    }
    if (new Set(ticked.map((row) => row.nodeKey)).size > 1) {
      toast.warning(t('wf.batch.mixedNodes'));
      return;
    }
    setBatchOpen(true);
  };
  const closeBatch = (handled: boolean) => {
    setBatchOpen(false);
    if (!handled) return;
    setSelected(NONE);
    void queryClient.invalidateQueries({ queryKey: queryKeys.workflowTasks() });
  };

  const changeTab = (next: TaskTab) => {
    setSelected(NONE);
    setPaging((current) => ({ ...current, pageNo: 1 }));
    setSearch({ tab: next }, { replace: true });
  };

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-base font-medium text-slate-800">{t('wf.tasks.title')}</h2>
      <TaskTabs tab={tab} counts={counts} onChange={changeTab} />
      <TaskFilterBar
        onApply={(next) => {
          setFilter(next);
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
      />
      {tab === 'todo' && (
        <div className="mb-2 flex items-center gap-3 text-sm">
          <Button variant="primary" disabled={ticked.length === 0} onClick={openBatch}>
            {t('wf.batch.button')}
          </Button>
          {ticked.length > 0 && <span className="text-slate-500">{t('wf.batch.ticked', { n: ticked.length })}</span>}
        </div>
      )}
      <div role="tabpanel" aria-label={t(`wf.tasks.${tab}`)}>
        <TaskTable
          tab={tab}
          rows={page.rows}
          offset={(paging.pageNo - 1) * paging.pageSize}
          onOpen={(row) => void openTask(tab, row)}
          selection={tab === 'todo' ? { selected, onChange: setSelected } : undefined}
        />
      </div>
      <Pagination
        total={page.total}
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        onChange={(pageNo, pageSize) => {
          setSelected(NONE);
          setPaging({ pageNo, pageSize });
        }}
      />
      <BatchApproveDialog open={batchOpen} taskNos={ticked.map((row) => row.key)} onClose={closeBatch} />
    </section>
  );
}
