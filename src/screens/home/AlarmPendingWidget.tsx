import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { request, RequestError, unwrap, type Envelope } from '../../api/request.ts';
import { loadErrorMessage } from '../../api/use-load.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { useCurrentUser } from '../../app/current-user.ts';
import { hasRouteName, pathByName } from '../../app/routes/route-names.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toast } from '../../components/toast.ts';
import { useLocale, useT } from '../../i18n/hooks.ts';

/** One row of system/pub/findAlarmToDoList.ajax (spec 02 §3 Alarm to-do item), as server/routes/iot-routes.ts answers it. */
interface AlarmRow {
  pkValue: string;
  no: string;
  level: string;
  urgent: boolean;
  time: string;
  cz_eq: string;
  desc: string;
}

/** Spec 02 §9: page 1 of 50. */
const PAGE = { pageNo: 1, pageSize: 50 };
/** Device events arrive while the page is open: looked at again this often when no live push comes. */
const REFRESH_MS = 30_000;
const PATH = 'system/pub/findAlarmToDoList.ajax';

interface Alarms {
  rows: AlarmRow[];
  total: number;
  route: string;
}

const NONE: Alarms = { rows: [], total: 0, route: '' };

/** HTTP status of a refusal: the user may not view device events (spec 02 §6: nothing to show). */
const FORBIDDEN = 403;

/** The page of alarms; a refusal is none, a failure is thrown for the widget's error state. */
async function loadAlarms(orgNo: string): Promise<Alarms> {
  const body = await request<Envelope<AlarmRow[]>>(PATH, { orgNo, ...PAGE }, { method: 'GET' }).catch((error: unknown) => {
    if (error instanceof RequestError && error.status === FORBIDDEN) return null;
    throw error;
  });
  if (body === null) return NONE;
  const rows = unwrap(body) ?? [];
  return { rows, total: Number(body.param?.totalCount ?? rows.length), route: typeof body.param?.moduleId === 'string' ? body.param.moduleId : '' };
}

/**
 * The alarm pending list of the home page (spec 02 §2): the organisation's device events nobody
 * has taken up, urgent ones marked, with 'view all' to the event module's route when the user has it.
 * A failed call shows its reason and a retry in place of the list.
 */
export function AlarmPendingWidget() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const orgNo = useCurrentUser()?.orgNo ?? '';
  // The server words the alarms in the request's language: a new language asks again. Under the
  // alarms key, the live push's 'alarms' event asks again at once; the interval is the fallback.
  const { data, error, refetch } = useQuery({ queryKey: [...queryKeys.alarms(), { orgNo, locale }], queryFn: () => loadAlarms(orgNo), refetchInterval: REFRESH_MS });
  const alarms = data ?? null;

  // The server names the event module, whose route is the one spec 02 names for the demo.
  const viewAll = () => {
    const route = alarms?.route ?? '';
    const path = route ? pathByName(route) : undefined;
    if (route && hasRouteName(route) && path) navigate(path);
    else toast.warning(t('home.alarms.noPermission'));
  };

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" data-testid="alarm-pending">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-medium text-slate-800">{t('home.alarms.title', { n: alarms?.total ?? 0 })}</h2>
        <button type="button" className="text-sm text-primary-600 hover:underline" onClick={viewAll}>
          {t('home.alarms.viewAll')}
        </button>
      </div>
      {error && !alarms ? (
        <LoadFailed message={loadErrorMessage(error)} onRetry={() => void refetch()} />
      ) : alarms === null ? (
        <div className="flex h-24 items-center justify-center">
          <Spinner />
        </div>
      ) : alarms.rows.length === 0 ? (
        <EmptyState message={t('common.noData')} className="py-6" />
      ) : (
        <div className="max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={t('home.alarms.title', { n: alarms.total })}>
          <table className="w-full table-fixed text-left text-sm">
            <thead className="sticky top-0 bg-white text-xs text-slate-500">
              <tr>
                <th className="w-16 py-1.5 font-normal">{t('home.alarms.level')}</th>
                <th className="w-56 py-1.5 font-normal">{t('home.alarms.device')}</th>
                <th className="py-1.5 font-normal">{t('home.alarms.content')}</th>
                <th className="w-40 py-1.5 font-normal">{t('home.alarms.time')}</th>
              </tr>
            </thead>
            <tbody>
              {alarms.rows.map((row) => (
                <tr key={row.pkValue} className={`border-t border-slate-100 ${row.urgent ? 'text-red-700' : 'text-slate-700'}`} data-urgent={row.urgent || undefined}>
                  <td className="py-1.5">
                    <span className={`rounded px-1.5 py-0.5 text-xs ${row.urgent ? 'bg-red-50 text-red-700 ring-1 ring-red-200' : 'bg-amber-50 text-amber-700'}`}>{row.level}</span>
                  </td>
                  <td className="truncate py-1.5" title={row.cz_eq}>
                    {row.cz_eq}
                  </td>
                  <td className="truncate py-1.5" title={row.desc}>
                    {row.desc}
                  </td>
                  <td className="py-1.5 tabular-nums text-slate-500">{row.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
