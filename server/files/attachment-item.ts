import type { FileRecord } from './file-records.ts';
import { fileTitle, safeFileName } from './file-name.ts';

/**
 * An attachment or image as lists show it (spec 01 §3 Attachment). No storage path ever leaves
 * the server: the file is fetched through attachment/fileDownload by its id.
 */
export interface AttachmentItem {
  id: string;
  /** The group the file belongs to: the value a record's attachment or image field holds. */
  fileId: string;
  fileName: string;
  title: string;
  fileType: string;
  docNo: string;
  size: number;
  url: string;
  state: 'success';
}

export function downloadUrl(apiBase: string, fileId: string): string {
  return `${apiBase.replace(/\/$/, '')}/attachment/fileDownload?infoNo=${fileId}`;
}

export function attachmentItem(record: FileRecord, apiBase: string): AttachmentItem {
  const fileName = safeFileName(record.fileName);
  return {
    id: record.fileId,
    fileId: record.groupId ?? '',
    fileName,
    title: fileTitle(fileName),
    fileType: record.fileType,
    docNo: record.fileId,
    size: record.byteSize,
    url: downloadUrl(apiBase, record.fileId),
    state: 'success',
  };
}
