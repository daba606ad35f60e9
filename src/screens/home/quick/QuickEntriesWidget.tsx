import { useState } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../../api/query-keys.ts';
import { useLoad } from '../../../api/use-load.ts';
import { useMenuModel } from '../../../app/menu-store.ts';
import { MenuIcon } from '../../../app/layout/MenuIcon.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { SettingsIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { loadQuickEntries, menuPages, RELOAD_DELAY_MS } from './quick-entries.ts';
import { QuickEntryDialog } from './QuickEntryDialog.tsx';

/** The saved quick entries (spec 02 §2, at most 8), each opening its menu's page, and the 860-wide editing dialog. */
export function QuickEntriesWidget() {
  const t = useT();
  const [locale] = useLocale();
  const model = useMenuModel();
  const [editing, setEditing] = useState(false);
  const { data: entries, error, reload } = useLoad(loadQuickEntries, [locale], { key: queryKeys.quickEntries() });
  const pages = menuPages(model?.entries ?? []);

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" data-testid="quick-entries">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-base font-medium text-slate-800">{t('quick.title')}</h2>
        <button type="button" className="flex items-center gap-1 text-sm text-primary-600 hover:underline" onClick={() => setEditing(true)}>
          <SettingsIcon size={14} />
          {t('quick.edit')}
        </button>
      </div>
      {error ? (
        <LoadFailed message={error} onRetry={reload} />
      ) : entries === undefined ? (
        <div className="flex h-20 items-center justify-center">
          <Spinner />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState message={t('quick.empty')} className="py-4" />
      ) : (
        <ul className="grid grid-cols-4 gap-3">
          {entries.map((entry) => (
            <li key={entry.menuId}>
              <Link to={pages.get(entry.menuId)?.href ?? `/${entry.menuUrl.replace(/^\/+/, '')}`} className="flex flex-col items-center gap-1.5 rounded-md p-2 text-center transition-colors hover:bg-primary-50/60">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
                  <MenuIcon name={entry.menuIcon} folder={false} size={20} />
                </span>
                <span className="w-full truncate text-xs text-slate-700">{entry.menuName}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {editing && entries && (
        <QuickEntryDialog
          saved={entries}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setTimeout(reload, RELOAD_DELAY_MS);
          }}
        />
      )}
    </section>
  );
}
