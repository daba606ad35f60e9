import { useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { loadReleasePreview, releaseRefusalOf, type Release, type ReleasePreview, type ReleaseRefusal } from './release.ts';

export interface ReleasePreviewState {
  /** null while loading or after a failure. */
  preview: ReleasePreview | null;
  failed: boolean;
  /** Why the server would not plan the release (a draft with problems), shown in the dialog; other failures are reported as toasts. */
  refusal: ReleaseRefusal | null;
}

const LOADING: ReleasePreviewState = { preview: null, failed: false, refusal: null };

/** The preview of a release: both bundles and the plan. */
export function useReleasePreview(moduleId: string, release: Release | null): ReleasePreviewState {
  const [state, setState] = useState<ReleasePreviewState>(LOADING);
  useEffect(() => {
    setState(LOADING);
    if (!release) return;
    let active = true;
    loadReleasePreview(moduleId, release)
      .then((preview) => active && setState({ preview, failed: false, refusal: null }))
      .catch((error: unknown) => {
        if (!active) return;
        const refusal = releaseRefusalOf(error);
        setState({ preview: null, failed: true, refusal });
        if (!refusal) reportError(error);
      });
    return () => {
      active = false;
    };
  }, [moduleId, release]);
  return state;
}
