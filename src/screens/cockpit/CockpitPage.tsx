import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { useCurrentUser } from '../../app/current-user.ts';
import { LockHost } from '../../app/lock/LockHost.tsx';
import { useNow } from '../../app/use-now.ts';
import { Select } from '../../components/Select.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { DateInput } from '../../components/temporal/DateInput.tsx';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { parseTemporal } from '../../renderers/temporal-format.ts';
import { errorMessage } from '../module/error-message.ts';
import { LAYOUT_CALL, loadLayout, loadStations, type CockpitFilter } from './cockpit-api.ts';
import { FigureChart, FigureTiles } from './FigurePanels.tsx';

const CLOCK_MS = 1_000;
/** The shared date box in the cockpit's dark colours: a day is typed or picked as YYYY-MM-DD; only a whole day that keeps the range in order narrows the figures. */
const DATE_TONE = '!border-cyan-400/30 !bg-slate-900 !text-slate-100';

/** The shared Select is drawn for light pages: its colours are overridden to sit on the dark dashboard. */
const STATION_SELECT = 'h-8 w-40 !border-cyan-400/30 !bg-slate-900 !text-slate-100';

function Clock() {
  const [locale] = useLocale();
  const now = useNow(CLOCK_MS);
  const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }).format(now);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(now);
  return (
    <div className="text-right leading-tight">
      <div className="font-mono text-xl text-cyan-200 tabular-nums">{time}</div>
      <div className="text-xs text-slate-400">{date}</div>
    </div>
  );
}

/** The date range and the station every figure is narrowed to. */
function Filters({ filter, onChange }: { filter: CockpitFilter; onChange: (next: CockpitFilter) => void }) {
  const t = useT();
  const { data: stations = [] } = useQuery({ queryKey: queryKeys.call('cockpit/stations'), queryFn: loadStations });
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
      <DateInput kind="date" label={t('cockpit.from')} width="w-36" tone={DATE_TONE} value={filter.from} required onChange={(from) => from && parseTemporal('date', from) && from <= filter.to && onChange({ ...filter, from })} />
      <span>{t('cockpit.until')}</span>
      <DateInput kind="date" label={t('cockpit.to')} width="w-36" tone={DATE_TONE} value={filter.to} required onChange={(to) => to && parseTemporal('date', to) && to >= filter.from && onChange({ ...filter, to })} />
      <Select label={t('cockpit.station')} size={STATION_SELECT} value={filter.station} placeholder={t('cockpit.allStations')} options={stations} onChange={(station) => onChange({ ...filter, station })} />
    </div>
  );
}

/**
 * The leadership cockpit (issue 16), opened in its own window from the header's entry through
 * a one-time gotoView link: a full-screen dark dashboard of the reader's organisation. Each
 * figure is its own call with its own skeleton and error state, so they load at once; its
 * tiles head the screen and its chart (ECharts, loaded only here and on report pages) follows.
 */
export function CockpitPage() {
  const t = useT();
  const [locale] = useLocale();
  const user = useCurrentUser();
  const layout = useQuery({ queryKey: queryKeys.call(LAYOUT_CALL, { locale }), queryFn: loadLayout });
  const [chosen, setChosen] = useState<CockpitFilter | null>(null);
  const filter = chosen ?? (layout.data ? { from: layout.data.from, to: layout.data.to, station: '' } : null);

  return (
    <div className="min-h-screen bg-[radial-gradient(ellipse_at_top,_#12305a_0%,_#0a1628_55%,_#050b16_100%)] text-slate-100" data-testid="cockpit">
      <header className="flex flex-wrap items-center gap-4 border-b border-cyan-400/20 px-6 py-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-semibold tracking-widest text-cyan-100">{t('cockpit.title')}</h1>
          <div className="text-sm text-slate-400">{user?.orgName}</div>
        </div>
        {filter && <Filters filter={filter} onChange={setChosen} />}
        <Clock />
      </header>
      <main className="flex flex-col gap-4 p-6">
        {layout.error ? (
          <div role="alert" className="mx-auto mt-24 max-w-md rounded-lg border border-rose-300/40 bg-slate-900/80 p-6 text-center text-rose-200">
            {errorMessage(layout.error)}
          </div>
        ) : !layout.data || !filter ? (
          <div className="mt-24 flex justify-center text-slate-300">
            <Spinner label={t('common.loading')} showLabel />
          </div>
        ) : (
          <>
            <section aria-label={t('cockpit.keyFigures')} className="grid grid-cols-2 gap-4 md:grid-cols-4 xl:grid-cols-8">
              {layout.data.figures.map((figure) => (
                <FigureTiles key={figure.id} figure={figure} filter={filter} />
              ))}
            </section>
            <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
              {layout.data.figures
                .filter((figure) => figure.display !== 'kpi')
                .map((figure) => (
                  <FigureChart key={figure.id} figure={figure} filter={filter} />
                ))}
            </div>
          </>
        )}
      </main>
      <LockHost />
    </div>
  );
}
