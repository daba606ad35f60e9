import { useEffect, useRef, useState } from 'react';
import type { DesignContext } from '../../../../contracts/module-design.ts';
import { checkDraft, type DraftCheck } from '../model/check-draft.ts';

/** Typing faster than this does not re-check and re-render the preview on every key. */
export const CHECK_DELAY_MS = 150;

export interface DraftCheckState extends DraftCheck {
  /** The text changed since the shown result was computed. */
  pending: boolean;
  /** The text the result is of. */
  checkedText: string;
}

/** The draft's problems and compiled module, recomputed ~150 ms after the text stops changing. */
export function useDraftCheck(text: string, context: DesignContext, file: string): DraftCheckState {
  const [result, setResult] = useState<{ text: string; check: DraftCheck } | null>(null);
  // The draft just opened is checked at once; edits wait for a pause.
  const checkedOnce = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      checkedOnce.current = true;
      setResult({ text, check: checkDraft(text, context, file) });
    }, checkedOnce.current ? CHECK_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [text, context, file]);
  if (!result) return { problems: [], compiled: null, pending: true, checkedText: '' };
  return { ...result.check, pending: result.text !== text, checkedText: result.text };
}
