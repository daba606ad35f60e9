import { AppError } from '../../runtime/errors.ts';
import { parseModel } from '../../runtime/workflow/parse-model.ts';
import type { WfModel } from '../../runtime/workflow/model-types.ts';
import type { PlatformDb } from '../db/tables/index.ts';

/** spec 02 §9: publishState 99 means published. */
export const PUBLISHED = 99;

export interface ModelSummary {
  modelId: string;
  moduleId: string;
  name: string;
  nameEn: string;
  grpNo: string;
  publishState: number;
  publishedVersion: number | null;
}

function summary(row: Record<string, unknown>): ModelSummary {
  return {
    modelId: String(row.model_id),
    moduleId: String(row.module_id),
    name: String(row.model_name),
    nameEn: String(row.model_name_en ?? ''),
    grpNo: String(row.grp_no ?? ''),
    publishState: Number(row.publish_state),
    publishedVersion: row.published_version === null || row.published_version === undefined ? null : Number(row.published_version),
  };
}

/** The models of a module (or the one named), published first. */
export async function moduleModels(db: PlatformDb, moduleId: string, modelId?: string): Promise<ModelSummary[]> {
  let query = db.selectFrom('wf_model').selectAll().where('module_id', '=', moduleId);
  if (modelId) query = query.where('model_id', '=', modelId);
  const rows = await query.orderBy('publish_state', 'desc').orderBy('model_id').execute();
  return rows.map(summary);
}

export async function modelSummary(db: PlatformDb, modelId: string): Promise<ModelSummary> {
  const row = await db.selectFrom('wf_model').selectAll().where('model_id', '=', modelId).executeTakeFirst();
  if (!row) throw new AppError('E_NOT_FOUND', {}, 'workflow.modelNotFound');
  return summary(row);
}

export function readModel(json: string): WfModel {
  const { model } = parseModel(json);
  // Stored models were parsed on the way in; a row that no longer parses was edited by hand.
  if (!model) throw new AppError('E_INTERNAL');
  return model;
}

/** A published version of a model, as instances run it. */
export async function modelVersion(db: PlatformDb, modelId: string, version: number): Promise<WfModel> {
  const row = await db.selectFrom('wf_model_version').select('model_json').where('model_id', '=', modelId).where('version', '=', version).executeTakeFirst();
  if (!row) throw new AppError('E_NOT_FOUND', {}, 'workflow.modelNotFound');
  return readModel(String(row.model_json));
}

/** The designer's working copy. */
export async function draftModel(db: PlatformDb, modelId: string): Promise<WfModel> {
  const row = await db.selectFrom('wf_model').select('draft_json').where('model_id', '=', modelId).executeTakeFirst();
  if (!row) throw new AppError('E_NOT_FOUND', {}, 'workflow.modelNotFound');
  return readModel(String(row.draft_json));
}

/** Stores a draft (new or replacing the working copy); the published version is untouched. */
export async function saveDraft(db: PlatformDb, model: WfModel, userId: string): Promise<void> {
  const values = { module_id: model.moduleId, model_name: model.name, model_name_en: model.nameEn || null, grp_no: model.grpNo, draft_json: JSON.stringify(model), updated_by: userId, updated_at: new Date() };
  await db
    .insertInto('wf_model')
    .values({ model_id: model.modelId, ...values, publish_state: 0 })
    .onConflict((c) => c.column('model_id').doUpdateSet(values))
    .execute();
}

/** Publishes the draft as the next version; new instances use it, running ones keep theirs. */
export async function publishDraft(db: PlatformDb, model: WfModel, userId: string): Promise<number> {
  const last = await db.selectFrom('wf_model_version').select((eb) => eb.fn.max('version').as('v')).where('model_id', '=', model.modelId).executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  await db.insertInto('wf_model_version').values({ model_id: model.modelId, version, model_json: JSON.stringify(model), published_by: userId }).execute();
  await db.updateTable('wf_model').set({ publish_state: PUBLISHED, published_version: version, updated_by: userId, updated_at: new Date() }).where('model_id', '=', model.modelId).execute();
  return version;
}
