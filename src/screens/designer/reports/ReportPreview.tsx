import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BundleProblem, ReportBundle } from '../../../../runtime/index.ts';
import type { ReportAnswer } from '../../../../contracts/report.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { RequestError } from '../../../api/request.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSettled } from '../../../components/use-settled.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { errorMessage } from '../../module/error-message.ts';
import { ReportChart } from '../../report/ReportChart.tsx';
import { ReportKpis, ReportTable } from '../../report/ReportTable.tsx';
import { previewReport } from './report-design-calls.ts';

type Preview = { status: 'loading' } | { status: 'ready'; answer: ReportAnswer } | { status: 'refused'; message: string; problems: BundleProblem[] };

/** Typing pauses this long before the preview asks again. */
const SETTLE_MS = 400;
const ignore = () => undefined;

function problemsOf(error: unknown): BundleProblem[] {
  const problems = error instanceof RequestError ? error.param?.problems : undefined;
  return Array.isArray(problems) ? (problems as BundleProblem[]) : [];
}

/** The report as its bundle stands, run on real data with the analyst's grants (preview.ajax); its problems when the check refuses it. */
export function ReportPreview({ bundle }: { bundle: ReportBundle }) {
  const t = useT();
  const [locale] = useLocale();
  const text = useSettled(JSON.stringify(bundle), SETTLE_MS);
  const answer = useQuery({
    queryKey: queryKeys.reportDesign('preview', text, locale),
    queryFn: () => previewReport(JSON.parse(text) as ReportBundle),
    // The last answer stays while the next is asked; a draft's preview is not kept once hidden.
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const preview: Preview = answer.isError
    ? { status: 'refused', message: errorMessage(answer.error), problems: problemsOf(answer.error) }
    : answer.data
      ? { status: 'ready', answer: answer.data }
      : { status: 'loading' };

  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={t('designer.preview.title')} data-testid="report-preview">
      <h3 className="text-sm font-medium text-slate-800">{t('designer.preview.title')}</h3>
      {preview.status === 'loading' && <Spinner label={t('common.loading')} showLabel />}
      {preview.status === 'refused' && (
        <div role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <p>{preview.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {preview.problems.map((problem) => (
              <li key={`${problem.pointer}${problem.messageId}`}>
                <code className="text-xs">{problem.pointer}</code> {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.status === 'ready' && (
        <>
          {preview.answer.display.type === 'kpi' && <ReportKpis answer={preview.answer} />}
          <ReportChart answer={preview.answer} onDrill={ignore} />
          {preview.answer.rows.length === 0 ? <p className="p-4 text-center text-sm text-slate-500">{t('report.noRows')}</p> : <div className="max-h-96 overflow-auto rounded border border-slate-100"><ReportTable answer={preview.answer} onDrill={ignore} /></div>}
        </>
      )}
    </section>
  );
}
