/** The model calls of the diagram tab and the designer (spec 02 §7). */
import { parseModel, type WfModel } from '../../../../runtime/workflow/index.ts';
import { RequestError } from '../../../api/request.ts';
import { translate } from '../../../i18n/i18n.ts';
import { callList, callValue } from './wf-call.ts';
import { ids, isRaw, readModelRef, type WfModelRef } from './wf-types.ts';
import type { PassedElements } from '../diagram/flow-elements.ts';

export async function findModels(moduleId: string, modelId = ''): Promise<WfModelRef[]> {
  return (await callList('system/workflow/findModels.ajax', { moduleId, modelId })).filter(isRaw).map(readModelRef);
}

/** A model's nodes and lines, read into the runtime's typed form. */
export async function loadModel(modelId: string): Promise<WfModel> {
  const { model } = parseModel({ modelId, ...(await callValue('system/workflow/loadModel.ajax', { modelId })) });
  if (!model) throw new RequestError(translate('workflow.model.badJson'), 200);
  return model;
}

export async function findPassedElements(moduleId: string, modelId: string, pkValue: string): Promise<PassedElements> {
  const value = await callValue('system/workflow/findPassedElements.ajax', { moduleId, modelId, pkValue });
  return { passed: new Set([...ids(value.pNodes), ...ids(value.pLines)]), current: new Set(ids(value.cNodes)) };
}
