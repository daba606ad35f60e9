import { useMemo, useState } from 'react';
import { useMenuModel } from '../../../app/menu-store.ts';
import { Button } from '../../../components/Button.tsx';
import { Select } from '../../../components/Select.tsx';
import { DateRangeInput } from '../../../components/temporal/DateRangeInput.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { EMPTY_FILTER, type TaskFilter } from './task-condition.ts';

const INPUT = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-primary-500';

/** Module, keyword and date filters of the task centre; applied on search, cleared on reset. */
export function TaskFilterBar({ onApply }: { onApply: (filter: TaskFilter) => void }) {
  const t = useT();
  const model = useMenuModel();
  const [draft, setDraft] = useState<TaskFilter>(EMPTY_FILTER);
  // Modules the user can open a form of: the ones whose tasks can be followed.
  const modules = useMemo(() => {
    const seen = new Map<string, string>();
    for (const route of model?.routes ?? []) if (route.kind === 'module' && route.formPath && route.moduleId && !seen.has(route.moduleId)) seen.set(route.moduleId, route.title);
    return [...seen];
  }, [model]);

  return (
    <form
      className="flex flex-wrap items-center gap-3 py-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <label className="flex items-center gap-2">
        <span className="text-slate-600">{t('wf.tasks.col.module')}</span>
        <Select size="h-8 w-40" label={t('wf.tasks.col.module')} value={draft.moduleId} placeholder={t('widget.all')} options={modules.map(([value, label]) => ({ value, label }))} onChange={(moduleId) => setDraft({ ...draft, moduleId })} />
      </label>
      <label className="flex items-center gap-2">
        <span className="text-slate-600">{t('wf.tasks.keyword')}</span>
        <input className={`${INPUT} w-48`} maxLength={64} value={draft.keyword} onChange={(event) => setDraft({ ...draft, keyword: event.target.value })} />
      </label>
      <div role="group" aria-label={t('wf.tasks.dates')} className="flex items-center gap-2">
        <span className="text-slate-600">{t('wf.tasks.dates')}</span>
        <DateRangeInput kind="date" label={t('wf.tasks.dates')} value={[draft.from, draft.to]} onChange={([from = '', to = '']) => setDraft({ ...draft, from, to })} />
      </div>
      <Button type="submit" variant="primary">
        {t('wf.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY_FILTER);
          onApply(EMPTY_FILTER);
        }}
      >
        {t('common.reset')}
      </Button>
    </form>
  );
}
