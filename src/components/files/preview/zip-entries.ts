/**
 * A minimal zip reader for the xlsx preview: the central directory, stored and deflated
 * entries, inflated by the browser's DecompressionStream. No zip64, no encryption: a workbook
 * small enough to preview needs neither.
 */
import { TooLargeError } from './too-large-error.ts';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;


function findEndOfDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65535.
  const stop = Math.max(0, view.byteLength - 22 - 65535);
  for (let offset = view.byteLength - 22; offset >= stop; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD) return offset;
  }
  throw new Error('not a zip file');
}

/** The entries of the central directory, by name. */
export function zipEntries(bytes: ArrayBuffer): Map<string, ZipEntry> {
  const view = new DataView(bytes);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL) throw new Error('damaged central directory');
    const nameLength = view.getUint16(offset + 28, true);
    const name = decoder.decode(new Uint8Array(bytes, offset + 46, nameLength));
    entries.set(name, {
      name,
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localOffset: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

async function inflate(data: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // The declared size may lie: stop at the limit whatever it said.
    if (total > maxBytes) {
      await reader.cancel();
      throw new TooLargeError('inflated entry');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** An entry's bytes as text (UTF-8), refusing entries that inflate beyond `maxBytes`. */
export async function readEntryText(bytes: ArrayBuffer, entry: ZipEntry, maxBytes: number): Promise<string> {
  if (entry.size > maxBytes) throw new TooLargeError(entry.name);
  const view = new DataView(bytes);
  if (view.getUint32(entry.localOffset, true) !== LOCAL) throw new Error('damaged entry');
  const start = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
  const data = new Uint8Array(bytes, start, entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) throw new Error(`compression method ${entry.method}`);
  return new TextDecoder().decode(await inflate(data, maxBytes));
}
