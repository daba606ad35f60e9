/**
 * The attachment and image calls of spec 01 §7 and 02 §7, as server/routes/attachment-routes.ts
 * answers them. A record's attachment or image field holds a group id; the server issues one
 * on the first upload when the field is still empty.
 */
import { request, unwrap, upload, type Envelope } from '../../api/request.ts';
import { DEFAULT_ATTACH_TYPES, fileSuffix } from './file-rules.ts';
import { fileLink } from './file-links.ts';

/** One stored file (spec 01 §3 Attachment). */
export interface StoredFile {
  /** The file's own id (infoNo of the download call, id of the delete call). */
  id: string;
  /** The group it belongs to: the value of the record's field. */
  groupId: string;
  fileName: string;
  fileType: string;
  size: number;
}

export type FileKind = 'attachment' | 'image';

interface ItemAnswer {
  id?: unknown;
  fileId?: unknown;
  fileName?: unknown;
  fileType?: unknown;
  size?: unknown;
}

function toStoredFile(item: ItemAnswer): StoredFile {
  const fileName = String(item.fileName ?? '');
  return {
    id: String(item.id ?? ''),
    groupId: String(item.fileId ?? ''),
    fileName,
    fileType: String(item.fileType ?? '') || fileSuffix(fileName),
    size: Number(item.size) || 0,
  };
}

const CALLS = {
  attachment: { list: 'attach/attachInfo/attachList.ajax', upload: 'attachment/uploadFile.ajax', field: 'file', group: 'fileId', base: 'base' },
  image: { list: 'attach/attachInfo/imageList.ajax', upload: 'attachment/uploadImage.ajax', field: 'fileupload', group: 'imageId', base: 'lios' },
} as const;

export async function listFiles(kind: FileKind, groupId: string): Promise<StoredFile[]> {
  const items = unwrap(await request<Envelope<ItemAnswer[]>>(CALLS[kind].list, { [CALLS[kind].group]: groupId }));
  return (Array.isArray(items) ? items : []).map(toStoredFile);
}

/**
 * Sends one file into the group ('' for a new group). `moduleId` names the module whose form
 * the file belongs to ('' for none): the server then lets only the users who may view the
 * module read it, and the uploader or those who may edit the module remove it. Rejects with
 * an Error whose message is the server's reason: uploadFile.ajax answers refusals as state
 * '-2' with msgInfo, the image call as an HTTP error (a RequestError).
 */
export async function uploadFile(
  kind: FileKind,
  file: Blob,
  fileName: string,
  groupId: string,
  onProgress: (percent: number) => void,
  moduleId = '',
): Promise<StoredFile> {
  const call = CALLS[kind];
  const form = new FormData();
  // Fields before the file: the server reads them as the multipart stream arrives.
  if (groupId) form.append(call.group, groupId);
  if (moduleId) form.append('_moduleId', moduleId);
  form.append(call.field, file, fileName);
  const answer = await upload<Envelope<ItemAnswer> | undefined>(call.upload, form, onProgress, { base: call.base });
  if (!answer || Number(answer.state) !== 0 || !answer.value) throw new Error(answer?.msgInfo ?? '');
  return toStoredFile(answer.value);
}

export async function deleteFile(id: string): Promise<void> {
  unwrap(await request<Envelope<unknown>>('attachment/deleteFile.ajax', { id }));
}

let attachTypes: Promise<readonly string[]> | undefined;

/** The server's allowed attachment types, asked once; the spec's list when the call fails. */
export function loadAttachTypes(): Promise<readonly string[]> {
  attachTypes ??= request<Envelope<unknown>>('attachment/findAttachFileTypes.ajax')
    .then((answer) => {
      const value = unwrap(answer);
      const types = Array.isArray(value) ? value.map((type) => String(type).toLowerCase()).filter(Boolean) : [];
      return types.length > 0 ? types : DEFAULT_ATTACH_TYPES;
    })
    .catch(() => DEFAULT_ATTACH_TYPES);
  return attachTypes;
}

/** The bytes of a stored file, for the viewers that render it (docx, xlsx), fetched by a signed link. */
export async function fetchFileBytes(id: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(await fileLink(id), { signal });
  // Refusals arrive as a JSON envelope whatever the status.
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
    const body = (await response.json().catch(() => ({}))) as { msgInfo?: string };
    throw new Error(body.msgInfo || `Status:${response.status}`);
  }
  return response.arrayBuffer();
}
