import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { listVersions } from '../api/design-calls.ts';
import type { ModuleVersion } from '../../../../contracts/module-design.ts';

const NONE: ModuleVersion[] = [];

/**
 * A module's versions, newest first (versions.ajax): null until the module's first answer,
 * none after a failure (reported); `reload` asks again and keeps the rows shown meanwhile.
 */
export function useVersions(moduleId: string): { versions: ModuleVersion[] | null; reload: () => void } {
  const { data, isError, refetch } = useQuery({
    queryKey: queryKeys.designPart(moduleId, 'versions'),
    queryFn: async () => [...(await listVersions(moduleId))].sort((a, b) => b.version - a.version),
    meta: { report: true },
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  return { versions: data ?? (isError ? NONE : null), reload };
}
