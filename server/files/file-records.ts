import { sql } from 'kysely';
import type { FileKind } from './file-storage.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** A sys_file row: what the server knows of a stored file. */
export interface FileRecord {
  fileId: string;
  kind: FileKind;
  groupId: string | null;
  orgNo: string;
  createdBy: string;
  fileName: string;
  fileType: string;
  byteSize: number;
  storageName: string;
  moduleId: string | null;
  meta: string | null;
}

type Row = Record<string, unknown>;

function toRecord(row: Row): FileRecord {
  return {
    fileId: String(row.file_id),
    kind: row.kind as FileKind,
    groupId: (row.group_id as string | null) ?? null,
    orgNo: String(row.org_no),
    createdBy: String(row.created_by),
    fileName: String(row.file_name),
    fileType: String(row.file_type),
    byteSize: Number(row.byte_size),
    storageName: String(row.storage_name),
    moduleId: (row.module_id as string | null) ?? null,
    meta: (row.meta as string | null) ?? null,
  };
}

/** @param place where the content is (FileStorage.place): only a server seeing it purges the row. */
export async function insertFileRecord(db: PlatformDb, record: FileRecord, place: string): Promise<void> {
  await db
    .insertInto('sys_file')
    .values({
      file_id: record.fileId,
      kind: record.kind,
      group_id: record.groupId,
      org_no: record.orgNo,
      created_by: record.createdBy,
      file_name: record.fileName,
      file_type: record.fileType,
      byte_size: record.byteSize,
      storage_name: record.storageName,
      module_id: record.moduleId,
      meta: record.meta,
      storage_place: place,
    })
    .execute();
}

export async function findFileRecord(db: PlatformDb, fileId: string): Promise<FileRecord | undefined> {
  const row = await db.selectFrom('sys_file').selectAll().where('file_id', '=', fileId).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Files of one group of an organisation, in upload order. */
export async function listFileGroup(db: PlatformDb, kind: FileKind, groupId: string, orgNo: string): Promise<FileRecord[]> {
  const rows = await db
    .selectFrom('sys_file')
    .selectAll()
    .where('kind', '=', kind)
    .where('group_id', '=', groupId)
    .where('org_no', '=', orgNo)
    .orderBy('created_at')
    .orderBy('file_id')
    .execute();
  return rows.map(toRecord);
}

/** Who may add to a group: the organisation, module and (outside modules) user of the upload. */
export interface GroupJoiner {
  orgNo: string;
  moduleId: string | null;
  userId: string;
}

/**
 * Whether the group holds files the joiner may not add to: another organisation's ('otherOrg'),
 * or files of another module or, outside modules, of another user ('bound'); undefined when
 * the group is new or the joiner's.
 */
export async function groupConflict(db: PlatformDb, groupId: string, joiner: GroupJoiner): Promise<'otherOrg' | 'bound' | undefined> {
  const row = await db
    .selectFrom('sys_file')
    .select('org_no')
    .where('group_id', '=', groupId)
    .where((eb) =>
      eb.or([
        eb('org_no', '<>', joiner.orgNo),
        joiner.moduleId === null ? eb.or([eb('module_id', 'is not', null), eb('created_by', '<>', joiner.userId)]) : eb.or([eb('module_id', 'is', null), eb('module_id', '<>', joiner.moduleId)]),
      ]),
    )
    .orderBy(sql`org_no = ${joiner.orgNo}`)
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.org_no === joiner.orgNo ? 'bound' : 'otherOrg';
}

/** Marks rows stored before places were recorded as the place's (the embedded database's one folder). */
export async function claimUnplacedRecords(db: PlatformDb, place: string): Promise<void> {
  await db.updateTable('sys_file').set({ storage_place: place }).where('storage_place', 'is', null).execute();
}

export async function deleteFileRecord(db: PlatformDb, fileId: string): Promise<void> {
  await db.deleteFrom('sys_file').where('file_id', '=', fileId).execute();
}
