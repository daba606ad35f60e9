import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text } from 'node:stream/consumers';
import { inspectZip, openZip, type ZipLimits } from '../../server/files/zip-inspect.ts';
import { writeZip, type ZipPart } from './zip-helpers.ts';

const LIMITS: ZipLimits = { maxEntries: 10, maxTotalBytes: 64 * 1024 * 1024, maxRatio: 300 };

describe('import: zip inspection before parsing', () => {
  let dir: string;
  let counter = 0;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zip-inspect-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  async function inspect(bytes: Buffer, limits = LIMITS) {
    counter += 1;
    const file = path.join(dir, `${counter}.zip`);
    await fs.writeFile(file, bytes);
    return inspectZip(file, limits, (name) => (name === 'a.txt' ? 5 : 0));
  }

  async function refusal(bytes: Buffer, limits = LIMITS): Promise<string> {
    try {
      await inspect(bytes, limits);
    } catch (error) {
      return (error as { messageId: string }).messageId;
    }
    return 'accepted';
  }

  const parts: ZipPart[] = [
    { name: 'a.txt', data: Buffer.from('hello world') },
    { name: 'b.txt', data: Buffer.from('stored entry'), method: 0 },
  ];

  it('accepts a sound archive and hands back the heads asked for', async () => {
    const { entries, heads } = await inspect(writeZip(parts));
    expect(entries.map((entry) => [entry.name, entry.size])).toEqual([['a.txt', 11], ['b.txt', 12]]);
    expect(heads.get('a.txt')?.toString()).toBe('hello');
    expect(heads.has('b.txt')).toBe(false);
  });

  it('refuses what is no zip, a truncated one and one with a broken entry', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7 not a zip at all, just some bytes'))).toBe('files.damaged');
    const sound = writeZip(parts);
    expect(await refusal(sound.subarray(0, sound.length - 30))).toBe('files.damaged');
    const corrupt = Buffer.from(sound);
    corrupt[40] = (corrupt[40] as number) ^ 0xff;
    expect(await refusal(corrupt)).toBe('files.damaged');
  });

  it('refuses bytes hidden between entries, duplicate names and a CRC mismatch', async () => {
    expect(await refusal(writeZip([parts[0] as ZipPart, { ...(parts[1] as ZipPart), hiddenBefore: Buffer.from('PK\u0003\u0004 smuggled') }]))).toBe('files.damaged');
    expect(await refusal(writeZip([parts[0] as ZipPart, { ...(parts[0] as ZipPart), method: 0 }]))).toBe('files.damaged');
    const stored = writeZip([{ name: 'a.txt', data: Buffer.from('abcdef'), method: 0 }]);
    stored[30 + 5 + 2] = 0x7a;
    expect(await refusal(stored)).toBe('files.damaged');
  });

  it('refuses a bomb: a lying size, a huge declared total, an extreme ratio, too many entries', async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    expect(await refusal(writeZip([{ name: 'sheet.xml', data: zeros, declaredSize: 1000 }]))).toBe('files.zipBomb');
    expect(await refusal(writeZip([{ name: 'sheet.xml', data: Buffer.from('x'), declaredSize: 100 * 1024 * 1024 }]))).toBe('files.zipBomb');
    expect(await refusal(writeZip([{ name: 'sheet.xml', data: zeros }]))).toBe('files.zipBomb');
    const many = Array.from({ length: 11 }, (_, index) => ({ name: `${index}.txt`, data: Buffer.from('x') }));
    expect(await refusal(writeZip(many))).toBe('files.zipBomb');
  });

  it('stops an entry read through openZip at its declared size, inspected or not', async () => {
    counter += 1;
    const file = path.join(dir, `${counter}.zip`);
    await fs.writeFile(file, writeZip([{ name: 'sheet.xml', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1000 }]));
    const zip = await openZip(file, LIMITS);
    try {
      await expect(text(await zip.open(zip.entries.get('sheet.xml')!))).rejects.toMatchObject({ messageId: 'files.zipBomb' });
    } finally {
      await zip.close();
    }
  });
});
