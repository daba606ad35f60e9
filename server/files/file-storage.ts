import type { Readable } from 'node:stream';
import { AppError } from '../../runtime/index.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** Why a file is kept: the kind is the first part of its storage name. */
export type FileKind = 'attach' | 'image' | 'import' | 'importError' | 'export';

/** A file on this server's disk holding stored content, for readers that need random access. */
export interface LocalFile {
  path: string;
  /** Removes the copy (nothing for content that already is a local file). */
  release(): Promise<void>;
}

/**
 * Where file content lives (FILE_STORAGE: server/files/storage/): a local folder, PostgreSQL
 * or an S3 bucket. Content is addressed by a name the server issued, `<kind>/<yyyymm>/<fileId>`;
 * clients only ever hold the file id, nothing they send becomes part of a name. Content always
 * moves as a stream, never whole in memory.
 */
export interface FileStorage {
  /**
   * Which content this storage sees: 'postgres', `s3:<endpoint>/<bucket>`, or `local:<id>` of
   * one folder (the id is kept in the folder, so servers sharing it share the place). Rows
   * record it; a server purges only rows of its own place.
   */
  readonly place: string;
  /** Stores the bytes of the stream at an issued name and answers their count; a failed write leaves nothing. */
  write(storageName: string, source: Readable): Promise<number>;
  /** The content as a stream; undefined when this storage holds none under the name. */
  read(storageName: string): Promise<Readable | undefined>;
  /** @param db the purge's transaction, so content kept in the database goes with its row. */
  remove(storageName: string, db?: PlatformDb): Promise<void>;
  /** @throws AppError E_RECORD_NOT_FOUND when this storage holds no such content. */
  localFile(storageName: string): Promise<LocalFile>;
  /**
   * Removes content older than the hours that no sys_file row names: what a write left when its
   * server died midway (a failed write removes its own). Drivers that cannot list cheaply have none.
   */
  sweep?(olderThanHours: number): Promise<number>;
  /** Releases connections (the server's onClose). */
  close(): Promise<void>;
}

const ISSUED_NAME = /^(attach|image|import|importError|export)\/\d{6}\/[0-9a-f]{32}$/;

export function issueName(kind: FileKind, fileId: string, now = new Date()): string {
  const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
  return `${kind}/${month}/${fileId}`;
}

/** Names come from sys_file rows the server wrote; the check keeps a damaged row from naming anything else. */
export function checkedName(storageName: string): string {
  if (!ISSUED_NAME.test(storageName)) throw new AppError('E_INTERNAL');
  return storageName;
}
