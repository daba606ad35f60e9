import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, planListQuery, type CompiledModule } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, addUploadCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { CONDITION_SCHEMA, ENTITY_PARAMS, KEY_LIST_SCHEMA, KEY_SCHEMA } from '../modules/call-params.ts';
import { allowedOperations, moduleByEntity, recordContext, requireModuleOperation } from '../modules/module-call.ts';
import { canReadFile, isFileId, requestGrants } from '../files/file-access.ts';
import { findFileRecord, insertFileRecord, type FileRecord } from '../files/file-records.ts';
import { sendStoredFile, sendWorkbook } from '../files/send-file.ts';
import { countExportRows, exportColumns, runExport } from '../excel/export-run.ts';
import { EXPORT_WAIT_ROWS, IMPORT_WAIT_BYTES } from '../excel/background-limits.ts';
import { importMessage } from '../excel/import-answer.ts';
import type { ImportResult } from '../excel/import-run.ts';
import { filesQueue } from '../files/purge-schedule.ts';
import { EXPORT_JOB, type ExportPayload } from '../jobs/handlers/export-job.ts';
import { IMPORT_JOB, type ImportPayload } from '../jobs/handlers/import-job.ts';
import { jobUser, startJob } from '../jobs/start-job.ts';
import { templateFields } from '../excel/import-fields.ts';
import { receiveImportUpload } from '../excel/import-upload.ts';
import { markedModule } from '../excel/template-check.ts';
import { templateSecret } from '../excel/template-secret.ts';
import { fieldAccessOf } from '../modules/field-overrides.ts';
import { assertVisiblePlan, hiddenFields } from '../modules/field-visibility.ts';
import { templateBytes } from '../excel/template-writer.ts';
import { optionalText, text } from '../auth/param-schemas.ts';

type Params = Record<string, unknown>;


function param(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value.trim() : '';
}

function isOn(value: string): boolean {
  return ['1', 'true', 'on', 'yes', 'y'].includes(value.toLowerCase());
}

/** The spec lets clients name an organisation (orgNo, _orgNo); rows only ever go to or come from the user's own. */
function assertOwnOrg(user: SessionUser, orgNo: string): void {
  if (orgNo && orgNo !== user.orgNo) throw new AppError('E_OTHER_ORG');
}

/** A working file of the user, of the kind and module the call expects; anything else is not found. */
async function ownWorkingFile(request: FastifyRequest, user: SessionUser, fileId: string, kind: FileRecord['kind'], module: CompiledModule): Promise<FileRecord> {
  if (!isFileId(fileId)) throw new AppError('E_BAD_REQUEST', {}, 'files.badPath');
  const record = await findFileRecord(request.server.database.db, fileId);
  if (!record || record.kind !== kind || !canReadFile(record, user, requestGrants(request))) throw new AppError('E_RECORD_NOT_FOUND', {}, 'files.uploadNotFound');
  if (kind === 'importError' && record.moduleId !== module.moduleId) throw new AppError('E_RECORD_NOT_FOUND', {}, 'files.uploadNotFound');
  return record;
}

/**
 * Import template, import upload, import, error workbook and export (spec 01 §7). Files live
 * in the server's storage (app.fileStorage) under server-issued names; clients refer to them by
 * id only. Working files a day old are purged (server/files/purge-schedule.ts).
 */
