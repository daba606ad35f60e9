import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { listAudit } from '../api/design-calls.ts';
import type { AuditEntry } from '../../../../contracts/module-design.ts';

export interface AuditPage {
  /** null while loading. */
  rows: AuditEntry[] | null;
  total: number;
}

const FAILED: AuditPage = { rows: [], total: 0 };

/** One page of the authoring audit (audit.ajax), of one module or of all; a failure (reported) shows an empty page. */
export function useAuditPage(moduleId: string | undefined, pageNo: number, pageSize: number): AuditPage {
  const { data, isError, isFetching } = useQuery({
    queryKey: queryKeys.designPart(moduleId ?? '', 'audit', pageNo, pageSize),
    queryFn: () => listAudit(moduleId === undefined ? { pageNo, pageSize } : { moduleId, pageNo, pageSize }),
    meta: { report: true },
  });
  if (isError && !isFetching) return FAILED;
  return data ?? { rows: null, total: 0 };
}
