import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
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

/** The preview of a release: both bundles and the plan, asked for each release chosen. */
export function useReleasePreview(moduleId: string, release: Release | null): ReleasePreviewState {
  const { data, error, isError, isFetching } = useQuery({
    queryKey: queryKeys.designPart(moduleId, 'release', release),
    queryFn: release
      ? () =>
          loadReleasePreview(moduleId, release).catch((failure: unknown) => {
            if (!releaseRefusalOf(failure)) reportError(failure);
            throw failure;
          })
      : skipToken,
    // The plan is of the drafts as they are now.
    gcTime: 0,
  });
  if (!release || isFetching) return LOADING;
  if (isError) return { preview: null, failed: true, refusal: releaseRefusalOf(error) };
  return data ? { preview: data, failed: false, refusal: null } : LOADING;
}
