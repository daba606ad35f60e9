import type { SessionUser } from '../auth/session-user.ts';
import type { FileRecord } from './file-records.ts';
import type { FileKind } from './file-storage.ts';

/**
 * Import uploads, error workbooks and exports hold what one user saw or sent: only that user
 * reads them. Attachments and images belong to records of the organisation: its users read them.
 */
const PERSONAL_KINDS: ReadonlySet<FileKind> = new Set(['import', 'importError', 'export']);

export function canReadFile(record: FileRecord, user: SessionUser): boolean {
  if (record.orgNo !== user.orgNo) return false;
  return !PERSONAL_KINDS.has(record.kind) || record.createdBy === user.userId;
}

/** Server-issued file ids: 32 hex digits. Anything else (paths, '..', encoded names) names no file. */
export function isFileId(text: string): boolean {
  return /^[0-9a-f]{32}$/.test(text);
}
