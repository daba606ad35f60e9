import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../../runtime/index.ts';
import { newId } from '../../auth/secrets.ts';
import { checkedName, type FileStorage } from '../file-storage.ts';

const PLACE_FILE = '.storage-id';

/** The folder's own id, made once: servers sharing the folder (a network mount) share the place. */
async function folderId(root: string): Promise<string> {
  await fs.mkdir(root, { recursive: true });
  const file = path.join(root, PLACE_FILE);
  await fs.writeFile(file, newId(), { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await fs.readFile(file, 'utf8')).trim();
}

/** Reading the files of a folder without writing to it: the local driver's, and files left there under another driver. */
export function folderReader(root: string): Pick<FileStorage, 'read' | 'localFile'> {
  const base = path.resolve(root);
  const existing = async (storageName: string) => {
    const file = path.join(base, checkedName(storageName));
    return (await fs.stat(file).then((stat) => stat.isFile(), () => false)) ? file : undefined;
  };
  return {
    async read(storageName) {
      const file = await existing(storageName);
      return file ? createReadStream(file) : undefined;
    },
    async localFile(storageName) {
      const file = await existing(storageName);
      if (!file) throw new AppError('E_RECORD_NOT_FOUND');
      return { path: file, release: async () => {} };
    },
  };
}

/**
 * Content in files under one folder (STORAGE_ROOT, default DATA_DIR/files): the embedded
 * database's default. Servers see each other's files only through a shared folder.
 * @example const storage = await createLocalStorage('/srv/ops/files');
 */
export async function createLocalStorage(root: string): Promise<FileStorage> {
  const base = path.resolve(root);
  const pathOf = (storageName: string) => path.join(base, checkedName(storageName));
  return {
    ...folderReader(base),
    place: `local:${await folderId(base)}`,
    async write(storageName, source) {
      const file = pathOf(storageName);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const target = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline(source, target);
        return target.bytesWritten;
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
    },
    async remove(storageName) {
      await fs.rm(pathOf(storageName), { force: true });
    },
    close: async () => {},
  };
}
