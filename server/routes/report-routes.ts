import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { requireOperation } from '../auth/permissions.ts';
import { DesignRefusal } from '../designer/design-refusal.ts';
import { answerWithMessages } from '../designer/answer-messages.ts';
import { checkedReport, designedReports, publishReportDraft, reportDraft, reportVersions, rollbackReport, saveReportDraft } from '../reports/report-versions.ts';
import { notifyPublishers } from '../designer/review-request.ts';
import { publishedReport } from '../reports/report-store.ts';
import { runReportForReader } from '../reports/report-reader.ts';
import { writeReportWorkbook } from '../reports/report-export.ts';
import { insertFileRecord } from '../files/file-records.ts';

const REPORT_ID = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: 64 });
const VERSION = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/** Reports are authored with the module designer's grants: drafts by analysts (edit), publishing by administrators (publish). */
const DESIGNER = 'moduleDesigner';

function bundleJson(textParam: string): unknown {
  try {
    return JSON.parse(textParam);
  } catch {
    throw new AppError('E_BAD_REQUEST', { reason: 'bundle' });
  }
}

/**
 * system/report/run.ajax: a published report's groups for the signed-in reader (export.ajax:
 * the same as a workbook; preview.ajax: an analyst's unsaved bundle, for the designer's live
 * preview). `condition`: their search conditions on the source module (the list's codec);
 * `anchor`: a day of the period an IndicatorComparison report compares (today by default). The
 * reader needs the source module's view grant; the answer is in their organisation, data scope
 * and language.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const runParams = Type.Object({ reportId: REPORT_ID, condition: optionalText(4000), anchor: optionalText(10) });

  /** The published report run for the signed-in reader. */
  async function answerFor(request: FastifyRequest, params: Static<typeof runParams>) {
    const bundle = await publishedReport(app.database.db, params.reportId);
    if (!bundle) throw new AppError('E_NOT_FOUND', { reportId: params.reportId }, 'report.notFound');
    return runReportForReader(app, request, bundle, params);
  }

  /** Answers a refusal with details (a bundle's problems) as `param`, their text in the request language. */
  async function withRefusals(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DesignRefusal)) throw error;
      return reply.status(error.status).send(answerWithMessages({ state: -1, msgInfo: request.t(error.messageId, error.params), code: error.code, param: error.param }, request.t));
    }
  }

  addCall(app, 'system/report/run.ajax', { params: runParams }, async (request, params) => ok((await answerFor(request, params)).answer));

  // The table as the reader sees it, as a workbook of their export files (downloaded with attachment/fileDownload, as a list export).
  addCall(app, 'system/report/export.ajax', { params: runParams }, async (request, params) => {
    const { answer, ctx } = await answerFor(request, params);
    const record = await writeReportWorkbook(answer, app.fileStorage, ctx, request.t, app.clock());
    await insertFileRecord(app.database.db, record, app.fileStorage.place);
    return ok({ filePath: record.fileId, saveName: record.fileName });
  });

  // A draft's problems (file, pointer, message id) answer in `param` with their text in the request language.
  addCall(app, 'system/report/saveDraft.ajax', { params: Type.Object({ bundle: text(200_000) }), methods: ['POST'] }, async (request, params, reply) => {
    const user = requireOperation(request, DESIGNER, 'edit');
    return withRefusals(request, reply, async () => {
      const version = await saveReportDraft(app.database.db, app.modules, user.userId, bundleJson(params.bundle));
      return ok({ version }, { msgInfo: request.t('report.draftSaved', { version }) });
    });
  });

  addCall(
    app,
    'system/report/preview.ajax',
    { params: Type.Object({ bundle: text(200_000), condition: optionalText(4000), anchor: optionalText(10) }), methods: ['POST'] },
    async (request, params, reply) => {
      requireOperation(request, DESIGNER, 'edit');
      return withRefusals(request, reply, async () => ok((await runReportForReader(app, request, checkedReport(bundleJson(params.bundle), app.modules), params)).answer));
    },
  );

  addCall(app, 'system/report/publish.ajax', { params: Type.Object({ reportId: REPORT_ID }), methods: ['POST'] }, async (request, params) => {
    const user = requireOperation(request, DESIGNER, 'publish');
    const version = await publishReportDraft(app.database.db, app.modules, user.userId, params.reportId);
    return ok({ version }, { msgInfo: request.t('report.published', { version }) });
  });

  addCall(app, 'system/report/rollback.ajax', { params: Type.Object({ reportId: REPORT_ID, version: VERSION }), methods: ['POST'] }, async (request, params) => {
    const user = requireOperation(request, DESIGNER, 'publish');
    const version = await rollbackReport(app.database.db, app.modules, user.userId, params.reportId, Number(params.version));
    return ok({ version }, { msgInfo: request.t('report.rolledBack', { version }) });
  });

  addCall(app, 'system/report/list.ajax', { params: Type.Object({}) }, async (request) => {
    requireOperation(request, DESIGNER, 'view');
    return ok(await designedReports(app.database.db));
  });

  // The analyst tells the publishers of their organisation that the report's draft waits (a module draft's review message).
  addCall(app, 'system/report/submitForReview.ajax', { params: Type.Object({ reportId: REPORT_ID, note: optionalText(500) }), methods: ['POST'] }, async (request, params) => {
    const user = requireOperation(request, DESIGNER, 'edit');
    const draft = await reportDraft(app.database.db, params.reportId);
    const title = request.t('report.review.title', { title: draft.bundle.title[request.locale], version: draft.version });
    const url = `setting/moduleDesigner?report=${encodeURIComponent(params.reportId)}`;
    const { receivers } = await notifyPublishers(app.database.db, { userId: user.userId, orgNo: user.orgNo, note: (params.note ?? '').trim(), designer: DESIGNER }, { title, url });
    return ok({ receivers }, { msgInfo: request.t('designer.review.sent', { count: receivers }) });
  });

  addCall(app, 'system/report/versions.ajax', { params: Type.Object({ reportId: REPORT_ID }) }, async (request, params) => {
    requireOperation(request, DESIGNER, 'view');
    return ok(await reportVersions(app.database.db, params.reportId));
  });
}
