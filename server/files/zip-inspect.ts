import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { PassThrough, Readable, Transform, pipeline as streamPipeline } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { AppError, isAppError } from '../../runtime/index.ts';

/**
 * A zip archive checked before any library unpacks it: the central directory must describe
 * every byte of the file (no hidden or overlapping entries), sizes and ratios must stay within
 * limits, and every entry is inflated once here with a hard stop at its declared size and its
 * CRC compared. A zip bomb therefore costs at most `maxTotalBytes` of inflating and is refused.
 */

export interface ZipLimits {
  maxEntries: number;
  /** Sum of declared uncompressed sizes. */
  maxTotalBytes: number;
  /** Largest uncompressed / compressed ratio of an entry bigger than a megabyte. */
  maxRatio: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's local header. */
  offset: number;
}

export interface ZipInspection {
  entries: ZipEntry[];
  /** The first bytes of the entries `keep` asked for, inflated. */
  heads: Map<string, Buffer>;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK = 0xffffffff;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DESCRIPTOR = 0x8;
const STORED = 0;
const DEFLATED = 8;
const RATIO_FLOOR = 1024 * 1024;

export const damaged = () => new AppError('E_BAD_REQUEST', {}, 'files.damaged');
export const zipBomb = () => new AppError('E_BAD_REQUEST', {}, 'files.zipBomb');

async function readAt(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw damaged();
  return buffer;
}

/** The end-of-central-directory record: the last signature whose comment reaches the end of the file. */
function findEndRecord(tail: Buffer): number {
  for (let at = tail.length - EOCD_SIZE; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_SIZE + tail.readUInt16LE(at + 20) === tail.length) return at;
  }
  throw damaged();
}

function parseCentralDirectory(directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_SIZE > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw damaged();
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (directory.readUInt16LE(at + 34) !== 0) throw damaged();
    entries.push({
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength),
    });
    at += CENTRAL_SIZE + nameLength + extraLength + commentLength;
  }
  if (at !== directory.length) throw damaged();
  return entries;
}

function checkEntries(entries: ZipEntry[], limits: ZipLimits): void {
  if (entries.length === 0) throw damaged();
  if (entries.length > limits.maxEntries) throw zipBomb();
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    // Two entries of one name would let two readers see different files.
    if (names.has(entry.name)) throw damaged();
    names.add(entry.name);
    if (entry.flags & FLAG_ENCRYPTED) throw damaged();
    if (entry.method !== STORED && entry.method !== DEFLATED) throw damaged();
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK || entry.offset === ZIP64_MARK) throw zipBomb();
    if (entry.method === STORED && entry.size !== entry.compressedSize) throw damaged();
    if (entry.size > RATIO_FLOOR && entry.size > entry.compressedSize * limits.maxRatio) throw zipBomb();
    total += entry.size;
  }
  if (total > limits.maxTotalBytes) throw zipBomb();
}

/** Where the entry's data starts, after checking its local header agrees with the directory. */
async function dataStart(handle: fs.FileHandle, entry: ZipEntry): Promise<number> {
  const header = await readAt(handle, entry.offset, LOCAL_SIZE);
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE || header.readUInt16LE(8) !== entry.method) throw damaged();
  const nameLength = header.readUInt16LE(26);
  const extraLength = header.readUInt16LE(28);
  const name = (await readAt(handle, entry.offset + LOCAL_SIZE, nameLength)).toString('utf8');
  if (name !== entry.name) throw damaged();
  if (!(entry.flags & FLAG_DESCRIPTOR) && (header.readUInt32LE(18) !== entry.compressedSize || header.readUInt32LE(22) !== entry.size)) throw damaged();
  return entry.offset + LOCAL_SIZE + nameLength + extraLength;
}

/** Length of the data descriptor after an entry's data: 16 bytes with its optional signature, else 12. */
async function descriptorLength(handle: fs.FileHandle, entry: ZipEntry, end: number): Promise<number> {
  if (!(entry.flags & FLAG_DESCRIPTOR)) return 0;
  return (await readAt(handle, end, 4)).readUInt32LE(0) === DESCRIPTOR_SIGNATURE ? 16 : 12;
}

