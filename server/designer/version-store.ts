import { sql } from 'kysely';
import type { ModuleBundle } from '../../runtime/index.ts';
import { recordKey } from '../modules/record-key.ts';
import { revisionNumber, revisionSubquery } from './module-revision.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** sys_module_version rows (docs/module-authoring.md, Tables). */
export type VersionStatus = 'draft' | 'published' | 'archived';

export interface VersionRow {
  id: string;
  moduleId: string;
  version: number;
  status: VersionStatus;
  bundle: ModuleBundle;
  note: string;
  revision: number;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
  publishedBy: string | null;
  publishedAt: string | null;
}

/** Author of the versions read from modules/ at first start and of command-line imports. */
export const SYSTEM_AUTHOR = 'system';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toVersionRow(row: Row): VersionRow {
  return {
    id: text(row.id),
    moduleId: text(row.module_id),
    version: Number(row.version),
    status: text(row.status) as VersionStatus,
    // Stored bundles passed checkModuleBundle on the way in.
    bundle: JSON.parse(text(row.bundle)) as ModuleBundle,
    note: text(row.note),
    revision: Number(row.revision),
    createdBy: text(row.created_by),
    createdAt: text(row.created_at),
    updatedBy: text(row.updated_by),
    updatedAt: text(row.updated_at),
    publishedBy: optionalText(row.published_by),
    publishedAt: optionalText(row.published_at),
  };
}

function versions(db: PlatformDb) {
  return db.selectFrom('sys_module_version').selectAll();
}

export async function findVersion(db: PlatformDb, moduleId: string, version: number): Promise<VersionRow | undefined> {
  const row = await versions(db).where('module_id', '=', moduleId).where('version', '=', version).executeTakeFirst();
  return row ? toVersionRow(row) : undefined;
}

/**
 * The module's draft or published row. `lock` takes it for update: publishing holds the
 * published row so that saves of records (which share it, record-write.ts) wait or fail.
 */
export async function findByStatus(db: PlatformDb, moduleId: string, status: 'draft' | 'published', lock = false): Promise<VersionRow | undefined> {
  const query = versions(db).where('module_id', '=', moduleId).where('status', '=', status);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row ? toVersionRow(row) : undefined;
}

/** Every version of one module, newest first. */
export async function moduleVersions(db: PlatformDb, moduleId: string): Promise<VersionRow[]> {
  const rows = await versions(db).where('module_id', '=', moduleId).orderBy('version', 'desc').execute();
  return rows.map(toVersionRow);
}

/** The draft and published rows of every module (what the designer lists). */
export async function currentVersions(db: PlatformDb): Promise<VersionRow[]> {
  const rows = await versions(db).where('status', 'in', ['draft', 'published']).orderBy('module_id').orderBy('version').execute();
  return rows.map(toVersionRow);
}

/** Every published bundle with the revision they belong to, read in ONE statement so the two agree. */
export async function publishedSet(db: PlatformDb): Promise<{ revision: number; rows: { moduleId: string; version: number; bundle: string }[] }> {
  const { rows } = await sql<{ revision: string | null; module_id: string | null; version: number | null; bundle: string | null }>`
    select r.revision, v.module_id, v.version, v.bundle
    from (select ${revisionSubquery()} as revision) r
    left join sys_module_version v on v.status = 'published'
    order by v.module_id`.execute(db);
  return {
    revision: revisionNumber(rows[0]?.revision),
    rows: rows.flatMap((row) => (row.module_id === null ? [] : [{ moduleId: row.module_id, version: Number(row.version), bundle: text(row.bundle) }])),
  };
}

/** Versions are numbered 1, 2, 3 ... per module and never reused, even after a discarded draft. */
export async function nextVersionNumber(db: PlatformDb, moduleId: string): Promise<number> {
  const versionRow = await db.selectFrom('sys_module_version').select((eb) => eb.fn.max('version').as('last')).where('module_id', '=', moduleId).executeTakeFirst();
  const auditRow = await db.selectFrom('sys_module_audit').select((eb) => eb.fn.max('to_version').as('last')).where('module_id', '=', moduleId).executeTakeFirst();
  return Math.max(Number(versionRow?.last ?? 0), Number(auditRow?.last ?? 0)) + 1;
}

export interface NewVersion {
  moduleId: string;
  version: number;
  status: VersionStatus;
  bundle: ModuleBundle;
  note: string;
  userId: string;
}

/** Stores the bundle without `$schema` (a file's pointer to its schema, added again on export). */
export function storedBundle(bundle: ModuleBundle): string {
  const { $schema: _schema, ...rest } = bundle;
  return JSON.stringify(rest);
}

/**
 * Inserts a version row; false when the module already has a row of that number or status
 * (another analyst or server got there first).
 */
export async function insertVersion(db: PlatformDb, values: NewVersion): Promise<boolean> {
  const published = values.status === 'published';
  const result = await db
    .insertInto('sys_module_version')
    .values({
      id: recordKey(),
      module_id: values.moduleId,
      version: values.version,
      status: values.status,
      bundle: storedBundle(values.bundle),
      note: values.note,
      revision: 1,
      created_by: values.userId,
      updated_by: values.userId,
      published_by: published ? values.userId : null,
      published_at: published ? sql`localtimestamp(0)` : null,
    })
    .onConflict((c) => c.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
