import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
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

/** What the analyst edits of one opening (module and model): set by the first edit, kept until another model opens. */
interface Edited {
  /** Where it was made, and the address a save gives a new model (the page may put it in the URL). */
  openings: readonly string[];
  draft: DraftModel;
  dirty: boolean;
  problems: ShownProblem[];
}

const openingOf = (moduleId: string, modelId: string) => `${moduleId}/${modelId}`;

/**
 * The designer's data: the module's models, the draft being edited, the module's fields
 * and handler extension methods, and saving and publishing with the problems they report.
 * The stored draft is shown until the first edit; from then on the edited copy, which no
 * answer of the server replaces until another model opens.
 */
export function useDesigner(moduleId: string, modelId: string): Designer {
  const client = useQueryClient();
  const opening = openingOf(moduleId, modelId);
  const [editedState, setEdited] = useState<Edited | null>(null);
  // Another model opened: its edits are dropped, so coming back reads the model again (a save's own new opening is kept).
  const [shownOpening, setShownOpening] = useState(opening);
  if (shownOpening !== opening) {
    setShownOpening(opening);
    if (editedState && !editedState.openings.includes(opening)) setEdited(null);
  }
  const edited = editedState?.openings.includes(opening) ? editedState : null;
  const chosen = moduleId !== '';
  const modelsKey = queryKeys.workflowDesign(moduleId, 'models');
  const models = useQuery({ queryKey: modelsKey, queryFn: () => findModels(moduleId), enabled: chosen });
  const fields = useQuery({ queryKey: queryKeys.workflowDesign(moduleId, 'fields'), queryFn: () => findEntityFields(moduleId), enabled: chosen });
  const methods = useQuery({ queryKey: queryKeys.workflowDesign(moduleId, 'methods', 'handlerGeter'), queryFn: () => findExtMethods(moduleId, 'handlerGeter'), enabled: chosen });
  const stored = useQuery({
    queryKey: queryKeys.workflowDesign(moduleId, 'draft', modelId),
    queryFn: async () => toDraft(await loadDraft(modelId)),
    enabled: chosen && modelId !== '' && edited === null,
    // Each opening reads the model as stored now.
    gcTime: 0,
  });
  const empty = useMemo(() => emptyDraft(moduleId), [moduleId]);
  // Shown while loading too (behind the loading state), so the editor always has a draft.
  const shown = edited?.draft ?? (modelId ? stored.data : empty) ?? empty;

  const needed = [models, fields, methods, ...(edited || !modelId ? [] : [stored])];
  // A failed refresh keeps the answer it had (and is reported where it was asked).
  const failed = needed.find((query) => query.isError && query.data === undefined);
  const load: DesignerLoad = failed ? { status: 'error', message: messageOf(failed.error) } : needed.some((query) => query.data === undefined) ? { status: 'loading' } : { status: 'ready' };

  const refreshModels = () => client.refetchQueries({ queryKey: modelsKey }, { throwOnError: true }).catch(reportError);

  const setDraft = useCallback(
    (next: DraftModel) => setEdited((current) => (current?.openings.includes(opening) ? { ...current, draft: next, dirty: true } : { openings: [opening], draft: next, dirty: true, problems: [] })),
    [opening],
  );

  const save = async (): Promise<{ modelId: string; problems: ShownProblem[] } | null> => {
    try {
      const result = await saveModel(moduleId, draftJson(shown));
      const savedId = result.modelId || shown.modelId;
      // A new model's id goes into the address: that opening is this same draft, not a load.
      setEdited((current) => ({
        openings: [opening, openingOf(moduleId, savedId)],
        draft: { ...(current?.openings.includes(opening) ? current.draft : shown), modelId: savedId },
        dirty: false,
        problems: result.problems,
      }));
      toast.success(result.message || translate('workflow.done.saveModel'));
      void refreshModels();
      return { modelId: savedId, problems: result.problems };
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

  return {
    load,
    models: models.data ?? [],
    draft: shown,
    dirty: edited?.dirty ?? false,
    problems: edited?.problems ?? [],
    fields: fields.data ?? [],
    handlerMethods: methods.data ?? [],
    setDraft,
    save,
    publish,
  };
}
