import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/table/Pagination.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { TASK_TABS, type TaskTab } from '../api/task-calls.ts';
import { EMPTY_FILTER, taskCondition, type TaskFilter } from './task-condition.ts';
import { TaskFilterBar } from './TaskFilterBar.tsx';
import { TaskTable } from './TaskTable.tsx';
import { TaskTabs } from './TaskTabs.tsx';
import { useOpenTask } from './use-open-task.ts';
import { useTaskCounts, useTaskPage } from './use-tasks.ts';

function tabOf(value: string | null): TaskTab {
  return TASK_TABS.includes(value as TaskTab) ? (value as TaskTab) : 'todo';
}

/**
 * The task centre (route workflowTaskCenter): the user's to-do, initiated and done
 * workflows with counts, filters and paging; a row opens its record in workflow mode.
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

  const changeTab = (next: TaskTab) => {
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
      <div role="tabpanel" aria-label={t(`wf.tasks.${tab}`)}>
        <TaskTable tab={tab} rows={page.rows} offset={(paging.pageNo - 1) * paging.pageSize} onOpen={(row) => void openTask(tab, row)} />
      </div>
      <Pagination total={page.total} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
    </section>
  );
}
