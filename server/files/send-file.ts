import type { FastifyReply } from 'fastify';
import { AppError } from '../../runtime/index.ts';
import { contentTypeOf, isInlineType } from './content-type.ts';
import { fileSuffix, safeFileName } from './file-name.ts';
import type { FileRecord } from './file-records.ts';
import type { FileStorage } from './file-storage.ts';

export interface SendOptions {
  /** Download name the client asked for; the stored name otherwise. */
  fileName?: string;
  inline?: boolean;
}

/**
 * A stored file is shown, if at all, as a sandboxed document of its own (no scripts, an opaque
 * origin) that loads nothing and may be framed only by the app's pages.
 */
export const FILE_CONTENT_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** RFC 6266 / 5987: an ASCII fallback for old clients and the UTF-8 name for the rest. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored file. Inline display is granted only to types a browser shows without
 * running anything, and even then the page is sandboxed and never content-sniffed.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, record: FileRecord, options: SendOptions = {}): Promise<FastifyReply> {
  const content = await storage.read(record.storageName);
  if (!content) throw new AppError('E_RECORD_NOT_FOUND');
  const inline = options.inline === true && isInlineType(record.fileType);
  const asked = safeFileName(options.fileName || record.fileName);
  // A client-chosen name keeps the stored type's suffix, so the saved file opens as what it is.
  const name = fileSuffix(asked) === record.fileType ? asked : `${asked}.${record.fileType}`;
  return reply
    .header('content-type', contentTypeOf(record.fileType))
    .header('content-length', record.byteSize)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CONTENT_POLICY)
    .header('cache-control', 'private, no-store')
    .send(content);
}

/** Sends a workbook made in memory (the import template). */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', contentTypeOf('xlsx'))
    .header('content-disposition', contentDisposition('attachment', safeFileName(fileName)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
