import { useRef, useState } from 'react';
import type { ModuleBundle } from '../../../../runtime/index.ts';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { generateFromTable } from '../api/design-calls.ts';
import { GeneratedPreview } from './GeneratedPreview.tsx';
import { useDesignTables, type TableEntry } from './use-design-tables.ts';

export interface GenerateFromTableDialogProps {
  open: boolean;
  onClose: () => void;
  onGenerated: (bundle: ModuleBundle) => void;
}

type Generation = { status: 'idle' } | { status: 'loading' | 'failed'; table: string } | { status: 'ready'; table: string; bundle: ModuleBundle };

function TableList({ tables, query, picked, onPick }: { tables: readonly TableEntry[]; query: string; picked: string | null; onPick: (table: string) => void }) {
  const t = useT();
  const shown = tables.filter((entry) => entry.table.toLowerCase().includes(query.trim().toLowerCase()));
  if (shown.length === 0) return <p className="py-8 text-center text-xs text-slate-400">{t('designer.versions.generate.noTables')}</p>;
  return (
    <ul className="flex flex-col gap-0.5" aria-label={t('designer.versions.generate.tables')}>
      {shown.map((entry) => (
        <li key={entry.table}>
          <button
            type="button"
            disabled={entry.module !== undefined}
            aria-pressed={picked === entry.table}
            onClick={() => onPick(entry.table)}
            className={`flex w-full items-center justify-between gap-2 rounded px-2 py-1.5 text-left text-xs disabled:cursor-not-allowed disabled:text-slate-400 ${picked === entry.table ? 'bg-primary-50 text-primary-700' : 'text-slate-700 enabled:hover:bg-slate-50'}`}
          >
            <span className="truncate font-mono">{entry.table}</span>
            {entry.module !== undefined && <span className="shrink-0 rounded bg-slate-100 px-1.5 text-slate-500">{t('designer.versions.generate.used', { module: entry.module })}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Starts a module from an existing table: lists the tables (those a module already uses are
 * shown but cannot be picked), generates a first bundle from the picked one (generate.ajax,
 * nothing saved) and previews its fields before handing it to the editor as a draft.
 */
export function GenerateFromTableDialog({ open, onClose, onGenerated }: GenerateFromTableDialogProps) {
  const t = useT();
  const tables = useDesignTables(open);
  const [query, setQuery] = useState('');
  const [generation, setGeneration] = useState<Generation>({ status: 'idle' });
  // The latest pick: a slower answer for an earlier pick must not replace it.
  const latest = useRef<string | null>(null);
  const picked = generation.status === 'idle' ? null : generation.table;
  const bundle = generation.status === 'ready' ? generation.bundle : null;

  const reset = () => {
    latest.current = null;
    setQuery('');
    setGeneration({ status: 'idle' });
  };
  const close = () => {
    reset();
    onClose();
  };
  const finish = (generated: ModuleBundle) => {
    reset();
    onGenerated(generated);
  };
  const pick = async (table: string) => {
    latest.current = table;
    setGeneration({ status: 'loading', table });
    try {
      const generated = await generateFromTable(table);
      if (latest.current === table) setGeneration({ status: 'ready', table, bundle: generated.bundle });
    } catch (error) {
      if (latest.current !== table) return;
      setGeneration({ status: 'failed', table });
      reportError(error);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      width={880}
      height={560}
      bodyClassName="p-0"
      title={t('designer.versions.generate.title')}
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button variant="primary" disabled={!bundle} onClick={() => bundle && finish(bundle)}>
            {t('designer.versions.generate.submit')}
          </Button>
        </>
      }
    >
      <div className="flex h-full min-h-0">
        <aside className="flex w-72 shrink-0 flex-col border-r border-slate-100">
          <label className="relative m-3 block">
            <SearchIcon size={14} className="pointer-events-none absolute top-2 left-2 text-slate-400" />
            <input
              type="search"
              aria-label={t('designer.versions.generate.search')}
              placeholder={t('designer.versions.generate.search')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="h-8 w-full rounded border border-slate-300 pr-2 pl-7 text-sm outline-none focus:border-primary-500"
            />
          </label>
          <div className="min-h-0 flex-1 overflow-auto px-2 pb-2">
            {tables === null ? (
              <div className="flex h-32 items-center justify-center">
                <Spinner label={t('common.loading')} />
              </div>
            ) : (
              <TableList tables={tables} query={query} picked={picked} onPick={(table) => void pick(table)} />
            )}
          </div>
        </aside>
        <div className="min-w-0 flex-1 overflow-auto p-4">
          {!picked && <p className="py-16 text-center text-sm text-slate-400">{t('designer.versions.generate.pickHint')}</p>}
          {generation.status === 'loading' && (
            <div className="flex h-40 items-center justify-center">
              <Spinner label={t('designer.versions.generate.generating')} showLabel />
            </div>
          )}
          {generation.status === 'failed' && <p className="py-16 text-center text-sm text-red-500">{t('designer.versions.generate.failed')}</p>}
          {bundle && <GeneratedPreview bundle={bundle} />}
        </div>
      </div>
    </Modal>
  );
}
