import { useState } from 'react';
import { PagerLine } from '../system/PagerLine.tsx';
import { useLoad } from '../../api/use-load.ts';
import { useT } from '../../i18n/hooks.ts';
import { SystemTable, type SystemColumn } from '../system/SystemTable.tsx';
import { loadMyLoginLog, type LoginLogRow } from './personal-calls.ts';

const PAGE_SIZE = 15;

/** My login log: the user's own sign-ins, newest first, paged. */
export function LoginLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const log = useLoad(() => loadMyLoginLog(page, PAGE_SIZE), [page]);
  const columns: SystemColumn<LoginLogRow>[] = [
    { id: 'loginAt', header: t('system.log.loginAt'), cell: (row) => row.loginAt, className: 'whitespace-nowrap text-slate-600' },
    { id: 'ip', header: t('system.log.ip'), cell: (row) => row.ip },
    { id: 'client', header: t('system.log.client'), cell: (row) => row.client, className: 'max-w-xs truncate text-slate-500' },
    { id: 'result', header: t('system.log.result'), cell: (row) => <span className={row.result === 'success' ? 'text-green-600' : 'text-red-500'}>{t(`system.log.result.${row.result}`)}</span> },
  ];
  return (
    <div className="space-y-3">
      <SystemTable label={t('user.loginLog')} columns={columns} rows={log.data?.rows} error={log.error} rowKey={(row) => row.id} />
      <PagerLine total={log.data?.total ?? 0} pageSize={PAGE_SIZE} page={page} onPage={setPage} className="justify-end" />
    </div>
  );
}
