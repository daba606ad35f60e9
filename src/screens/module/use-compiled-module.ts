import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { loadModule } from './module-meta.ts';

/**
 * A published module compiled (module-meta.ts keeps the compile), for screens that show a
 * module other than their own: the designer's previews and the report editor's source. A
 * publish invalidates it (invalidations.ts). `report`: a failure is also an error toast.
 */
export function useCompiledModule(moduleId: string, options: { enabled?: boolean; report?: boolean } = {}) {
  const { enabled = true, report = false } = options;
  return useQuery({ queryKey: queryKeys.moduleCompiled(moduleId), queryFn: async () => (await loadModule(moduleId)).module, enabled: enabled && moduleId !== '', meta: { report } });
}
