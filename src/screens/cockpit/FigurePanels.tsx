import type { CockpitLayout } from '../../../contracts/cockpit.ts';
import { errorMessage } from '../module/error-message.ts';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { ReportChart } from '../report/ReportChart.tsx';
import { formatNumber, shownMeasures, total } from '../report/report-cells.ts';
import type { CockpitFilter } from './cockpit-api.ts';
import { useFigure } from './use-figure.ts';

type Figure = CockpitLayout['figures'][number];

/** A failed figure: its reason and a retry, in the dark screen's colours. */
function FigureFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-start gap-1 text-sm text-rose-300">
      <span>{errorMessage(error)}</span>
      <button type="button" onClick={onRetry} className="rounded border border-rose-300/50 px-2 py-0.5 text-xs hover:bg-rose-300/10">
        {t('common.retry')}
      </button>
    </div>
  );
}

/** From this on a tile shows a number compactly (26.7万, 267.1K: six characters fit the narrowest tile); its full figure is the tile's title. */
const COMPACT_FROM = 100_000;

function tileNumber(value: number, locale: string): string {
  return value >= COMPACT_FROM ? new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value) : formatNumber(value, locale);
}

const TILE = 'rounded-lg border border-cyan-400/20 bg-gradient-to-b from-slate-800/80 to-slate-900/80 p-4 shadow-[inset_0_1px_0_rgba(103,232,249,0.15)]';

/**
 * A figure's key numbers: each measure of a KPI figure, else the total of its first measure
 * (all alarms, all defects, ...) under the figure's tile label.
 */
export function FigureTiles({ figure, filter }: { figure: Figure; filter: CockpitFilter }) {
  const [locale] = useLocale();
  const { data, error, refetch } = useFigure(figure.id, filter);
  if (error) {
    return (
      <div className={TILE}>
        <div className="mb-2 text-sm text-slate-300">{figure.title}</div>
        <FigureFailed error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={TILE} aria-busy="true">
        <div className="mb-3 h-4 w-24 animate-pulse rounded bg-slate-700" />
        <div className="h-8 w-16 animate-pulse rounded bg-slate-700" />
      </div>
    );
  }
  const { answer } = data;
  const measures = figure.display === 'kpi' ? answer.measures : answer.measures.slice(0, 1);
  return (
    <>
      {measures.map((measure) => (
        <div key={measure.name} className={TILE} data-testid={`tile-${figure.id}-${measure.name}`}>
          <div className="text-sm text-slate-300">{figure.display === 'kpi' ? measure.label : figure.tile}</div>
          <div className="mt-2 truncate font-mono text-3xl font-semibold text-cyan-300 tabular-nums" title={formatNumber(total(answer.rows, measure.name) ?? 0, locale)}>{tileNumber(total(answer.rows, measure.name) ?? 0, locale)}</div>
          {figure.display !== 'kpi' && <div className="mt-1 text-xs text-slate-400">{measure.label}</div>}
        </div>
      ))}
    </>
  );
}

/** A figure's chart in its panel, the days it counts under the title. */
export function FigureChart({ figure, filter }: { figure: Figure; filter: CockpitFilter }) {
  const t = useT();
  const { data, error, refetch } = useFigure(figure.id, filter);
  const answer = data?.answer;
  const empty = answer !== undefined && (answer.rows.length === 0 || shownMeasures(answer).every((measure) => !total(answer.rows, measure.name)));
  return (
    <section className="flex flex-col rounded-lg border border-cyan-400/20 bg-slate-900/70 p-4" aria-label={figure.title} data-testid={`chart-${figure.id}`}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 className="text-base font-medium text-cyan-100">{figure.title}</h2>
        <span className="text-xs text-slate-400">{figure.dated ? t('cockpit.range', { from: filter.from, to: filter.to }) : t('cockpit.asOfNow')}</span>
      </div>
      {error ? (
        <FigureFailed error={error} onRetry={() => void refetch()} />
      ) : !answer ? (
        <div className="h-64 animate-pulse rounded bg-slate-800" aria-busy="true" />
      ) : empty ? (
        <div className="flex h-64 items-center justify-center text-sm text-slate-400">{t('common.noData')}</div>
      ) : (
        <ReportChart answer={answer} dark className="h-64 w-full" />
      )}
    </section>
  );
}
