import { useState } from 'react';
import { useLoad } from '../../api/use-load.ts';
import { Button } from '../../components/index.ts';
import { useT } from '../../i18n/hooks.ts';
import { SystemPage, SystemTable, type SystemColumn } from './SystemTable.tsx';
import { systemAction, systemValue } from './system-calls.ts';

interface Param {
  key: string;
  name: string;
  kind: 'boolean' | 'integer';
  value: number | boolean;
  fallback: number | boolean;
  min: number | null;
  max: number | null;
  stored: boolean;
}

/** setting/system: the system parameters in force; a save applies on every server from its next request. */
export function ParamPage() {
  const t = useT();
  const params = useLoad(() => systemValue<Param[]>('system/param/list.ajax'), []);
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const save = async (key: string, value: string) => {
    if ((await systemAction('system/param/save.ajax', { key, value })) === undefined) return;
    setDrafts(({ [key]: _saved, ...rest }) => rest);
    params.reload();
  };

  const columns: SystemColumn<Param>[] = [
    { id: 'name', header: t('system.param.name'), cell: (row) => row.name, className: 'text-slate-800' },
    {
      id: 'value',
      header: t('system.param.value'),
      cell: (row) =>
        row.kind === 'boolean' ? (
          <input type="checkbox" aria-label={row.name} checked={row.value === true} onChange={(event) => void save(row.key, String(event.target.checked))} />
        ) : (
          <span className="flex items-center gap-2">
            <input
              aria-label={row.name}
              type="number"
              min={row.min ?? undefined}
              max={row.max ?? undefined}
              className="h-8 w-28 rounded border border-slate-300 px-2"
              value={drafts[row.key] ?? String(row.value)}
              onChange={(event) => setDrafts({ ...drafts, [row.key]: event.target.value })}
            />
            {drafts[row.key] !== undefined && (
              <Button size="small" variant="primary" onClick={() => void save(row.key, drafts[row.key] ?? '')}>
                {t('common.save')}
              </Button>
            )}
          </span>
        ),
    },
    { id: 'range', header: t('system.param.range.header'), cell: (row) => (row.kind === 'integer' ? `${row.min} – ${row.max}` : '') },
    { id: 'fallback', header: t('system.param.fallback'), cell: (row) => (row.kind === 'boolean' ? t(row.fallback ? 'system.yes' : 'system.no') : String(row.fallback)) },
    {
      id: 'reset',
      header: '',
      cell: (row) =>
        row.stored && (
          <Button variant="text" size="small" onClick={() => void save(row.key, '')}>
            {t('system.param.reset')}
          </Button>
        ),
    },
  ];
  return (
    <SystemPage title={t('system.menu.param')}>
      <SystemTable label={t('system.menu.param')} columns={columns} rows={params.data} error={params.error} rowKey={(row) => row.key} />
    </SystemPage>
  );
}
