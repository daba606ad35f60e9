import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { loadDesignContext } from '../api/design-calls.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';

export type TableEntry = DesignContext['tables'][number];

const NONE: TableEntry[] = [];

/** Tables without a module first, then by name. */
function sorted(context: DesignContext): TableEntry[] {
  return [...context.tables].sort((a, b) => Number(a.module !== undefined) - Number(b.module !== undefined) || a.table.localeCompare(b.table));
}

/** The database tables a module can be generated from (context.ajax), asked each time `open` turns true; null while loading, none after a failure (reported). */
export function useDesignTables(open: boolean): TableEntry[] | null {
  const { data, isError, isFetching } = useQuery({
    queryKey: queryKeys.designContext(),
    queryFn: open ? async () => sorted(await loadDesignContext()) : skipToken,
    // Nothing of an earlier opening is shown: the tables may have changed since.
    gcTime: 0,
    meta: { report: true },
  });
  if (!open || isFetching) return null;
  return data ?? (isError ? NONE : null);
}
