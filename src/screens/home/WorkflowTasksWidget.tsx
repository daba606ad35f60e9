import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathByName } from '../../app/routes/route-names.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import type { TaskTab } from '../workflow/api/task-calls.ts';
import { TaskTabs } from '../workflow/tasks/TaskTabs.tsx';
import { useOpenTask } from '../workflow/tasks/use-open-task.ts';
import { useTaskCounts, useTaskPage } from '../workflow/tasks/use-tasks.ts';

/** Spec 02 §9: the dashboard lists page 1, 10 rows. */
const DASHBOARD_PAGE = { pageNo: 1, pageSize: 10, condition: '' };

/**
 * The workflow-tasks widget of the home pane (spec 02 §2): My To-do, My Initiated and My
 * Done with counts, the first ten rows of the chosen tab, and 'view all' into the task centre.
 */
export function WorkflowTasksWidget() {
  const t = useT();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TaskTab>('todo');
  const counts = useTaskCounts();
  const page = useTaskPage(tab, DASHBOARD_PAGE);
  const openTask = useOpenTask();

  const viewAll = () => {
    const path = pathByName('workflowTaskCenter', {}, { tab });
    if (path) void navigate(path);
    else toast.warning(t('wf.taskCenter.noPermission'));
  };

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" aria-label={t('wf.tasks.widget')}>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-medium text-slate-800">{t('wf.tasks.widget')}</h2>
        <button type="button" onClick={viewAll} className="text-sm text-primary-600 hover:text-primary-500">
          {t('wf.tasks.viewAll')}
        </button>
      </div>
      <TaskTabs tab={tab} counts={counts} onChange={setTab} />
      <div role="tabpanel" className="min-h-40">
        {page.rows === null ? (
          <div className="flex h-40 items-center justify-center">
            <Spinner />
          </div>
        ) : page.rows.length === 0 ? (
          <EmptyState message={t('common.noData')} className="py-8" />
        ) : (
          <ul className="divide-y divide-slate-100">
            {page.rows.map((row, index) => (
              <li key={row.key || index}>
                <button type="button" onClick={() => void openTask(tab, row)} className="flex w-full items-center gap-3 py-2.5 text-left text-sm hover:bg-primary-50/40">
                  <span className={`h-1.5 w-1.5 shrink-0 rounded-full ${row.unread ? 'bg-red-500' : 'bg-slate-300'}`} />
                  <span className="shrink-0 rounded bg-primary-50 px-1.5 text-xs leading-5 text-primary-700">{row.moduleName}</span>
                  <span className="min-w-0 flex-1 truncate text-slate-700">{row.title || row.nodeDesc}</span>
                  {row.nodeDesc && row.title && <span className="hidden shrink-0 text-xs text-slate-500 sm:inline">{row.nodeDesc}</span>}
                  <span className="shrink-0 text-xs text-slate-400">{row.time}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
