import { AppError, type CompiledModule } from '../../runtime/index.ts';
import type { Database } from '../db/database.ts';
import { isOle, isZip } from '../files/file-signature.ts';
import type { FileRecord } from '../files/file-records.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { FastifyRequest } from 'fastify';
import { insertFileRecord } from '../files/file-records.ts';
import { receiveUpload, requestedLimit, tooLarge, type ReceivedUpload } from '../files/receive-upload.ts';
import { ok } from '../plugins/envelope.ts';
import type { RecordContext } from '../modules/record-context.ts';
import { readTemplateMark } from './template-check.ts';
import type { TemplateMark } from './template-mark.ts';
import { templateSecret } from './template-secret.ts';
import { inspectXlsx } from './xlsx-inspect.ts';

const IMPORT_SUFFIXES = ['xls', 'xlsx'];

/** The suffixes a call allows: the spec's two, narrowed by the client's `suffix` list when it sends one. */
function allowedSuffixes(requested: string | undefined): string[] {
  const asked = (requested ?? '').split(/[,;|\s]+/).map((suffix) => suffix.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
  return asked.length === 0 ? IMPORT_SUFFIXES : IMPORT_SUFFIXES.filter((suffix) => asked.includes(suffix));
}

/**
 * attachment/importUploadFile.ajax after the bytes are stored: one xls or xlsx file whose bytes
 * are a workbook, sound, without macros, within the size limits and carrying a valid template
 * mark. Templates are xlsx, so an old-format xls cannot be one and is refused with that reason.
 * `templateOf` answers the module of a mark the call accepts (markedModule for the modules'
 * templates) and throws for any other.
 * @returns the sys_file row to store (kind 'import', the verified mark in meta) and the module the mark names.
 */
export async function acceptImportUpload(
  database: Database,
  templateOf: (mark: TemplateMark) => { module: CompiledModule },
  storage: FileStorage,
  upload: ReceivedUpload,
  ctx: RecordContext,
): Promise<{ record: FileRecord; module: CompiledModule }> {
  const allowed = allowedSuffixes(upload.fields.suffix);
  if (!allowed.includes(upload.suffix)) throw new AppError('E_BAD_REQUEST', { types: allowed.join(', ') }, 'files.importType');
  if (isOle(upload.head)) throw new AppError('E_BAD_REQUEST', {}, 'files.legacyXls');
  if (!isZip(upload.head)) throw new AppError('E_BAD_REQUEST', {}, 'files.notExcel');
  const secret = await templateSecret(database);
  const local = await storage.localFile(upload.storageName);
  const mark = await inspectXlsx(local.path)
    .then(() => readTemplateMark(local.path, secret))
    .finally(() => local.release());
  const { module } = templateOf(mark);
  const record: FileRecord = {
    fileId: upload.fileId,
    kind: 'import',
    groupId: null,
    orgNo: ctx.orgNo,
    createdBy: ctx.userId,
    fileName: upload.fileName,
    fileType: upload.suffix,
    byteSize: upload.size,
    storageName: upload.storageName,
    moduleId: module.moduleId,
    meta: JSON.stringify(mark),
  };
  return { record, module };
}

/**
 * An import upload call: the file received into storage, accepted (acceptImportUpload with the
 * call's `templateOf`), allowed by `allow` for the module its mark names, and recorded; a file
 * refused anywhere is removed. Answers the spec's upload answer with the file id.
 */
export async function receiveImportUpload(
  request: FastifyRequest,
  templateOf: (mark: TemplateMark) => { module: CompiledModule },
  ctx: RecordContext,
  allow: (module: CompiledModule) => unknown,
) {
  const { database, fileStorage: storage, config } = request.server;
  const maxBytes = config.files.importMaxBytes;
  const upload = await receiveUpload(request, storage, 'import', maxBytes);
  try {
    const limit = requestedLimit(upload.fields.maxSize, maxBytes);
    if (upload.size > limit) throw tooLarge(limit);
    const { record, module } = await acceptImportUpload(database, templateOf, storage, upload, ctx);
    await allow(module);
    await insertFileRecord(database.db, record, storage.place);
  } catch (error) {
    await storage.remove(upload.storageName);
    throw error;
  }
  const param = { fileName: upload.fileName, fileType: upload.suffix, filePath: upload.fileId };
  return { ...ok(upload.fileId, { param }), fileId: upload.fileId };
}
