import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../runtime/index.ts';
import type { FileStorage, LocalFile } from '../file-storage.ts';

/**
 * A temporary local copy of content kept elsewhere (PostgreSQL, S3), streamed to a private
 * folder under the system's temporary one: zip inspection and workbook readers need random access.
 */
export async function tempCopy(read: FileStorage['read'], storageName: string): Promise<LocalFile> {
  const source = await read(storageName);
  if (!source) throw new AppError('E_RECORD_NOT_FOUND');
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'energy-ops-file-'));
  const release = () => fs.rm(folder, { recursive: true, force: true });
  const file = path.join(folder, 'content');
  try {
    await pipeline(source, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return { path: file, release };
  } catch (error) {
    await release();
    throw error;
  }
}
