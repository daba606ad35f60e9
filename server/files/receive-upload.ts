import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../runtime/index.ts';
import { newId } from '../auth/secrets.ts';
import { fileSuffix, safeFileName } from './file-name.ts';
import { SIGNATURE_BYTES } from './file-signature.ts';
import { issueName, type FileKind, type FileStorage } from './file-storage.ts';

/** One uploaded file, already in storage under a server-issued name, with the form fields sent along. */
export interface ReceivedUpload {
  fileId: string;
  storageName: string;
  /** The client's name, reduced to a safe display name. */
  fileName: string;
  suffix: string;
  size: number;
  /** The first bytes, for signature checks. */
  head: Buffer;
  fields: Record<string, string>;
}

/** Bytes in the megabyte the spec states limits in. */
export const MB = 1024 * 1024;

/** The spec states limits in MB ('上传文件大小不能超过 {n}MB!'); bytes are rounded to two decimals. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError('E_PAYLOAD_TOO_LARGE', { n: Math.round((maxBytes / MB) * 100) / 100 });
}

const FORM_LIMITS = { fields: 50, fieldSize: 100_000, parts: 60 };

/** Counts bytes and keeps the first few as the file streams by, so it is never read twice. */
function meter(): { stream: Transform; measured: () => { size: number; head: Buffer } } {
  let size = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_BYTES);
      done(null, chunk);
    },
  });
  return { stream, measured: () => ({ size, head }) };
}

/**
 * Reads a multipart request holding exactly one file: streams it to storage (never into
 * memory), stops at `maxBytes` and collects the text fields. On any refusal the partial file
 * is removed. The caller checks type and content, and removes the file when it refuses them.
 * @throws AppError E_PAYLOAD_TOO_LARGE {n MB}; E_BAD_REQUEST files.noFile / files.oneFile.
 */
export async function receiveUpload(request: FastifyRequest, storage: FileStorage, kind: FileKind, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('E_BAD_REQUEST', {}, 'files.noFile');
  const fields: Record<string, string> = {};
  let upload: ReceivedUpload | undefined;
  let extraFile = false;
  try {
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, files: 2, fileSize: maxBytes + 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (upload) {
        extraFile = true;
        part.file.resume();
        continue;
      }
      const fileId = newId();
      const storageName = issueName(kind, fileId);
      const fileName = safeFileName(part.filename ?? '');
      upload = { fileId, storageName, fileName, suffix: fileSuffix(fileName), size: 0, head: Buffer.alloc(0), fields };
      const counter = meter();
      const written = storage.write(storageName, counter.stream);
      // A storage that fails stops the reading too, instead of leaving it waiting to be drained.
      written.catch((error: Error) => counter.stream.destroy(error));
      await Promise.all([pipeline(part.file, counter.stream), written]);
      Object.assign(upload, counter.measured());
      if (part.file.truncated || upload.size > maxBytes) throw tooLarge(maxBytes);
    }
    if (!upload || upload.size === 0) throw new AppError('E_BAD_REQUEST', {}, upload ? 'files.emptyFile' : 'files.noFile');
    if (extraFile) throw new AppError('E_BAD_REQUEST', {}, 'files.oneFile');
    return upload;
  } catch (error) {
    if (upload) await storage.remove(upload.storageName);
    if (isAppError(error)) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw new AppError('E_BAD_REQUEST', {}, 'files.oneFile');
    // Other multipart errors are a malformed request; anything else (a full disk) is ours.
    if (code?.startsWith('FST_')) throw new AppError('E_BAD_REQUEST', { reason: 'multipart' });
    throw error;
  }
}

/** A client may ask for a smaller limit than the server's (the spec's maxSize field, in bytes), never a larger one. */
export function requestedLimit(maxSize: string | undefined, serverMax: number): number {
  const asked = Number(maxSize);
  return maxSize && Number.isFinite(asked) && asked > 0 ? Math.min(asked, serverMax) : serverMax;
}
