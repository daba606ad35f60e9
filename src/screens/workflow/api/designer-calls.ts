/** The model designer's calls: fields, extension methods, draft load, save, publish, dry run. */
import { parseModel, type WfModel } from '../../../../runtime/workflow/index.ts';
import { request, RequestError, unwrap, type Envelope } from '../../../api/request.ts';
import { translate } from '../../../i18n/i18n.ts';
import { INLINE_LIST_TYPE, type DryRunAnswer, type EntityFieldRow, type ExtMethodRow, type SavedModel, type ShownProblem } from '../../../../contracts/workflow.ts';
import { callAction, callValue } from './wf-call.ts';

export interface EntityField {
  name: string;
  label: string;
  /** An inline child list: a step may open it for editing, conditions cannot read it. */
  inlineList: boolean;
}

export interface ExtMethod {
  name: string;
  desc: string;
}

/** The module's fields (COLUMN_NAME is what getValStr takes). */
export async function findEntityFields(moduleId: string): Promise<EntityField[]> {
  const rows = await callValue<EntityFieldRow[]>('workflow/designer/findEntityFields.ajax', { parentId: moduleId }, 'GET');
  return rows.map((row) => ({ name: row.COLUMN_NAME, label: row.FIELD_LABEL, inlineList: row.FIELD_TYPE === INLINE_LIST_TYPE }));
}

export async function findExtMethods(grpNo: string, invokeType: 'handlerGeter' | 'conditionGeter'): Promise<ExtMethod[]> {
  const rows = await callValue<ExtMethodRow[]>('workflow/extMethod/extMethodSelector.ajax', { grpNo, invokeType }, 'GET');
  return rows.map((row) => ({ name: row.METHOD_NAME, desc: row.METHOD_DESC }));
}

/** The working copy of a model (the designer edits drafts, not published versions). */
export async function loadDraft(modelId: string): Promise<WfModel> {
  const { model } = parseModel({ modelId, ...(await callValue<object>('system/workflow/loadModel.ajax', { modelId, draft: 1 })) });
  if (!model) throw new RequestError(translate('workflow.model.badJson'), 200);
  return model;
}

/**
 * saveModel.ajax: stores the draft (it may be incomplete); answers its id and what would keep
 * it from being published.
 */
export async function saveModel(moduleId: string, json: string): Promise<{ modelId: string; message: string; problems: ShownProblem[] }> {
  const body = await request<Envelope<SavedModel>>('workflow/designer/saveModel.ajax', { moduleId, model: json });
  const saved = unwrap(body);
  return { modelId: saved.modelId, message: body.msgInfo ?? '', problems: saved.problems };
}

/** publishModel.ajax: the saved draft becomes the next published version; answers the message. */
export function publishModel(modelId: string): Promise<string> {
  return callAction('workflow/designer/publishModel.ajax', { modelId });
}

/** dryRun.ajax: the path a sample record would take through the model being edited. */
export function dryRun(json: string, record: Record<string, string>): Promise<DryRunAnswer> {
  return callValue<DryRunAnswer>('workflow/designer/dryRun.ajax', { model: json, record: JSON.stringify(record) });
}
