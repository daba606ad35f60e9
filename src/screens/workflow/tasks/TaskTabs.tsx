import { useT } from '../../../i18n/hooks.ts';
import { TASK_TABS, type TaskCounts, type TaskTab } from '../api/task-calls.ts';

/** My To-do / My Initiated / My Done, each with its count (findUserTaskNums.ajax). */
export function TaskTabs({ tab, counts, onChange }: { tab: TaskTab; counts: TaskCounts | null; onChange: (tab: TaskTab) => void }) {
  const t = useT();
  return (
    <div role="tablist" className="flex gap-6 border-b border-slate-200">
      {TASK_TABS.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={tab === item}
          onClick={() => onChange(item)}
          className={`-mb-px flex items-center gap-1.5 border-b-2 px-1 pb-2 text-sm transition-colors ${tab === item ? 'border-primary-600 font-medium text-primary-600' : 'border-transparent text-slate-600 hover:text-primary-600'}`}
        >
          {t(`wf.tasks.${item}`)}
          <span data-count={item} className={`rounded-full px-1.5 text-xs leading-5 ${item === 'todo' && (counts?.todo ?? 0) > 0 ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-500'}`}>
            {counts ? counts[item] : '–'}
          </span>
        </button>
      ))}
    </div>
  );
}
