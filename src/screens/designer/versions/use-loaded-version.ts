import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { loadVersion } from '../api/design-calls.ts';
import type { LoadedVersion } from '../../../../contracts/module-design.ts';

/** One version of a module with its bundle (load.ajax); null while loading, after a failure (reported) or for no version. */
export function useLoadedVersion(moduleId: string, version: number | null): LoadedVersion | null {
  const { data } = useQuery({
    queryKey: queryKeys.designPart(moduleId, 'version', version),
    queryFn: version === null ? skipToken : () => loadVersion(moduleId, version),
    meta: { report: true },
  });
  return version === null ? null : (data ?? null);
}
