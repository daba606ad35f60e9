import { useState } from 'react';
import { useLoad } from '../../../api/use-load.ts';
import { Button } from '../../../components/Button.tsx';
import { Pagination } from '../../../components/table/Pagination.tsx';
import { DateInput } from '../../../components/temporal/DateInput.tsx';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import type { ReassignAuditRow } from '../../../../contracts/workflow-monitor.ts';
import { SystemTable, type SystemColumn } from '../../system/SystemTable.tsx';
import { EMPTY_AUDIT_FILTER, findReassignments, type ReassignAuditQuery } from '../api/monitor-calls.ts';
import { INPUT, ModuleFilter } from './MonitorFilterBar.tsx';

/** Module, handler (given or taking), reassigner, reason and days of the audit; applied on search, cleared on reset. */
function AuditFilterBar({ modules, onApply }: { modules: readonly [string, string][]; onApply: (filter: ReassignAuditQuery) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<ReassignAuditQuery>(EMPTY_AUDIT_FILTER);
  const field = (name: keyof ReassignAuditQuery, label: string) => (
    <label className="flex items-center gap-2">
      <span className="text-slate-600">{label}</span>
      <input className={`${INPUT} w-28`} maxLength={64} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
    </label>
  );
  // The platform's date control: YYYY-MM-DD typed or picked, whatever the browser's own locale.
  const day = (name: 'dateFrom' | 'dateTo', label: string) => (
    <span className="flex items-center gap-2">
      <span className="text-slate-600" aria-hidden="true">
        {label}
      </span>
      <DateInput kind="date" label={label} width="w-36" value={draft[name]} onChange={(value) => setDraft({ ...draft, [name]: value ?? '' })} />
    </span>
  );
  return (
    <form
      className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm"
      aria-label={t('wf.monitor.audit.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <ModuleFilter modules={modules} value={draft.moduleId} onChange={(moduleId) => setDraft({ ...draft, moduleId })} />
      {field('handler', t('wf.monitor.handler'))}
      {field('byUser', t('wf.monitor.audit.by'))}
      {field('reason', t('wf.monitor.reason'))}
      {day('dateFrom', t('wf.monitor.audit.from'))}
      {day('dateTo', t('wf.monitor.audit.until'))}
      <Button type="submit" variant="primary">
        {t('wf.search')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY_AUDIT_FILTER);
          onApply(EMPTY_AUDIT_FILTER);
        }}
      >
        {t('common.reset')}
      </Button>
    </form>
  );
}

/** Who gave which task from whom to whom, when and why (workflow/monitor/reassignments.ajax), newest first. */
export function ReassignAudit({ modules }: { modules: readonly [string, string][] }) {
  const t = useT();
  const [locale] = useLocale();
  const [filter, setFilter] = useState<ReassignAuditQuery>(EMPTY_AUDIT_FILTER);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const query = { ...filter, ...paging };
  const loaded = useLoad(() => findReassignments(query), [JSON.stringify(query), locale], { report: true });
  const columns: SystemColumn<ReassignAuditRow>[] = [
    { id: 'at', header: t('wf.monitor.audit.at'), cell: (row) => row.reassignedAt, className: 'whitespace-nowrap text-slate-500' },
    { id: 'title', header: t('wf.tasks.col.title'), cell: (row) => row.title || row.pkValue || t('wf.monitor.audit.deleted'), className: 'font-medium text-slate-800' },
    { id: 'module', header: t('wf.tasks.col.module'), cell: (row) => row.moduleName },
    { id: 'node', header: t('wf.tasks.col.node'), cell: (row) => row.nodeDesc },
    { id: 'handlers', header: t('wf.monitor.audit.handlers'), cell: (row) => t('wf.monitor.audit.fromTo', { from: row.fromUserName, to: row.toUserName }), className: 'whitespace-nowrap text-slate-700' },
    { id: 'by', header: t('wf.monitor.audit.by'), cell: (row) => row.byUserName },
    { id: 'reason', header: t('wf.monitor.reason'), cell: (row) => row.reason },
  ];
  return (
    <div>
      <AuditFilterBar
        modules={modules}
        onApply={(next) => {
          setFilter(next);
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
      />
      <SystemTable columns={columns} rows={loaded.data?.rows} error={loaded.error} rowKey={(row) => row.id} label={t('wf.monitor.tab.reassigns')} />
      <div className="px-4 pb-3">
        <Pagination total={loaded.data?.total ?? 0} pageNo={paging.pageNo} pageSize={paging.pageSize} onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })} />
      </div>
    </div>
  );
}
