import { useCallback, useMemo, useState } from 'react';
import type { ModuleBundle } from '../../../../runtime/index.ts';
import type { LoadedVersion } from '../../../../contracts/module-design.ts';
import { bundleText, editableBundleOf } from '../model/draft-text.ts';

/** Where the open draft came from; `revision` -1 until a draft row exists on the server. */
export interface DraftOrigin {
  moduleId: string;
  /** The version opened (the draft's number once saved), null for a module never saved. */
  version: number | null;
  status: LoadedVersion['status'] | 'new';
  revision: number;
}

export interface Draft {
  origin: DraftOrigin;
  /** The JSON text: what is saved, what the JSON view edits. */
  text: string;
  /** The text as last loaded or saved; the draft is dirty when `text` differs. */
  savedText: string;
  /** The bundle the visual editor shows; null while the text does not parse to the bundle shape. */
  bundle: ModuleBundle | null;
}

export interface DraftEditor {
  draft: Draft | null;
  dirty: boolean;
  /** Opens a loaded version: a draft keeps its revision, a published version starts a first draft. */
  open: (loaded: LoadedVersion) => void;
  /** Opens a bundle that exists only here (a new module, a generated one). */
  openNew: (bundle: ModuleBundle) => void;
  /** Puts another bundle into the open draft (an older version reopened), unsaved. */
  replaceBundle: (bundle: ModuleBundle) => void;
  /** A visual edit: the JSON is rewritten from the bundle. */
  edit: (change: (bundle: ModuleBundle) => ModuleBundle) => void;
  /** A JSON edit: the visual editor follows when the text parses to the bundle shape. */
  setText: (text: string) => void;
  /** The server kept `text` (what was sent; the analyst may have typed on) as a draft with this version and revision. */
  markSaved: (saved: { version: number; revision: number }, text: string) => void;
  close: () => void;
}

function draftOf(origin: DraftOrigin, bundle: ModuleBundle, saved: boolean): Draft {
  const text = bundleText(bundle);
  return { origin, text, savedText: saved ? text : '', bundle };
}

/** The draft being designed: one JSON text, shown by the visual editor and the JSON view alike. */
export function useDraft(): DraftEditor {
  const [draft, setDraft] = useState<Draft | null>(null);

  const open = useCallback((loaded: LoadedVersion) => {
    const revision = loaded.status === 'draft' ? loaded.revision : -1;
    setDraft(draftOf({ moduleId: loaded.moduleId, version: loaded.version, status: loaded.status, revision }, loaded.bundle, true));
  }, []);
  const openNew = useCallback((bundle: ModuleBundle) => {
    setDraft(draftOf({ moduleId: bundle.moduleId, version: null, status: 'new', revision: -1 }, bundle, false));
  }, []);
  const replaceBundle = useCallback((bundle: ModuleBundle) => {
    setDraft((current) => current && { ...current, text: bundleText(bundle), bundle });
  }, []);
  const edit = useCallback((change: (bundle: ModuleBundle) => ModuleBundle) => {
    setDraft((current) => {
      if (!current?.bundle) return current;
      const bundle = change(current.bundle);
      return { ...current, text: bundleText(bundle), bundle };
    });
  }, []);
  const setText = useCallback((text: string) => {
    setDraft((current) => current && { ...current, text, bundle: editableBundleOf(text) });
  }, []);
  const markSaved = useCallback((saved: { version: number; revision: number }, text: string) => {
    setDraft((current) => current && { ...current, savedText: text, origin: { ...current.origin, version: saved.version, status: 'draft', revision: saved.revision } });
  }, []);
  const close = useCallback(() => setDraft(null), []);

  const dirty = draft !== null && draft.text !== draft.savedText;
  return useMemo(() => ({ draft, dirty, open, openNew, replaceBundle, edit, setText, markSaved, close }), [draft, dirty, open, openNew, replaceBundle, edit, setText, markSaved, close]);
}
