import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, addUploadCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { text } from '../auth/param-schemas.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { requireAdmin } from '../admin/admin-access.ts';
import { importKeyPair, openPasswords } from '../admin/initial-passwords.ts';
import { USER_IMPORT, USER_IMPORT_FIELDS, USER_IMPORT_ID, userTemplateOf } from '../admin/user-import-template.ts';
import { receiveImportUpload } from '../excel/import-upload.ts';
import { templateSecret } from '../excel/template-secret.ts';
import { templateBytes } from '../excel/template-writer.ts';
import { findFileRecord, type FileRecord } from '../files/file-records.ts';
import { isFileId } from '../files/file-access.ts';
import { filesQueue } from '../files/purge-schedule.ts';
import { sendStoredFile, sendWorkbook } from '../files/send-file.ts';
import { USER_IMPORT_JOB, type UserImportPayload, type UserImportResult } from '../jobs/handlers/user-import-job.ts';
import { jobUser, startJob } from '../jobs/start-job.ts';
import type { JobUser } from '../jobs/user-job.ts';
import { recordContext } from '../modules/module-call.ts';
import { csvText } from '../system/csv.ts';

/** The columns of the initial passwords' file. */
const PASSWORD_COLUMNS = ['userName', 'realName', 'password'] as const;

/** A working file of the user import that this administrator made; anything else is not found. */
function ownFile(record: FileRecord | undefined, user: SessionUser, kind: FileRecord['kind']): FileRecord {
  if (!record || record.kind !== kind || record.moduleId !== USER_IMPORT_ID || record.createdBy !== user.userId) throw new AppError('E_RECORD_NOT_FOUND', {}, 'files.uploadNotFound');
  return record;
}

/**
 * User import (issue 15) through the modules' import pipeline: the template, the upload checked
 * as a template of this system, the import as a job (progress by pub/job/status.ajax), the
 * refused rows' workbook, and the imported accounts' first passwords, downloadable once by the
 * administrator who holds the import's private key (server/admin/initial-passwords.ts).
 */
export async function userImportRoutes(app: FastifyInstance): Promise<void> {
  const { database, fileStorage: storage } = app;

  addCall(app, 'system/user/importTemplate.ajax', { params: Type.Object({}) }, async (request, _params, reply) => {
    requireAdmin(requireUser(request), 'users', 'import');
    const bytes = await templateBytes({ module: USER_IMPORT, fields: USER_IMPORT_FIELDS, locale: request.locale, secret: await templateSecret(database), t: request.t });
    return sendWorkbook(reply, bytes, `${USER_IMPORT.bundle.title[request.locale]}_${request.t('files.templateName')}.xlsx`);
  });

  addUploadCall(app, 'system/user/importUpload.ajax', async (request) => {
    const user = requireAdmin(requireUser(request), 'users', 'import');
    return receiveImportUpload(request, userTemplateOf, recordContext(request, user), () => undefined);
  });

  // Always a job: the answer carries its id and the private key the passwords are sealed for, which the server does not keep.
  addCall(app, 'system/user/import.ajax', { params: Type.Object({ filePath: text(200) }), methods: ['POST'] }, async (request, params) => {
    const user = requireAdmin(requireUser(request), 'users', 'import');
    if (!isFileId(params.filePath)) throw new AppError('E_BAD_REQUEST', {}, 'files.badPath');
    const upload = ownFile(await findFileRecord(database.db, params.filePath), user, 'import');
    const { publicKey, privateKey } = await importKeyPair();
    const payload: UserImportPayload = { fileId: upload.fileId, publicKey, user: jobUser(request, user) };
    const jobId = await startJob(app, USER_IMPORT_JOB, payload, { queue: filesQueue(storage.place) });
    return ok({ jobId, passwordKey: privateKey }, { msgInfo: request.t('jobs.started') });
  });

  addCall(app, 'system/user/importErrors.ajax', { params: Type.Object({ uuid: text(64) }) }, async (request, params, reply) => {
    const user = requireAdmin(requireUser(request), 'users', 'import');
    if (!isFileId(params.uuid)) throw new AppError('E_BAD_REQUEST', {}, 'files.badPath');
    const row = await database.db.selectFrom('sys_file').select('file_id').where('group_id', '=', params.uuid).where('kind', '=', 'importError').executeTakeFirst();
    return sendStoredFile(reply, storage, ownFile(row ? await findFileRecord(database.db, String(row.file_id)) : undefined, user, 'importError'));
  });

  // Once: the sealed passwords leave the job's result as they are sent.
  addCall(app, 'system/user/importPasswords.ajax', { params: Type.Object({ jobId: text(20), passwordKey: text(4000) }), methods: ['POST'] }, async (request, params, reply) => {
    const user = requireAdmin(requireUser(request), 'users', 'import');
    const jobId = /^\d{1,18}$/.test(params.jobId) ? Number(params.jobId) : 0;
    const job = await database.db.selectFrom('sys_job').select(['name', 'payload', 'result']).where('id', '=', jobId).executeTakeFirst();
    const owner = (job?.payload as { user?: JobUser } | undefined)?.user;
    if (!job || job.name !== USER_IMPORT_JOB || owner?.userId !== user.userId) throw new AppError('E_RECORD_NOT_FOUND');
    const sealed = (job.result as UserImportResult | null)?.passwords;
    if (!sealed) throw new AppError('E_RECORD_NOT_FOUND', {}, 'admin.userImport.passwordsGone');
    const passwords = openPasswords(params.passwordKey, sealed);
    const { numAffectedRows } = await sql`update sys_job set result = result - 'passwords' where id = ${jobId} and result -> 'passwords' is not null`.execute(database.db);
    // Another download took them between the read and now.
    if (numAffectedRows !== 1n) throw new AppError('E_RECORD_NOT_FOUND', {}, 'admin.userImport.passwordsGone');
    const header = PASSWORD_COLUMNS.map((column) => request.t(`admin.userImport.passwordColumn.${column}`));
    const cells = passwords.map((entry) => PASSWORD_COLUMNS.map((column) => entry[column]));
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="initial-passwords.csv"').send(csvText(header, cells));
  });
}
