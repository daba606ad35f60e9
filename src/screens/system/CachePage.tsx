import { useState } from 'react';
import { useLoad } from '../../api/use-load.ts';
import { Button } from '../../components/index.ts';
import { useT } from '../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from './SystemTable.tsx';
import { systemAction, systemValue, timeText } from './system-calls.ts';

interface CacheRow {
  serverName: string;
  beatAt: string;
  online: boolean;
  modulesRevision: number;
  dictionariesRevision: number;
  paramsRevision: number;
  sessions: number;
}

/** How long after a reload the rows are read again: the servers report once they reloaded. */
const REREAD_MS = 1_500;

/** setting/cache: what each server holds, and a reload that reaches every server. */
export function CachePage() {
  const t = useT();
  const cache = useLoad(() => systemValue<CacheRow[]>('system/cache/list.ajax'), []);
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    setBusy(true);
    await systemAction('system/cache/reload.ajax');
    setTimeout(() => {
      cache.reload();
      setBusy(false);
    }, REREAD_MS);
  };
  const columns: SystemColumn<CacheRow>[] = [
    { id: 'server', header: t('system.cache.server'), cell: (row) => row.serverName, className: 'font-mono text-xs text-slate-700' },
    { id: 'state', header: t('system.cache.state'), cell: (row) => t(row.online ? 'system.monitor.online' : 'system.monitor.offline') },
    { id: 'modules', header: t('system.cache.modules'), cell: (row) => row.modulesRevision },
    { id: 'dicts', header: t('system.cache.dicts'), cell: (row) => row.dictionariesRevision },
    { id: 'params', header: t('system.cache.params'), cell: (row) => row.paramsRevision },
    { id: 'sessions', header: t('system.cache.sessions'), cell: (row) => row.sessions },
    { id: 'beat', header: t('system.monitor.beatAt'), cell: (row) => timeText(row.beatAt) },
  ];
  return (
    <SystemPage
      title={t('system.menu.cache')}
      tools={
        <Button variant="primary" loading={busy} onClick={() => void reload()}>
          {t('system.cache.reload')}
        </Button>
      }
    >
      <SystemTable label={t('system.menu.cache')} columns={columns} rows={cache.data} error={cache.error} rowKey={(row) => row.serverName} />
    </SystemPage>
  );
}
