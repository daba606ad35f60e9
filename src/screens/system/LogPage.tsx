import { useState } from 'react';
import { PagerLine } from './PagerLine.tsx';
import { download } from '../../api/request.ts';
import { useLoad } from '../../api/use-load.ts';
import { Button } from '../../components/index.ts';
import { toast } from '../../components/toast.ts';
import { useT } from '../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from './SystemTable.tsx';
import { systemValue, timeText } from './system-calls.ts';
import { Select } from '../../components/Select.tsx';

type Kind = 'login' | 'oper' | 'sms';
const KINDS: readonly Kind[] = ['login', 'oper', 'sms'];
type LogRow = Record<string, string | null> & { id: string };

const ROWS = 20;
/** The result filter's choices besides 全部. */
const RESULTS = ['success', 'failure'] as const;
const COLUMNS: Record<Kind, string[]> = {
  login: ['loginAt', 'userName', 'ip', 'client', 'result', 'reason'],
  oper: ['operAt', 'userName', 'moduleId', 'operation', 'recordKey', 'changes', 'result'],
  sms: ['sentAt', 'mobile', 'text'],
};
const TIMES = new Set(['loginAt', 'operAt', 'sentAt']);

/**
 * setting/log: the login and operation logs, searched by user, module and result, and the SMS
 * outbox (the texts operators pass on while no gateway is configured) by mobile; paged and
 * exported as CSV.
 */
export function LogPage() {
  const t = useT();
  const [kind, setKind] = useState<Kind>('login');
  const [filter, setFilter] = useState({ userName: '', moduleId: '', result: '', mobile: '' });
  const [applied, setApplied] = useState(filter);
  const [page, setPage] = useState(1);
  const logs = useLoad(() => systemValue<{ total: number; rows: LogRow[] }>(`system/log/${kind}List.ajax`, { ...applied, page, rows: ROWS }), [kind, applied, page]);

  const columns: SystemColumn<LogRow>[] = COLUMNS[kind].map((id) => ({
    id,
    header: t(`system.log.${id}`),
    cell: (row) => (TIMES.has(id) ? timeText(row[id]) : id === 'result' ? t(`system.log.result.${row.result}`) : (row[id] ?? '')),
    className: id === 'changes' ? 'max-w-md break-all font-mono text-xs text-slate-500' : undefined,
  }));
  const search = () => {
    setApplied(filter);
    setPage(1);
  };
  const exportCsv = () => download(`system/log/${kind}Export.ajax`, applied, { method: 'GET' }).catch((error: Error) => toast.error(error.message));

  return (
    <SystemPage
      title={t('system.menu.log')}
      tools={
        <>
          {KINDS.map((name) => (
            <Button key={name} variant={kind === name ? 'primary' : 'default'} onClick={() => { setKind(name); setPage(1); }}>
              {t(`system.log.${name}`)}
            </Button>
          ))}
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 p-3">
        {kind === 'sms' ? (
          <input className="h-8 rounded border border-slate-300 px-2 text-sm" placeholder={t('system.log.mobile')} value={filter.mobile} onChange={(event) => setFilter({ ...filter, mobile: event.target.value })} />
        ) : (
          <input className="h-8 rounded border border-slate-300 px-2 text-sm" placeholder={t('system.log.userName')} value={filter.userName} onChange={(event) => setFilter({ ...filter, userName: event.target.value })} />
        )}
        {kind === 'oper' && (
          <input className="h-8 rounded border border-slate-300 px-2 text-sm" placeholder={t('system.log.moduleId')} value={filter.moduleId} onChange={(event) => setFilter({ ...filter, moduleId: event.target.value })} />
        )}
        {kind !== 'sms' && (
          <Select
            label={t('system.log.result')}
            size="h-8 w-32"
            value={filter.result}
            placeholder={t('system.log.result.all')}
            options={RESULTS.map((result) => ({ value: result, label: t(`system.log.result.${result}`) }))}
            onChange={(result) => setFilter({ ...filter, result })}
          />
        )}
        <Button variant="primary" onClick={search}>
          {t('system.search')}
        </Button>
        <Button onClick={() => void exportCsv()}>{t('system.export')}</Button>
        <PagerLine total={logs.data?.total ?? 0} pageSize={ROWS} page={page} onPage={setPage} className="ml-auto" />
      </div>
      <SystemTable label={t(`system.log.${kind}`)} columns={columns} rows={logs.data?.rows} error={logs.error} rowKey={(row) => row.id} />
    </SystemPage>
  );
}
