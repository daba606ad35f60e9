import { useCallback, useState } from 'react';
import type { BundleProblem, ModuleBundle } from '../../../../runtime/index.ts';
import { RequestError } from '../../../api/request.ts';
import { confirm } from '../../../components/confirm.ts';
import { toast } from '../../../components/toast.ts';
import { useT } from '../../../i18n/index.ts';
import { errorMessage } from '../../module/error-message.ts';
import { discardDraft, loadVersion, saveDraft } from '../api/design-calls.ts';
import type { DraftEditor } from './use-draft.ts';
import type { DraftCheckState } from './use-draft-check.ts';

/** docs/module-authoring.md 'Calls': saveDraft's refusals. */
const DRAFT_CHANGED = 'E_DRAFT_CHANGED';
const BUNDLE_INVALID = 'E_BUNDLE_INVALID';

export interface DraftActions {
  saving: boolean;
  /** Problems the server found on the last save (the set checks the browser cannot run), for the text saved. */
  serverProblems: { text: string; problems: BundleProblem[] } | null;
  save: () => Promise<void>;
  /** Discards the saved draft (or the unsaved new module); `onGone` when nothing published is left to show. */
  discard: (onGone: () => void) => Promise<void>;
  /** Loads the module again from the server (its draft, else its published version). */
  reload: () => Promise<boolean>;
}

function problemsOf(param: Record<string, unknown> | undefined): BundleProblem[] {
  const problems = param?.problems;
  return Array.isArray(problems) ? problems.filter((problem): problem is BundleProblem => typeof problem?.pointer === 'string' && typeof problem?.message === 'string') : [];
}

/** Save and discard of the open draft, with the server's refusals turned into what the analyst can do next. */
export function useDraftActions(editor: DraftEditor, check: DraftCheckState): DraftActions {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [serverProblems, setServerProblems] = useState<DraftActions['serverProblems']>(null);
  const draft = editor.draft;

  const reload = useCallback(async () => {
    if (!draft) return false;
    try {
      editor.open(await loadVersion(draft.origin.moduleId));
      setServerProblems(null);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }, [draft, editor]);

  const save = useCallback(async () => {
    if (!draft) return;
    const { text, origin } = draft;
    if (check.pending || check.problems.length > 0) {
      toast.error(t(check.pending ? 'designer.save.checking' : 'designer.save.hasProblems', { n: check.problems.length }));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveDraft(origin.moduleId, JSON.parse(text) as ModuleBundle, origin.revision, { create: origin.status === 'new' });
      editor.markSaved(saved, text);
      setServerProblems(null);
      toast.success(t('designer.save.done', { version: saved.version }));
    } catch (error) {
      if (!(error instanceof RequestError)) return void toast.error(errorMessage(error));
      if (error.code === BUNDLE_INVALID) setServerProblems({ text, problems: problemsOf(error.param) });
      if (error.code !== DRAFT_CHANGED) return void toast.error(error.message);
      // Someone else saved the draft meanwhile: the analyst's edits stay unless they choose to reopen.
      if (await confirm(error.message, { confirmText: t('designer.save.reopen'), cancelText: t('designer.save.keepEditing') })) await reload();
    } finally {
      setSaving(false);
    }
  }, [check, draft, editor, reload, t]);

  const discard = useCallback(
    async (onGone: () => void) => {
      if (!draft) return;
      const { origin } = draft;
      const saved = origin.status === 'draft';
      if (!(await confirm(t(saved ? 'designer.discard.confirmSaved' : 'designer.discard.confirmUnsaved'), { danger: true }))) return;
      try {
        if (saved) await discardDraft(origin.moduleId, origin.revision);
        toast.success(t('designer.discard.done'));
        if (!saved && origin.status === 'new') return onGone();
        const published = await loadVersion(origin.moduleId).catch(() => null);
        if (published) editor.open(published);
        else onGone();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    },
    [draft, editor, t],
  );

  return { saving, serverProblems, save, discard, reload };
}
