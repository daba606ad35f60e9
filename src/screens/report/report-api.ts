/** The report calls of server/routes/report-routes.ts. */
import { download, request, unwrap, type Envelope } from '../../api/request.ts';
import type { ReportAnswer } from '../../../contracts/report.ts';

export interface ReportQuery {
  reportId: string;
  /** The reader's search conditions on the source module (condition codec). */
  condition: string;
}

export async function runReport(query: ReportQuery): Promise<ReportAnswer> {
  return unwrap(await request<Envelope<ReportAnswer>>('system/report/run.ajax', { ...query }));
}

/** The table as a workbook: written by the server as an export file, then downloaded like a list export. */
export async function exportReport(query: ReportQuery): Promise<void> {
  const written = unwrap(await request<Envelope<{ filePath: string; saveName: string }>>('system/report/export.ajax', { ...query }));
  await download('attachment/fileDownload', { filePath: written.filePath, saveName: written.saveName });
}
