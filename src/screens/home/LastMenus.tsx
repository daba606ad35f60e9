import { Link } from 'react-router';
import { request } from '../../api/request.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useLoad } from '../../api/use-load.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { ExternalIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { useMenuModel } from '../../app/menu-store.ts';
import { MenuIcon } from '../../app/layout/MenuIcon.tsx';

const PATH = 'system/userLastMenu/load.ajax';
const PAGE = { pageNo: 1, pageSize: 12 };

interface LastMenu {
  menuId: string;
  menuName: string;
  menuUrl: string;
  menuIcon: string;
  modType: string;
}

/** The 12 last visited menus (system/userLastMenu/load.ajax), linked through the user's routes. */
export function LastMenus() {
  const t = useT();
  const [locale] = useLocale();
  const model = useMenuModel();
  // The server names the menus in the request's language: a new language asks again.
  const { data: rows, error, reload } = useLoad(async () => (await request<{ rows?: LastMenu[] }>(PATH, PAGE, { method: 'GET' })).rows ?? [], [locale], { key: queryKeys.lastMenus() });

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-base font-medium text-slate-800">{t('home.lastMenus')}</h2>
      {error ? (
        <LoadFailed message={error} onRetry={reload} />
      ) : rows === undefined ? (
        <div className="flex h-24 items-center justify-center">
          <Spinner />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState message={t('common.noData')} className="py-6" />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {rows.map((row) => {
            const body = (
              <>
                <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
                  <MenuIcon name={row.menuIcon} folder={false} size={18} />
                </span>
                <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{row.menuName}</span>
              </>
            );
            const className = 'flex items-center gap-3 rounded-md border border-slate-100 p-3 transition-colors hover:border-primary-200 hover:bg-primary-50/40';
            if (row.modType === 'LINK') {
              return (
                <li key={row.menuId}>
                  <a href={row.menuUrl} target="_blank" rel="noreferrer" className={className}>
                    {body}
                    <ExternalIcon size={12} className="text-slate-400" />
                  </a>
                </li>
              );
            }
            return (
              <li key={row.menuId}>
                <Link to={model?.names[row.menuId] ?? `/${row.menuUrl.replace(/^\/+/, '')}`} className={className}>
                  {body}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
