/** The report designer's calls (server/routes/report-routes.ts): reports are authored with the module designer's grants. */
import { request, unwrap, type Envelope } from '../../../api/request.ts';
import type { ReportBundle } from '../../../../runtime/index.ts';
import type { DesignedReport, ReportAnswer, ReportVersionInfo } from '../../../../contracts/report.ts';

async function value<T>(path: string, params: Record<string, unknown> = {}): Promise<T> {
  return unwrap(await request<Envelope<T>>(`system/report/${path}`, params));
}

/** An action's answer: its message for the toast. */
async function action(path: string, params: Record<string, unknown>): Promise<string> {
  const body = await request<Envelope<unknown>>(`system/report/${path}`, params);
  unwrap(body);
  return body.msgInfo ?? '';
}

export const listReports = () => value<DesignedReport[]>('list.ajax');
export const listReportVersions = (reportId: string) => value<ReportVersionInfo[]>('versions.ajax', { reportId });
/** The unsaved bundle run on real data with the analyst's own grants; a bundle with problems is refused with them. */
export const previewReport = (bundle: ReportBundle) => value<ReportAnswer>('preview.ajax', { bundle: JSON.stringify(bundle) });
export const saveReportDraft = (bundle: ReportBundle) => action('saveDraft.ajax', { bundle: JSON.stringify(bundle) });
export const submitReport = (reportId: string, note: string) => action('submitForReview.ajax', { reportId, note });
export const publishReport = (reportId: string) => action('publish.ajax', { reportId });
export const rollbackReport = (reportId: string, version: number) => action('rollback.ajax', { reportId, version });
