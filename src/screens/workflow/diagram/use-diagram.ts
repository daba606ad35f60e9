import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { modelName, type WfModel } from '../../../../runtime/workflow/index.ts';
import { currentLocale, translate } from '../../../i18n/i18n.ts';
import { initWfCommand } from '../api/command-calls.ts';
import { findModels, findPassedElements, loadModel } from '../api/model-calls.ts';
import { PUBLISHED } from '../../../../contracts/workflow.ts';
import type { PassedElements } from './flow-elements.ts';

export type DiagramState = { status: 'loading' } | { status: 'none' } | { status: 'error'; message: string } | { status: 'ready'; name: string; model: WfModel; marks: PassedElements };

const LOADING: DiagramState = { status: 'loading' };

async function loadDiagram(moduleId: string, pkValue: string): Promise<DiagramState> {
  const info = await initWfCommand(moduleId, pkValue);
  // Before an instance exists the record would run its module's published model.
  const modelId = info.modelId || info.modelList.find((model) => model.publishState === PUBLISHED)?.id;
  if (!modelId) return { status: 'none' };
  const [models, model, marks] = await Promise.all([findModels(moduleId, modelId), loadModel(modelId), findPassedElements(moduleId, modelId, pkValue)]);
  return { status: 'ready', name: models[0]?.name || modelName(model, currentLocale()), model, marks };
}

/**
 * The record's model with its passed and current elements, loaded per record and again when a
 * workflow action invalidates the record's workflow (invalidations.ts). The previous diagram
 * stays while reloading.
 */
export function useDiagram(moduleId: string, pkValue: string): DiagramState {
  const { data, error, isError } = useQuery({
    queryKey: queryKeys.workflowRecordPart(moduleId, pkValue, 'diagram'),
    queryFn: () => loadDiagram(moduleId, pkValue),
  });
  if (data) return data;
  if (isError) return { status: 'error', message: error instanceof Error ? error.message : translate('request.failed') };
  return LOADING;
}
