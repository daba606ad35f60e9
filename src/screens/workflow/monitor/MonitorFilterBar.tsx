import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { EMPTY_MONITOR_FILTER, type MonitorQuery } from '../api/monitor-calls.ts';
import { Select } from '../../../components/Select.tsx';

export const INPUT = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-primary-500';

/** The module choice of the monitor's filters: every module with a model in use. */
export function ModuleFilter({ modules, value, onChange }: { modules: readonly [string, string][]; value: string; onChange: (moduleId: string) => void }) {
  const t = useT();
  return (
    <label className="flex items-center gap-2">
      <span className="text-slate-600">{t('wf.tasks.col.module')}</span>
      <Select label={t('wf.tasks.col.module')} size="h-8 w-36" value={value} placeholder={t('widget.all')} options={modules.map(([id, title]) => ({ value: id, label: title }))} onChange={onChange} />
    </label>
  );
}

export type MonitorFilter = typeof EMPTY_MONITOR_FILTER;

/** Module, node, handler, initiator and 'waited longer than' of the monitor; applied on search, cleared on reset. */
export function MonitorFilterBar({ modules, onApply }: { modules: readonly [string, string][]; onApply: (filter: MonitorFilter) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<MonitorFilter>(EMPTY_MONITOR_FILTER);
  const text = (name: keyof Omit<MonitorQuery, 'orderField' | 'orderCondition' | 'pageNo' | 'pageSize' | 'moduleId' | 'waitedHours'>, label: string) => (
    <label className="flex items-center gap-2">
      <span className="text-slate-600">{label}</span>
      <input className={`${INPUT} w-28`} maxLength={64} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
    </label>
  );

  return (
    <form
      className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <ModuleFilter modules={modules} value={draft.moduleId} onChange={(moduleId) => setDraft({ ...draft, moduleId })} />
      {text('node', t('wf.tasks.col.node'))}
      {text('handler', t('wf.monitor.handler'))}
      {text('initiator', t('wf.tasks.col.starter'))}
      <label className="flex items-center gap-2">
        <span className="text-slate-600">{t('wf.monitor.waitedLonger')}</span>
        <input type="number" min={0} max={8760} step={1} className={`${INPUT} w-20`} value={draft.waitedHours} onChange={(event) => setDraft({ ...draft, waitedHours: event.target.value })} />
        <span className="text-slate-500">{t('wf.monitor.hours')}</span>
      </label>
      <Button type="submit" variant="primary">
        {t('wf.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY_MONITOR_FILTER);
          onApply(EMPTY_MONITOR_FILTER);
        }}
      >
        {t('common.reset')}
      </Button>
    </form>
  );
}
