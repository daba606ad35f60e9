/**
 * A minimal zip reader and writer for the file tests: they take a genuine workbook apart and
 * put it together again with one part changed, or build archives that lie about themselves.
 */
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Stored (0) or deflated (8, default). */
  method?: number;
  /** Uncompressed size written to the headers, when a test wants it to lie. */
  declaredSize?: number;
  /** Bytes placed before the local header, unknown to the central directory. */
  hiddenBefore?: Buffer;
  /** Already deflated bytes to write instead of deflating `data` (too large to hold inflated). */
  packed?: PackedData;
}

/** A raw deflate stream with the CRC and size of what it inflates to. */
export interface PackedData {
  bytes: Buffer;
  crc: number;
  size: number;
}

export function readZip(bytes: Buffer): ZipPart[] {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const parts: ZipPart[] = [];
  for (let index = 0; index < count; index += 1) {
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const raw = bytes.subarray(start, start + compressed);
    parts.push({ name, data: method === 8 ? zlib.inflateRawSync(raw) : Buffer.from(raw) });
  }
  return parts;
}

export function writeZip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const method = part.packed ? 8 : (part.method ?? 8);
    const data = part.packed?.bytes ?? (method === 8 ? zlib.deflateRawSync(part.data) : part.data);
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? part.packed?.size ?? part.data.length;
    const crc = part.packed?.crc ?? zlib.crc32(part.data);
    const hidden = part.hiddenBefore ?? Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset + hidden.length, 42);
    locals.push(hidden, local, name, data);
    centrals.push(central, name);
    offset += hidden.length + local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The workbook with one part replaced (or added), everything else as it was. */
export function replacePart(workbook: Buffer, name: string, change: (text: string) => string | Buffer): Buffer {
  const parts = readZip(workbook);
  const existing = parts.find((part) => part.name === name);
  const next = change(existing ? existing.data.toString('utf8') : '');
  const data = typeof next === 'string' ? Buffer.from(next, 'utf8') : next;
  return writeZip(existing ? parts.map((part) => (part === existing ? { ...part, data } : part)) : [...parts, { name, data }]);
}

/**
 * A deflate stream of `head`, then `body` repeated `times`, then `tail`, built without ever
 * holding the inflated whole: each piece is deflated on its own up to a full flush, so the
 * pieces' deflated bytes can simply follow each other.
 */
export function packRepeated(head: string, body: string, times: number, tail: string): PackedData {
  const flushed = (text: string) => zlib.deflateRawSync(Buffer.from(text), { finishFlush: zlib.constants.Z_FULL_FLUSH });
  const repeated = flushed(body);
  let crc = zlib.crc32(head);
  for (let index = 0; index < times; index += 1) crc = zlib.crc32(body, crc);
  crc = zlib.crc32(tail, crc);
  const bytes = Buffer.concat([flushed(head), ...Array.from({ length: times }, () => repeated), zlib.deflateRawSync(Buffer.from(tail))]);
  return { bytes, crc, size: Buffer.byteLength(head) + Buffer.byteLength(body) * times + Buffer.byteLength(tail) };
}
