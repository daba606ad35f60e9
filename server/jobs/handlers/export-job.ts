import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, planListQuery } from '../../../runtime/index.ts';
import { exportColumns, runExport, type ExportRequest } from '../../excel/export-run.ts';
import { insertFileRecord } from '../../files/file-records.ts';
import { translators } from '../../plugins/i18n.ts';
import { defineJob } from '../job-types.ts';
import { JOB_USER, jobRecordContext, refusalOf } from '../user-job.ts';

export const EXPORT_JOB = 'excel.export';

/** pub/exportToExcel.ajax's parameters, checked by the call, and who asked. */
export const EXPORT_PAYLOAD = Type.Object({
  moduleId: Type.String({ maxLength: 200 }),
  fields: Type.String({ maxLength: 4000 }),
  selectedIds: Type.Array(Type.String({ maxLength: 200 })),
  list: Type.Object({
    condition: Type.String(),
    defaultCondition: Type.String(),
    orderField: Type.String({ maxLength: 64 }),
    orderCondition: Type.String({ maxLength: 8 }),
    parentId: Type.String({ maxLength: 200 }),
  }),
  user: JOB_USER,
  /** The fields hidden from the user when they asked: the job leaves them out as the call would. */
  hidden: Type.Optional(Type.Array(Type.String({ maxLength: 64 }))),
});

export type ExportPayload = Static<typeof EXPORT_PAYLOAD>;

/** The export answer of spec 01 §7: the workbook's file id and name, downloaded through attachment/fileDownload. */
export interface ExportAnswer {
  filePath: string;
  saveName: string;
}

/**
 * A large export as a job: the workbook is written to storage and its file record inserted,
 * then the job's result names it. A run after a server died writes the workbook anew; the
 * dead run's file, if it got that far, is a working file the purge removes.
 */
export function exportJob(app: FastifyInstance) {
  const { database, fileStorage: storage } = app;
  return defineJob({
    name: EXPORT_JOB,
    payload: EXPORT_PAYLOAD,
    maxAttempts: 3,
    final: refusalOf,
    run: async (payload, { attempt, report }): Promise<ExportAnswer> => {
      if (attempt > 1) await app.modules.reload();
      const module = app.modules.byModuleId(payload.moduleId);
      if (!module) throw new AppError('E_RECORD_NOT_FOUND');
      const ctx = jobRecordContext(payload.user);
      const request: ExportRequest = {
        database,
        registry: app.modules,
        storage,
        module,
        plan: planListQuery(module, payload.list),
        columns: exportColumns(module, payload.fields, ctx.locale, Object.fromEntries((payload.hidden ?? []).map((name) => [name, 'hidden' as const]))),
        selectedIds: payload.selectedIds,
        ctx,
        t: translators[ctx.locale],
        onProgress: report,
      };
      const record = await runExport(request);
      await insertFileRecord(database.db, record, storage.place);
      return { filePath: record.fileId, saveName: record.fileName };
    },
  });
}
