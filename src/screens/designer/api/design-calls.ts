/** The module designer's calls (docs/module-authoring.md, 'Calls'). */
import { request, unwrap, type Envelope } from '../../../api/request.ts';
import type { LocalizedText, ModuleBundle } from '../../../../runtime/index.ts';
import type {
  AuditEntry,
  CheckAnswer,
  DesignContext,
  DesignedModule,
  DesignerAccess,
  Generated,
  LoadedVersion,
  ModuleVersion,
  PlanAnswer,
  Published,
  SavedDraft,
} from '../../../../contracts/module-design.ts';

const BASE = 'system/moduleDesign';

async function value<T>(path: string, params: Record<string, unknown> = {}): Promise<T> {
  return unwrap(await request<Envelope<T>>(`${BASE}/${path}`, params));
}

export const loadDesignerAccess = () => value<DesignerAccess>('access.ajax');
export const listDesignedModules = () => value<DesignedModule[]>('list.ajax');
export const listVersions = (moduleId: string) => value<ModuleVersion[]>('versions.ajax', { moduleId });
export const loadVersion = (moduleId: string, version?: number) => value<LoadedVersion>('load.ajax', version === undefined ? { moduleId } : { moduleId, version });
export const loadDesignContext = () => value<DesignContext>('context.ajax');
export const checkBundle = (bundle: ModuleBundle) => value<CheckAnswer>('check.ajax', { bundle: JSON.stringify(bundle) });
/**
 * `create`: a module the analyst starts now; the server refuses a moduleId already taken.
 * `note` only when the analyst edited it: without it the draft keeps the note it has.
 */
export const saveDraft = (moduleId: string, bundle: ModuleBundle, revision: number, options: { note?: string; create?: boolean } = {}) =>
  value<SavedDraft>('saveDraft.ajax', {
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
  value<Published>('publish.ajax', { moduleId, revision: previewed.revision, publishedVersion: previewed.publishedVersion, note });
export const rollbackTo = (moduleId: string, version: number, publishedVersion: number, note: string) =>
  value<Published>('rollback.ajax', { moduleId, version, publishedVersion, note });
/** Adds a new dictionary (never over an existing one); the design context must be read again to offer it. */
export const createDictionary = (dictCode: string, label: LocalizedText, items: { value: string; labelZh: string; labelEn: string }[]) =>
  value<{ dictCode: string }>('createDictionary.ajax', { dictCode, labelZh: label['zh-CN'].trim(), labelEn: label['en-US'].trim(), items: JSON.stringify(items) });
/** Tells the publishers that the saved draft waits; answers how many were told. */
export const submitForReview = (moduleId: string, note: string) => value<{ receivers: number }>('submitForReview.ajax', { moduleId, ...(note ? { note } : {}) });
export const generateFromTable = (table: string) => value<Generated>('generate.ajax', { table });

export async function listAudit(params: { moduleId?: string; pageNo: number; pageSize: number }): Promise<{ rows: AuditEntry[]; total: number }> {
  const body = await request<Envelope<unknown> & { rows?: { rowDatas: AuditEntry }[]; totalRows?: number }>(`${BASE}/audit.ajax`, params);
  if (typeof body.state === 'number' && body.state !== 0) unwrap(body);
  return { rows: (body.rows ?? []).map((row) => row.rowDatas), total: body.totalRows ?? 0 };
}