async function inflateEntry(path: string, entry: ZipEntry, start: number, keep: number): Promise<Buffer> {
  let size = 0;
  let crc = 0;
  let head = Buffer.alloc(0);
  // Which error a broken pipeline reports first is a race (the inflater may close early);
  // remember an overrun so that it is always answered as a bomb.
  let overrun = false;
  const source = entry.compressedSize === 0 ? [] : createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  const inflater = entry.method === DEFLATED ? zlib.createInflateRaw() : new PassThrough();
  try {
    await pipeline(source, inflater, async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > entry.size) {
          overrun = true;
          throw zipBomb();
        }
        crc = zlib.crc32(chunk, crc);
        if (head.length < keep) head = Buffer.concat([head, chunk.subarray(0, keep - head.length)]);
      }
    });
  } catch (error) {
    if (overrun) throw zipBomb();
    throw isAppError(error) ? error : damaged();
  }
  if (size !== entry.size || crc !== entry.crc) throw damaged();
  return head;
}

/** The entries of a zip, its central directory checked against the end record and itself. */
async function readDirectory(handle: fs.FileHandle, limits: ZipLimits): Promise<{ entries: ZipEntry[]; directoryOffset: number }> {
  const fileSize = (await handle.stat()).size;
  if (fileSize < EOCD_SIZE) throw damaged();
  const tailLength = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT);
  const tail = await readAt(handle, fileSize - tailLength, tailLength);
  const end = findEndRecord(tail);
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (tail.readUInt16LE(end + 4) !== 0 || tail.readUInt16LE(end + 6) !== 0 || tail.readUInt16LE(end + 8) !== count) throw damaged();
  if (count > limits.maxEntries) throw zipBomb();
  if (directoryOffset + directorySize !== fileSize - tailLength + end) throw damaged();
  const entries = parseCentralDirectory(await readAt(handle, directoryOffset, directorySize), count);
  checkEntries(entries, limits);
  return { entries, directoryOffset };
}

/**
 * @param keep how many inflated bytes of an entry to hand back (0 for none), by entry name.
 * @throws AppError files.damaged (not a sound zip) or files.zipBomb (beyond the limits).
 */
export async function inspectZip(path: string, limits: ZipLimits, keep: (name: string) => number): Promise<ZipInspection> {
  const handle = await fs.open(path, 'r');
  try {
    const { entries, directoryOffset } = await readDirectory(handle, limits);

    // Entries must tile the file from its first byte to the central directory: nothing hidden
    // between them for a streaming reader to find, nothing shared by two of them.
    const ordered = [...entries].sort((a, b) => a.offset - b.offset);
    const starts = new Map<ZipEntry, number>();
    let expected = 0;
    for (const entry of ordered) {
      if (entry.offset !== expected) throw damaged();
      const start = await dataStart(handle, entry);
      const dataEnd = start + entry.compressedSize;
      expected = dataEnd + (await descriptorLength(handle, entry, dataEnd));
      starts.set(entry, start);
    }
    if (expected !== directoryOffset) throw damaged();

    const heads = new Map<string, Buffer>();
    for (const entry of ordered) {
      const head = await inflateEntry(path, entry, starts.get(entry) as number, keep(entry.name));
      if (head.length > 0) heads.set(entry.name, head);
    }
    return { entries, heads };
  } finally {
    await handle.close();
  }
}

/** Passes an entry's inflated bytes on up to its declared size, and refuses the first byte beyond. */
function sizeStop(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? zipBomb() : null, seen > size ? undefined : chunk);
    },
  });
}

/** Random access to the entries of a zip that inspectZip accepted. */
export interface ZipReader {
  /** By name. */
  entries: ReadonlyMap<string, ZipEntry>;
  /** The entry's inflated bytes as a stream. */
  open(entry: ZipEntry): Promise<Readable>;
  close(): Promise<void>;
}

/**
 * Opens a zip for reading its entries in any order, as the central directory lists them
 * (a sequential reader would depend on the order the writer chose). The directory is checked
 * against `limits` again and no entry inflates beyond its declared size, so a reader is bounded
 * even when the file changed since inspectZip.
 */
export async function openZip(path: string, limits: ZipLimits): Promise<ZipReader> {
  const handle = await fs.open(path, 'r');
  try {
    const { entries } = await readDirectory(handle, limits);
    return {
      entries: new Map(entries.map((entry) => [entry.name, entry])),
      async open(entry) {
        const start = await dataStart(handle, entry);
        if (entry.compressedSize === 0) return Readable.from([]);
        const source = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
        const inflater = entry.method === DEFLATED ? zlib.createInflateRaw() : new PassThrough();
        return streamPipeline(source, inflater, sizeStop(entry.size), () => undefined);
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
