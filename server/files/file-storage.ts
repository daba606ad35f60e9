import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../runtime/index.ts';

/** Why a file is kept: the kind is the first folder under the storage root. */
export type FileKind = 'attach' | 'image' | 'import' | 'importError' | 'export';

/**
 * Every stored file lives under one root (config.storageRoot, env STORAGE_ROOT, default
 * DATA_DIR/files) at a name the server issued: `<kind>/<yyyymm>/<fileId>`. Clients only ever
 * hold the file id; nothing they send becomes part of a path.
 */
export interface FileStorage {
  readonly root: string;
  issueName(kind: FileKind, fileId: string, now?: Date): string;
  /** Absolute path of an issued name. */
  pathOf(storageName: string): string;
  /** A write stream to a new file at the issued name (its folder is created). */
  create(storageName: string): Promise<fs.WriteStream>;
  remove(storageName: string): Promise<void>;
}

const ISSUED_NAME = /^(attach|image|import|importError|export)\/\d{6}\/[0-9a-f]{32}$/;

/** @example const storage = createFileStorage(app.config.storageRoot); storage.pathOf('export/202406/3f…') */
export function createFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (storageName: string) => {
    // Names come from sys_file rows the server wrote; the check keeps a damaged row from
    // pointing anywhere else.
    if (!ISSUED_NAME.test(storageName)) throw new AppError('E_INTERNAL');
    return path.join(base, storageName);
  };
  return {
    root: base,
    issueName(kind, fileId, now = new Date()) {
      const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
      return `${kind}/${month}/${fileId}`;
    },
    pathOf,
    async create(storageName) {
      const file = pathOf(storageName);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      return fs.createWriteStream(file, { flags: 'wx' });
    },
    async remove(storageName) {
      await fsp.rm(pathOf(storageName), { force: true });
    },
  };
}
