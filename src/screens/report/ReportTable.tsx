import type { ReportAnswer, ReportRow } from '../../../contracts/report.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { dimensionText, distinctValues, formatNumber, PERIODS, shownMeasures, total } from './report-cells.ts';

export type DrillCell = Record<string, unknown>;

interface TableProps {
  answer: ReportAnswer;
  onDrill: (cell: DrillCell) => void;
}

const cellClass = 'border-b border-slate-100 px-3 py-1.5';

function DrillButton({ value, cell, onDrill, label }: { value: unknown; cell: DrillCell; onDrill: (cell: DrillCell) => void; label: string }) {
  const [locale] = useLocale();
  if (value === null || value === undefined) return null;
  return (
    <button type="button" className="text-sky-700 hover:underline" title={label} onClick={() => onDrill(cell)}>
      {formatNumber(value, locale)}
    </button>
  );
}

/** Rows × the series dimension's values, the first shown measure in each cell, totals at the right when the measure adds up. */
function PivotTable({ answer, onDrill }: TableProps) {
  const t = useT();
  const [locale] = useLocale();
  const x = answer.display.x ?? '';
  const series = answer.display.series ?? '';
  const shown = shownMeasures(answer)[0];
  const measure = shown?.name ?? '';
  const totals = shown?.additive ?? false;
  const rows = distinctValues(answer.rows, x);
  const columns = distinctValues(answer.rows, series);
  const matching = (match: Record<string, string>): ReportRow[] =>
    answer.rows.filter((row) => Object.entries(match).every(([name, key]) => String(row.values[name] ?? '') === key));
  const label = (name: string) => answer.dimensions.find((dimension) => dimension.name === name)?.label ?? name;
  return (
    <table className="w-full text-sm" data-testid="report-table">
      <thead className="bg-slate-50 text-left">
        <tr>
          <th className={cellClass}>{`${label(x)} \\ ${label(series)}`}</th>
          {columns.map((column) => (
            <th key={column.key} className={`${cellClass} text-right`}>
              {column.text || t('report.empty')}
            </th>
          ))}
          {totals && <th className={`${cellClass} text-right`}>{t('report.total')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th className={`${cellClass} text-left font-normal`}>{row.text || t('report.empty')}</th>
            {columns.map((column) => (
              <td key={column.key} className={`${cellClass} text-right`}>
                <DrillButton value={total(matching({ [x]: row.key, [series]: column.key }), measure)} cell={{ ...row.values, ...column.values }} onDrill={onDrill} label={t('report.drill')} />
              </td>
            ))}
            {totals && <td className={`${cellClass} text-right font-medium`}>{formatNumber(total(matching({ [x]: row.key }), measure), locale)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One line per group: its dimensions, its compared period, its measures (each opens the records behind it). */
function FlatTable({ answer, onDrill }: TableProps) {
  const t = useT();
  return (
    <table className="w-full text-sm" data-testid="report-table">
      <thead className="bg-slate-50 text-left">
        <tr>
          {answer.dimensions.map((dimension) => (
            <th key={dimension.name} className={cellClass}>
              {dimension.label}
            </th>
          ))}
          {answer.periods && <th className={cellClass}>{t('report.period')}</th>}
          {answer.measures.map((measure) => (
            <th key={measure.name} className={`${cellClass} text-right`}>
              {measure.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {answer.rows.map((row, index) => {
          const cell = Object.fromEntries(answer.dimensions.map((dimension) => [dimension.name, row.values[dimension.name] ?? null]));
          return (
            <tr key={index}>
              {answer.dimensions.map((dimension) => (
                <td key={dimension.name} className={cellClass}>
                  {dimensionText(row, dimension.name) || t('report.empty')}
                </td>
              ))}
              {answer.periods && <td className={cellClass}>{t(`report.period.${String(row.values.period)}`)}</td>}
              {answer.measures.map((measure) => (
                <td key={measure.name} className={`${cellClass} text-right`}>
                  <DrillButton value={row.values[measure.name]} cell={cell} onDrill={onDrill} label={t('report.drill')} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** KPI cards: each measure's total, and with compared periods this period against the previous one and last year's. */
export function ReportKpis({ answer }: { answer: ReportAnswer }) {
  const t = useT();
  const [locale] = useLocale();
  const inPeriod = (period: string) => answer.rows.filter((row) => !answer.periods || row.values.period === period);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="report-kpis">
      {answer.measures.map((measure) => (
        <div key={measure.name} className="rounded bg-white p-4 shadow-sm">
          <div className="text-sm text-slate-500">{measure.label}</div>
          <div className="mt-1 text-2xl font-semibold">{formatNumber(total(inPeriod('current'), measure.name) ?? 0, locale)}</div>
          {answer.periods && (
            <div className="mt-2 flex gap-4 text-xs text-slate-500">
              {PERIODS.slice(1).map((period) => (
                <span key={period}>{`${t(`report.period.${period}`)} ${formatNumber(total(inPeriod(period), measure.name) ?? 0, locale)}`}</span>
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

export function ReportTable(props: TableProps) {
  return props.answer.display.type === 'pivot' && props.answer.display.x && props.answer.display.series ? <PivotTable {...props} /> : <FlatTable {...props} />;
}