export async function importExportRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.fileStorage;
  const { database, modules } = app;

  // POST with fields, or GET of a template url (the client fetches it as a blob).
  addCall(app, 'pub/generateImportTemplate.ajax', { params: Type.Object({ ...ENTITY_PARAMS, fields: optionalText(4000) }) }, async (request, params, reply) => {
    const module = moduleByEntity(modules, params);
    const user = await requireModuleOperation(request, module, 'template');
    const fields = templateFields(module, param(params, 'fields'), await fieldAccessOf(database.db, module, user));
    const bytes = await templateBytes({ module, fields, locale: request.locale, secret: await templateSecret(database), t: request.t });
    return sendWorkbook(reply, bytes, `${module.bundle.title[request.locale]}_${request.t('files.templateName')}.xlsx`);
  });

  // suffix, maxSize and the file; attachId, pkValue, savePath, namePrefix, pathType and form are
  // accepted and ignored: where a file is stored is the server's decision.
  addUploadCall(app, 'attachment/importUploadFile.ajax', async (request) => {
    // The upload names no module (its mark does, once read): a user who may import nowhere is
    // refused before a byte is stored, the others once the mark names the module.
    const user = requireUser(request);
    if (!modules.all().some((module) => allowedOperations(request, module).moduleOprs.includes('import'))) {
      throw new AppError('E_OPERATION_DENIED', { operation: 'import' });
    }
    return receiveImportUpload(request, (mark) => markedModule(modules, mark), recordContext(request, user), (module) => requireModuleOperation(request, module, 'import'));
  });

  addCall(
    app,
    'pub/importFromExcel.ajax',
    {
      params: Type.Object({
        ...ENTITY_PARAMS,
        flagField: optionalText(64),
        overwrite: optionalText(8),
        parentId: Type.Optional(KEY_SCHEMA),
        parentName: optionalText(200),
        filePath: text(200),
        _orgNo: optionalText(32),
        background: optionalText(8),
      }),
      methods: ['POST'],
    },
    async (request, params) => {
      const module = moduleByEntity(modules, params);
      const user = await requireModuleOperation(request, module, 'import');
      assertOwnOrg(user, param(params, '_orgNo'));
      const upload = await ownWorkingFile(request, user, param(params, 'filePath'), 'import', module);
      const payload: ImportPayload = {
        moduleId: module.moduleId,
        fileId: upload.fileId,
        flagField: param(params, 'flagField'),
        overwrite: isOn(param(params, 'overwrite')),
        parentId: param(params, 'parentId'),
        parentName: param(params, 'parentName'),
        user: jobUser(request, user),
        fieldAccess: await fieldAccessOf(database.db, module, user),
      };
      // The job runs on a server that sees the upload's storage.
      const queue = filesQueue(storage.place);
      if (isOn(param(params, 'background')) || upload.byteSize > IMPORT_WAIT_BYTES) {
        const jobId = await startJob(app, IMPORT_JOB, payload, { queue });
        const started = { successNum: 0, errorNum: 0, uuid: '', filePath: '', saveName: '', jobId };
        return ok(started, { msgInfo: request.t('jobs.started'), param: { ...started } });
      }
      // Answered when done: the user who sees a failure is not surprised by a retry (one attempt).
      const jobId = await app.jobs.enqueue(IMPORT_JOB, payload, { queue, maxAttempts: 1 });
      const outcome = await app.jobs.runNow(jobId);
      if (!outcome) throw new AppError('E_INTERNAL');
      if (outcome.state === 'failed') throw outcome.error;
      const result = outcome.result as ImportResult;
      return ok(result, { msgInfo: importMessage(request.t, result), param: { ...result } });
    },
  );

  addCall(app, 'pub/downloadErrorExcel.ajax', { params: Type.Object({ ...ENTITY_PARAMS, uuid: text(64) }) }, async (request, params, reply) => {
    const module = moduleByEntity(modules, params);
    const user = await requireModuleOperation(request, module, 'import');
    const uuid = param(params, 'uuid');
    if (!isFileId(uuid)) throw new AppError('E_BAD_REQUEST', {}, 'files.badPath');
    const row = await database.db.selectFrom('sys_file').select('file_id').where('group_id', '=', uuid).where('kind', '=', 'importError').executeTakeFirst();
    if (!row) throw new AppError('E_RECORD_NOT_FOUND', {}, 'files.uploadNotFound');
    return sendStoredFile(reply, storage, await ownWorkingFile(request, user, String(row.file_id), 'importError', module));
  });

  addCall(
    app,
    'pub/exportToExcel.ajax',
    {
      params: Type.Object({
        ...ENTITY_PARAMS,
        fields: optionalText(4000),
        selectedIds: Type.Optional(KEY_LIST_SCHEMA),
        parentId: Type.Optional(KEY_SCHEMA),
        condition: Type.Optional(CONDITION_SCHEMA),
        defaultCondition: Type.Optional(CONDITION_SCHEMA),
        orderField: optionalText(64),
        orderCondition: optionalText(8),
        orgFilter: optionalText(32),
        orgNo: optionalText(32),
        // Not in the spec: '1' asks for a job whatever the size (our client always does, to show progress).
        background: optionalText(8),
      }),
    },
    async (request, params) => {
      const module = moduleByEntity(modules, params);
      const user = await requireModuleOperation(request, module, 'export');
      assertOwnOrg(user, param(params, 'orgNo'));
      const fieldAccess = await fieldAccessOf(database.db, module, user);
      const columns = exportColumns(module, param(params, 'fields'), request.locale, fieldAccess);
      const list = {
        condition: String(params.condition ?? ''),
        defaultCondition: String(params.defaultCondition ?? ''),
        orderField: param(params, 'orderField'),
        orderCondition: param(params, 'orderCondition'),
        parentId: param(params, 'parentId'),
      };
      const plan = planListQuery(module, list);
      assertVisiblePlan(plan, fieldAccess, list.orderField);
      const selectedIds = param(params, 'selectedIds').split(',').map((key) => key.trim()).filter(Boolean);
      const ctx = recordContext(request, user);
      if (isOn(param(params, 'background')) || (await countExportRows(database, { module, plan, selectedIds, ctx }, EXPORT_WAIT_ROWS)) > EXPORT_WAIT_ROWS) {
        const payload: ExportPayload = { moduleId: module.moduleId, fields: param(params, 'fields'), selectedIds, list, user: jobUser(request, user), hidden: [...hiddenFields(fieldAccess)] };
        const jobId = await startJob(app, EXPORT_JOB, payload, { queue: filesQueue(storage.place) });
        const started = { filePath: '', saveName: '', jobId };
        return ok(started, { msgInfo: request.t('jobs.started'), param: { ...started } });
      }
      const record = await runExport({ database, registry: modules, storage, module, plan, columns, selectedIds, ctx, t: request.t });
      await insertFileRecord(database.db, record, storage.place);
      const answer = { filePath: record.fileId, saveName: record.fileName };
      return ok(answer, { msgInfo: request.t('files.exportDone'), param: answer });
    },
  );
}
