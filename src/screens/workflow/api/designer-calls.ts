/** The model designer's calls: fields, extension methods, draft load, save, publish, dry run. */
import { parseModel, type WfModel } from '../../../../runtime/workflow/index.ts';
import { request, RequestError, unwrap, type Envelope } from '../../../api/request.ts';
import { translate } from '../../../i18n/i18n.ts';
import { callAction, callList, callValue } from './wf-call.ts';
import { isRaw, list, text } from './wf-types.ts';

export interface EntityField {
  name: string;
  label: string;
}

export interface ExtMethod {
  name: string;
  desc: string;
}

/** A problem of a model as the server words it, with the element it concerns. */
export interface ShownProblem {
  message: string;
  nodeId?: string;
  lineId?: string;
}

function problemsOf(value: unknown): ShownProblem[] {
  return list(value).map((raw) => ({ message: text(raw.message), nodeId: text(raw.nodeId) || undefined, lineId: text(raw.lineId) || undefined }));
}

/** The module's fields (COLUMN_NAME is what getValStr takes). */
export async function findEntityFields(moduleId: string): Promise<EntityField[]> {
  const rows = await callList('workflow/designer/findEntityFields.ajax', { parentId: moduleId }, 'GET');
  return rows.filter(isRaw).map((row) => ({ name: text(row.COLUMN_NAME), label: text(row.FIELD_LABEL) }));
}

export async function findExtMethods(grpNo: string, invokeType: 'handlerGeter' | 'conditionGeter'): Promise<ExtMethod[]> {
  const rows = await callList('workflow/extMethod/extMethodSelector.ajax', { grpNo, invokeType }, 'GET');
  return rows.filter(isRaw).map((row) => ({ name: text(row.METHOD_NAME), desc: text(row.METHOD_DESC) }));
}

/** The working copy of a model (the designer edits drafts, not published versions). */
export async function loadDraft(modelId: string): Promise<WfModel> {
  const { model } = parseModel({ modelId, ...(await callValue('system/workflow/loadModel.ajax', { modelId, draft: 1 })) });
  if (!model) throw new RequestError(translate('workflow.model.badJson'), 200);
  return model;
}

/**
 * saveModel.ajax: stores the draft (it may be incomplete); answers its id and what would keep
 * it from being published.
 */
export async function saveModel(moduleId: string, json: string): Promise<{ modelId: string; message: string; problems: ShownProblem[] }> {
  const body = await request<Envelope<unknown>>('workflow/designer/saveModel.ajax', { moduleId, model: json });
  const value = unwrap(body);
  const saved = isRaw(value) ? value : {};
  return { modelId: text(saved.modelId), message: body.msgInfo ?? '', problems: problemsOf(saved.problems) };
}

/** publishModel.ajax: the saved draft becomes the next published version; answers the message. */
export function publishModel(modelId: string): Promise<string> {
  return callAction('workflow/designer/publishModel.ajax', { modelId });
}

export interface DryRunStep {
  nodeId: string;
  nodeName: string;
  nodeType: string;
  handlers: { userId: string; userName: string }[];
}

/** dryRun.ajax: the path a sample record would take through the model being edited. */
export async function dryRun(json: string, record: Record<string, string>): Promise<{ path: DryRunStep[]; ended: boolean; problems: ShownProblem[] }> {
  const value = await callValue('workflow/designer/dryRun.ajax', { model: json, record: JSON.stringify(record) });
  return {
    path: list(value.path).map((step) => ({
      nodeId: text(step.nodeId),
      nodeName: text(step.nodeName),
      nodeType: text(step.nodeType),
      handlers: list(step.handlers).map((user) => ({ userId: text(user.userId), userName: text(user.userName) })),
    })),
    ended: value.ended === true,
    problems: problemsOf(value.problems),
  };
}
