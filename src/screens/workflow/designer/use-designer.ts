import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { toast } from '../../../components/toast.ts';
import { translate } from '../../../i18n/i18n.ts';
import type { ShownProblem, WfModelRef } from '../../../../contracts/workflow.ts';
import { findEntityFields, findExtMethods, loadDraft, publishModel, saveModel, type EntityField, type ExtMethod } from '../api/designer-calls.ts';
import { findModels } from '../api/model-calls.ts';
import { draftJson, emptyDraft, toDraft, type DraftModel } from './designer-model.ts';

export type DesignerLoad = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

export interface Designer {
  load: DesignerLoad;
  models: WfModelRef[];
  draft: DraftModel;
  dirty: boolean;
  problems: ShownProblem[];
  fields: EntityField[];
  handlerMethods: ExtMethod[];
  setDraft: (draft: DraftModel) => void;
  /** Saves the draft; resolves with its model id and problems, or null when the save failed. */
  save: () => Promise<{ modelId: string; problems: ShownProblem[] } | null>;
  publish: () => Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : translate('request.failed');
}

/**
 * The designer's data: the module's models, the draft being edited, the module's fields
 * and handler extension methods, and saving and publishing with the problems they report.
 */
export function useDesigner(moduleId: string, modelId: string): Designer {
  const [load, setLoad] = useState<DesignerLoad>({ status: 'loading' });
  const [models, setModels] = useState<WfModelRef[]>([]);
  const [draft, setDraftState] = useState<DraftModel>(() => emptyDraft(moduleId));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<ShownProblem[]>([]);
  const [fields, setFields] = useState<EntityField[]>([]);
  const [handlerMethods, setHandlerMethods] = useState<ExtMethod[]>([]);

  // The id a save just gave a new model: the page puts it in the URL, which must not reload the draft.
  const savedAs = useRef('');
  const refreshModels = useCallback(() => findModels(moduleId).then(setModels).catch(reportError), [moduleId]);

  useEffect(() => {
    if (modelId && modelId === savedAs.current) {
      savedAs.current = '';
      return;
    }
    let active = true;
    setLoad({ status: 'loading' });
    setProblems([]);
    setDirty(false);
    Promise.all([modelId ? loadDraft(modelId).then(toDraft) : Promise.resolve(emptyDraft(moduleId)), findEntityFields(moduleId), findExtMethods(moduleId, 'handlerGeter'), findModels(moduleId)])
      .then(([loaded, entityFields, methods, list]) => {
        if (!active) return;
        setDraftState(loaded);
        setFields(entityFields);
        setHandlerMethods(methods);
        setModels(list);
        setLoad({ status: 'ready' });
      })
      .catch((error: unknown) => active && setLoad({ status: 'error', message: messageOf(error) }));
    return () => {
      active = false;
    };
  }, [moduleId, modelId]);

  const setDraft = useCallback((next: DraftModel) => {
    setDraftState(next);
    setDirty(true);
  }, []);

  const save = async (): Promise<{ modelId: string; problems: ShownProblem[] } | null> => {
    try {
      const result = await saveModel(moduleId, draftJson(draft));
      const modelId = result.modelId || draft.modelId;
      if (!draft.modelId) savedAs.current = modelId;
      setDraftState((current) => ({ ...current, modelId }));
      setDirty(false);
      setProblems(result.problems);
      toast.success(result.message || translate('workflow.done.saveModel'));
      void refreshModels();
      return { modelId, problems: result.problems };
    } catch (error) {
      reportError(error);
      return null;
    }
  };

  /** Saves first: the save answers the problems, and a model with any is not sent to publish. */
  const publish = async () => {
    const saved = await save();
    if (!saved) return;
    if (saved.problems.length > 0) return void toast.error(translate('wf.designer.publishRefused'));
    try {
      toast.success((await publishModel(saved.modelId)) || translate('workflow.done.publishModel'));
      void refreshModels();
    } catch (error) {
      reportError(error);
    }
  };

  return { load, models, draft, dirty, problems, fields, handlerMethods, setDraft, save, publish };
}
