import type { InstantDefault, Int8 } from './columns.ts';

/** Stored files and the content kept in the database (server/db/migrations/baseline/file-tables.ts). */

export interface SysFileTable {
  file_id: string;
  kind: string;
  /** Attachment group, image group, or import run uuid. */
  group_id: string | null;
  org_no: string;
  created_by: string;
  created_at: InstantDefault;
  file_name: string;
  file_type: string;
  byte_size: Int8;
  storage_name: string;
  module_id: string | null;
  /** The verified template mark of an import upload (JSON text). */
  meta: string | null;
  /** Where the content is (FileStorage.place); null on rows from before it was recorded. */
  storage_place: string | null;
}

export interface SysFileChunkTable {
  storage_name: string;
  seq: number;
  bytes: Uint8Array;
  created_at: InstantDefault;
}

export interface FileTables {
  sys_file: SysFileTable;
  sys_file_chunk: SysFileChunkTable;
}
