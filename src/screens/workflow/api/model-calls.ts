/** The model calls of the diagram tab and the designer (spec 02 §7). */
import { parseModel, type WfModel } from '../../../../runtime/workflow/index.ts';
import type { ModelRow, PassedElementsAnswer } from '../../../../contracts/workflow.ts';
import { RequestError } from '../../../api/request.ts';
import { translate } from '../../../i18n/i18n.ts';
import { callValue } from './wf-call.ts';
import type { PassedElements } from '../diagram/flow-elements.ts';

export function findModels(moduleId: string, modelId = ''): Promise<ModelRow[]> {
  return callValue<ModelRow[]>('system/workflow/findModels.ajax', { moduleId, modelId });
}

/** A model's nodes and lines, read into the runtime's typed form. */
export async function loadModel(modelId: string): Promise<WfModel> {
  const { model } = parseModel({ modelId, ...(await callValue<object>('system/workflow/loadModel.ajax', { modelId })) });
  if (!model) throw new RequestError(translate('workflow.model.badJson'), 200);
  return model;
}

export async function findPassedElements(moduleId: string, modelId: string, pkValue: string): Promise<PassedElements> {
  const value = await callValue<PassedElementsAnswer>('system/workflow/findPassedElements.ajax', { moduleId, modelId, pkValue });
  return { passed: new Set([...value.pNodes, ...value.pLines]), current: new Set(value.cNodes) };
}
