/**
 * The upload limits of spec 01 §5 and 02 §5, checked in the browser before a file is sent
 * (the server checks them again). A refusal is data: a message id and its parameters.
 */
import type { MessageParams } from '../../../runtime/errors.ts';

export const MB = 1024 * 1024;

/** Spec 01 §5: the attachment types when the server does not list its own. */
export const DEFAULT_ATTACH_TYPES: readonly string[] = [
  'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'zip', 'rar', '7z', 'pdf', 'txt', 'css', 'ql', 'json', 'mp4', 'flv', 'gltf', 'glb', 'wps', 'wpt', 'wdb',
];

/** Spec 02 §5: the multi-image uploader takes only these. */
export const IMAGE_MIME_TYPES: readonly string[] = ['image/gif', 'image/jpeg', 'image/png'];

export const IMPORT_TYPES: readonly string[] = ['xls', 'xlsx'];
/** Spec 01 §5: 209715200 bytes, stated to the user in MB. */
export const IMPORT_MAX_BYTES = 209_715_200;

export interface Refusal {
  messageId: string;
  params: MessageParams;
}

/** Lower-case suffix without the dot; '' when the name has none. */
export function fileSuffix(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? (match[1] as string).toLowerCase() : '';
}

/** A byte limit as the messages state it: MB with at most two decimals. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / MB) * 100) / 100;
}

export function checkSize(size: number, maxSizeMb: number): Refusal | null {
  return size > maxSizeMb * MB ? { messageId: 'upload.tooLarge', params: { n: maxSizeMb } } : null;
}

/** `limit` 0 means unbounded (the image uploader's default). */
export function checkCount(count: number, limit: number): Refusal | null {
  return limit > 0 && count >= limit ? { messageId: 'upload.tooMany', params: { n: limit } } : null;
}

export function checkSuffix(name: string, allowed: readonly string[]): Refusal | null {
  const suffix = fileSuffix(name);
  return allowed.includes(suffix) ? null : { messageId: 'upload.badType', params: { type: suffix || '?', types: allowed.join(', ') } };
}

export function checkImageType(type: string): Refusal | null {
  return IMAGE_MIME_TYPES.includes(type) ? null : { messageId: 'upload.notImage', params: { type: type || '?' } };
}

/** The first limit an attachment breaks when `count` files are already there. */
export function checkAttachment(file: { name: string; size: number }, count: number, limits: { types: readonly string[]; maxSizeMb: number; maxFiles: number }): Refusal | null {
  return checkCount(count, limits.maxFiles) ?? checkSuffix(file.name, limits.types) ?? checkSize(file.size, limits.maxSizeMb);
}

export function checkImage(file: { type: string; size: number }, count: number, limits: { maxSizeMb: number; limit: number }): Refusal | null {
  return checkImageType(file.type) ?? checkCount(count, limits.limit) ?? checkSize(file.size, limits.maxSizeMb);
}

/** Spec 01 §5: one workbook, xls or xlsx, within the import limit. */
export function checkImportFile(file: { name: string; size: number }): Refusal | null {
  if (!IMPORT_TYPES.includes(fileSuffix(file.name))) return { messageId: 'importDialog.onlyExcel', params: {} };
  return file.size > IMPORT_MAX_BYTES ? { messageId: 'upload.tooLarge', params: { n: megabytes(IMPORT_MAX_BYTES) } } : null;
}
