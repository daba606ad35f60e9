/** The module designer's calls (docs/module-authoring.md, 'Calls'). */
import { request, unwrap, type Envelope } from '../../../api/request.ts';
import type { BundleProblem, DictionaryBundle, LocalizedText, MigrationPlan, ModuleBundle } from '../../../../runtime/index.ts';

const BASE = 'system/moduleDesign';

export interface DraftInfo {
  version: number;
  revision: number;
  updatedBy: string;
  updatedByName: string;
  updatedAt: string;
}

export interface DesignedModule {
  moduleId: string;
  title: LocalizedText;
  apiPath: string;
  publishedVersion: number | null;
  draft: DraftInfo | null;
  updatedAt: string;
}

export type VersionStatus = 'draft' | 'published' | 'archived';

export interface ModuleVersion {
  version: number;
  status: VersionStatus;
  note: string;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  publishedBy: string | null;
  publishedByName: string | null;
  publishedAt: string | null;
}

export interface LoadedVersion {
  moduleId: string;
  version: number;
  status: VersionStatus;
  revision: number;
  bundle: ModuleBundle;
}

export interface DesignContext {
  dictionaries: DictionaryBundle;
  entities: { moduleId: string; entityName: string; title: LocalizedText; fields: { name: string; label: LocalizedText; type: string }[] }[];
  menuFolders: { id: string; title: LocalizedText }[];
  workflowModels: { moduleId: string; modelId: string; name: string; published: boolean }[];
  tables: { table: string; module?: string }[];
}

export interface PlanAnswer {
  plan: MigrationPlan;
  /** Rows that would break, by index into plan.checks. */
  counts: Record<string, number>;
  blocked: boolean;
  problems: BundleProblem[];
  /** The draft revision the plan was made from; null when it plans an archived version (a rollback). */
  revision?: number | null;
}

export interface AuditEntry {
  id: string;
  moduleId: string;
  action: 'publish' | 'rollback' | 'import' | 'importDraft' | 'discard';
  fromVersion: number | null;
  toVersion: number | null;
  userName: string;
  realName: string;
  createdAt: string;
  note: string;
}

async function value<T>(path: string, params: Record<string, unknown> = {}): Promise<T> {
  return unwrap(await request<Envelope<T>>(`${BASE}/${path}`, params));
}

export const loadDesignerAccess = () => value<{ view: boolean; edit: boolean; publish: boolean }>('access.ajax');
export const listDesignedModules = () => value<DesignedModule[]>('list.ajax');
export const listVersions = (moduleId: string) => value<ModuleVersion[]>('versions.ajax', { moduleId });
export const loadVersion = (moduleId: string, version?: number) => value<LoadedVersion>('load.ajax', version === undefined ? { moduleId } : { moduleId, version });
export const loadDesignContext = () => value<DesignContext>('context.ajax');
export const checkBundle = (bundle: ModuleBundle) => value<{ problems: BundleProblem[] }>('check.ajax', { bundle: JSON.stringify(bundle) });
/**
 * `create`: a module the analyst starts now; the server refuses a moduleId already taken.
 * `note` only when the analyst edited it: without it the draft keeps the note it has.
 */
export const saveDraft = (moduleId: string, bundle: ModuleBundle, revision: number, options: { note?: string; create?: boolean } = {}) =>
  value<{ version: number; revision: number }>('saveDraft.ajax', {
    moduleId,
    bundle: JSON.stringify(bundle),
    revision,
    ...(options.note === undefined ? {} : { note: options.note }),
    create: options.create ? '1' : '0',
  });
export const discardDraft = (moduleId: string, revision: number) => value<Record<string, never>>('discardDraft.ajax', { moduleId, revision });
export const planPublish = (moduleId: string, version?: number) => value<PlanAnswer>('plan.ajax', version === undefined ? { moduleId } : { moduleId, version });
/**
 * What a release was previewed against: the published version (0 when there was none) and,
 * for a publish, the draft's revision. The server refuses when either changed since.
 */
export interface PreviewedState {
  publishedVersion: number;
  revision: number;
}
export const publishDraft = (moduleId: string, previewed: PreviewedState, note: string) =>
  value<{ version: number; plan: MigrationPlan }>('publish.ajax', { moduleId, revision: previewed.revision, publishedVersion: previewed.publishedVersion, note });
export const rollbackTo = (moduleId: string, version: number, publishedVersion: number, note: string) =>
  value<{ version: number; plan: MigrationPlan }>('rollback.ajax', { moduleId, version, publishedVersion, note });
export const generateFromTable = (table: string) => value<{ bundle: ModuleBundle }>('generate.ajax', { table });

export async function listAudit(params: { moduleId?: string; pageNo: number; pageSize: number }): Promise<{ rows: AuditEntry[]; total: number }> {
  const body = await request<Envelope<unknown> & { rows?: { rowDatas: AuditEntry }[]; totalRows?: number }>(`${BASE}/audit.ajax`, params);
  if (typeof body.state === 'number' && body.state !== 0) unwrap(body);
  return { rows: (body.rows ?? []).map((row) => row.rowDatas), total: body.totalRows ?? 0 };
}
