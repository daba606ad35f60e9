import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../runtime/index.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall, addUploadCall, NO_PARAMS } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { canDeleteFile, canReadFile, isFileId, requestGrants, uploadModule } from '../files/file-access.ts';
import { attachGroup, isGroupId } from '../files/attach-group.ts';
import { attachmentItem } from '../files/attachment-item.ts';
import { deleteFileRecord, findFileRecord, insertFileRecord, listFileGroup, type FileRecord } from '../files/file-records.ts';
import { imageKind, matchesSuffix } from '../files/file-signature.ts';
import type { FileKind } from '../files/file-storage.ts';
import { MB, receiveUpload, type ReceivedUpload } from '../files/receive-upload.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { FILE_LINK_SECONDS, fileLinkUser, isSignedLink, signFileLink } from '../links/file-links.ts';
import { optionalText, text } from '../auth/param-schemas.ts';

type Params = Record<string, unknown>;


/** At most this many files get links in one call: a record's image group, a page of thumbnails. */
const MAX_LINKS = 50;

function param(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Why an attachment is refused: a type not allowed, or bytes that are not what the suffix says. */
function attachRefusal(upload: ReceivedUpload, types: readonly string[]): AppError | undefined {
  if (!types.includes(upload.suffix)) return new AppError('E_BAD_REQUEST', { type: upload.suffix || '?', types: types.join(', ') }, 'files.badType');
  if (!matchesSuffix(upload.suffix, upload.head)) return new AppError('E_BAD_REQUEST', { type: upload.suffix }, 'files.contentMismatch');
  return undefined;
}

/** The stored suffix of an image is the one its bytes prove, whatever the client named it. */
const IMAGE_SUFFIX = { gif: 'gif', png: 'png', jpeg: 'jpg' } as const;

/**
 * Attachments and images of records (spec 01 §7, 02 §7): upload, list by group, download,
 * delete. Rows are tied to the uploader's organisation; users of another organisation neither
 * list nor download them. An upload from a module's form names the module (`_moduleId`): the
 * file is then listed and downloaded with the module's 'view' and removed by its uploader or a
 * holder of the module's 'edit' (server/files/file-access.ts). Downloads resolve only
 * server-issued ids, never a client path.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.fileStorage;
  const limits = app.config.files;
  const { db } = app.database;
  const apiBase = app.config.apiBase;

  /** Stores the row of an accepted upload; the file is removed when the upload is refused. */
  async function keep(request: FastifyRequest, upload: ReceivedUpload, kind: FileKind, fileType: string, groupField: string): Promise<FileRecord> {
    const user = requireUser(request);
    try {
      const moduleId = uploadModule(request, upload.fields._moduleId, requestGrants(request));
      const record: FileRecord = {
        fileId: upload.fileId,
        kind,
        groupId: await attachGroup(db, upload.fields[groupField], { orgNo: user.orgNo, moduleId, userId: user.userId }),
        orgNo: user.orgNo,
        createdBy: user.userId,
        fileName: upload.fileName,
        fileType,
        byteSize: upload.size,
        storageName: upload.storageName,
        moduleId,
        meta: null,
      };
      await insertFileRecord(db, record, storage.place);
      return record;
    } catch (error) {
      await storage.remove(upload.storageName);
      throw error;
    }
  }

  addCall(app, 'attachment/findAttachFileTypes.ajax', { params: NO_PARAMS }, async (request) => {
    requireUser(request);
    return ok([...limits.attachTypes]);
  });

  // Failures answer state -2 with msgInfo (spec 01 §7), so the uploader shows the reason.
  addUploadCall(app, 'attachment/uploadFile.ajax', async (request) => {
    requireUser(request);
    try {
      const upload = await receiveUpload(request, storage, 'attach', app.params.values['upload.fileMaxMb'] * MB);
      const refusal = attachRefusal(upload, limits.attachTypes);
      if (refusal) {
        await storage.remove(upload.storageName);
        throw refusal;
      }
      const item = attachmentItem(await keep(request, upload, 'attach', upload.suffix, 'fileId'), apiBase);
      return { ...ok(item, { msgInfo: request.t('files.uploaded') }), title: item.title, fileType: item.fileType, docNo: item.docNo, fileId: item.fileId };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { state: -2, msgInfo: request.t(error.messageId, error.params), code: error.code };
    }
  });

  addUploadCall(app, 'attachment/uploadImage.ajax', async (request) => {
    requireUser(request);
    const upload = await receiveUpload(request, storage, 'image', app.params.values['upload.imageMaxMb'] * MB);
    const kind = imageKind(upload.head);
    if (!kind) {
      await storage.remove(upload.storageName);
      throw new AppError('E_BAD_REQUEST', { type: upload.suffix || '?' }, 'files.notImage');
    }
    const item = attachmentItem(await keep(request, upload, 'image', IMAGE_SUFFIX[kind], 'imageId'), apiBase);
    return ok({ ...item, imageId: item.fileId, imageSrc: item.url }, { msgInfo: request.t('files.uploaded') });
  });

  const listCall = (path: string, kind: FileKind, groupParam: string) =>
    addCall(app, path, { params: Type.Object({ [groupParam]: optionalText(64) }) }, async (request, params) => {
      const user = requireUser(request);
      const groupId = param(params, groupParam);
      if (!isGroupId(groupId)) throw new AppError('E_BAD_REQUEST', { reason: groupParam });
      const grant = requestGrants(request);
      // A file of a module the user may not view is left out, as if it were not in the group.
      const readable = (await listFileGroup(db, kind, groupId, user.orgNo)).filter((record) => canReadFile(record, user, grant));
      const items = readable.map((record) => attachmentItem(record, apiBase));
      return ok(kind === 'image' ? items.map((item) => ({ ...item, imageId: item.fileId, imageSrc: item.url })) : items);
    });
  listCall('attach/attachInfo/attachList.ajax', 'attach', 'fileId');
  listCall('attach/attachInfo/imageList.ajax', 'image', 'imageId');

  /** A file the user may read, or E_RECORD_NOT_FOUND: one the user may not see is not found. */
  async function readableFile(request: FastifyRequest, fileId: string): Promise<FileRecord> {
    const user = requireUser(request);
    if (!isFileId(fileId)) throw new AppError('E_BAD_REQUEST', {}, 'files.badPath');
    const record = await findFileRecord(db, fileId);
    if (!record || !canReadFile(record, user, requestGrants(request))) throw new AppError('E_RECORD_NOT_FOUND');
    return record;
  }

  // Signed links for what a browser loads by URL (an <img>, a preview frame, a download): the
  // bearer token never goes into a URL. Files the user may not read get no link.
  addCall(app, 'attachment/fileLink.ajax', { params: Type.Object({ ids: text(MAX_LINKS * 33), viewMode: optionalText(16) }) }, async (request, params) => {
    const user = requireUser(request);
    const ids = [...new Set(param(params, 'ids').split(',').map((id) => id.trim()).filter(Boolean))];
    if (ids.length > MAX_LINKS) throw new AppError('E_BAD_REQUEST', { reason: 'ids' });
    const inline = param(params, 'viewMode') === 'inline';
    const links: Record<string, string> = {};
    for (const fileId of ids) {
      const record = await readableFile(request, fileId).catch((error: unknown) => {
        if (isAppError(error) && error.code === 'E_RECORD_NOT_FOUND') return undefined;
        throw error;
      });
      if (record) links[fileId] = await signFileLink(app.database, apiBase, user, { fileId, inline });
    }
    return ok(links, { param: { expiresIn: FILE_LINK_SECONDS } });
  });

  // GET with infoNo (viewMode inline opens it in a tab), or the POST form of the spec; or a
  // signed link of attachment/fileLink.ajax, which stands for its user's token. Only the id is
  // used to find the file; saveName/fileName only name the download.
  addCall(
    app,
    'attachment/fileDownload',
    { params: Type.Object({ infoNo: optionalText(200), filePath: optionalText(1000), saveName: optionalText(255), fileName: optionalText(255), fileType: optionalText(16), pathType: optionalText(32), localType: optionalText(32), encode: optionalText(32), viewMode: optionalText(16), expires: optionalText(16), user: optionalText(32), signature: optionalText(64) }) },
    async (request, params, reply) => {
      if (isSignedLink(params)) {
        request.user = (await fileLinkUser(app.database, params)) ?? null;
        if (!request.user) throw new AppError('E_UNAUTHENTICATED', {}, 'links.fileLinkInvalid');
      }
      const record = await readableFile(request, param(params, 'infoNo') || param(params, 'filePath'));
      const fileName = param(params, 'fileName') || param(params, 'saveName');
      return sendStoredFile(reply, storage, record, { fileName, inline: param(params, 'viewMode') === 'inline' });
    },
  );

  addCall(app, 'attachment/deleteFile.ajax', { params: Type.Object({ id: optionalText(64), infoNo: optionalText(64) }) }, async (request, params) => {
    const user = requireUser(request);
    const fileId = param(params, 'id') || param(params, 'infoNo');
    if (!isFileId(fileId)) throw new AppError('E_BAD_REQUEST', {}, 'files.badPath');
    const record = await findFileRecord(db, fileId);
    const grant = requestGrants(request);
    // A file the user may not see is not found; one seen but not theirs to remove is refused.
    if (!record || (record.kind !== 'attach' && record.kind !== 'image') || !canReadFile(record, user, grant)) throw new AppError('E_RECORD_NOT_FOUND');
    if (!canDeleteFile(record, user, grant)) throw new AppError('E_OPERATION_DENIED', { operation: record.moduleId ? 'edit' : 'delete' });
    await deleteFileRecord(db, fileId);
    await storage.remove(record.storageName);
    return ok(null, { msgInfo: request.t('msg.deleted') });
  });
}
