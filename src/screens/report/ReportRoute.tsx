import { useCallback, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { drillCondition, serializeCondition } from '../../../runtime/index.ts';
import type { ReportAnswer } from '../../../contracts/report.ts';
import { Button } from '../../components/Button.tsx';
import { toast } from '../../components/toast.ts';
import { reportError } from '../../api/report-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { pathByName } from '../../app/routes/route-names.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { SearchPanel } from '../module/list/SearchPanel.tsx';
import { searchCondition, type SearchValues } from '../module/list/search-values.ts';
import { ScreenError, ScreenLoading } from '../module/ScreenStatus.tsx';
import { errorMessage } from '../module/error-message.ts';
import { useModule } from '../module/use-module.ts';
import { exportReport, runReport } from './report-api.ts';
import { ReportChart, type ReportChartHandle } from './ReportChart.tsx';
import { ReportKpis, ReportTable } from './ReportTable.tsx';

export interface ReportRouteProps {
  /** The menu's module: the report id. */
  moduleId: string;
  menuId: string;
  title: string;
}

/** The source module's search conditions, once the report has said which module it reads. */
function ReportFilters({ source, onCondition }: { source: string; onCondition: (condition: string) => void }) {
  const state = useModule(source, false);
  if (state.status !== 'ready') return null;
  const { module } = state;
  return <SearchPanel module={module} onSearch={(values: SearchValues) => onCondition(searchCondition(module.searches, values))} />;
}

/**
 * A report menu's page (spec 01 §2, system/jimu/reportMenuView/{menuId} and
 * eq/config/IndicatorComparison/{menuId}): the source module's search panel, the chart, the
 * table under it; a cell or a chart point opens the source list on its records; the table
 * exports to Excel, the chart to PNG, the page prints.
 */
export function ReportRoute({ moduleId: reportId, title }: ReportRouteProps) {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const [condition, setCondition] = useState('');
  const [busy, setBusy] = useState(false);
  const chart = useRef<ReportChartHandle>(null);
  const report = useQuery({
    // The labels come in the request's language: a switch asks again.
    queryKey: [...queryKeys.report(reportId), condition, locale],
    queryFn: () => runReport({ reportId, condition }),
    // A new condition keeps the shown report (and its search panel) until the answer is in.
    placeholderData: keepPreviousData,
  });

  const answer: ReportAnswer | undefined = report.isError ? undefined : report.data;
  const onDrill = useCallback(
    (cell: Record<string, unknown>) => {
      if (!answer) return;
      const items = drillCondition(answer.drill, cell, condition);
      const path = items && pathByName(answer.source, {}, { drill: serializeCondition(items) });
      if (path) void navigate(path);
      else toast.error(t(items ? 'report.drill.noList' : 'report.drill.empty'));
    },
    [answer, condition, navigate, t],
  );

  const exportTable = async () => {
    setBusy(true);
    try {
      await exportReport({ reportId, condition });
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };
  const savePng = () => {
    const url = chart.current?.png();
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${answer?.title ?? title}.png`;
    link.click();
  };

  if (report.isError) return <ScreenError message={errorMessage(report.error)} />;
  if (!answer) return <ScreenLoading />;
  const charted = ['bar', 'line', 'pie'].includes(answer.display.type);
  return (
    <div className="flex flex-col gap-3 print:gap-2" data-testid="report-page">
      <div className="print:hidden">
        <ReportFilters source={answer.source} onCondition={setCondition} />
      </div>
      <div className="flex items-center gap-2 print:hidden">
        <h2 className="mr-auto text-base font-semibold">{answer.title}</h2>
        <Button onClick={() => void exportTable()} loading={busy}>
          {t('report.exportExcel')}
        </Button>
        {charted && <Button onClick={savePng}>{t('report.exportPng')}</Button>}
        <Button onClick={() => window.print()}>{t('report.print')}</Button>
      </div>
      <h2 className="hidden text-lg font-semibold print:block">{answer.title}</h2>
      {answer.truncated && <p className="text-sm text-amber-700">{t('report.truncated', { count: answer.rows.length })}</p>}
      {answer.display.type === 'kpi' && <ReportKpis answer={answer} />}
      {charted && <ReportChart ref={chart} answer={answer} onDrill={onDrill} />}
      {answer.rows.length === 0 ? <p className="rounded bg-white p-6 text-center text-sm text-slate-500">{t('report.noRows')}</p> : <div className="overflow-auto rounded bg-white"><ReportTable answer={answer} onDrill={onDrill} /></div>}
    </div>
  );
}

export default ReportRoute;
