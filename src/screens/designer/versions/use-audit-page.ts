import { useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { listAudit } from '../api/design-calls.ts';
import type { AuditEntry } from '../../../../contracts/module-design.ts';

export interface AuditPage {
  /** null while loading. */
  rows: AuditEntry[] | null;
  total: number;
}

/** One page of the authoring audit (audit.ajax), of one module or of all. */
export function useAuditPage(moduleId: string | undefined, pageNo: number, pageSize: number): AuditPage {
  const [page, setPage] = useState<AuditPage>({ rows: null, total: 0 });
  useEffect(() => {
    let active = true;
    setPage((current) => ({ rows: null, total: current.total }));
    listAudit(moduleId === undefined ? { pageNo, pageSize } : { moduleId, pageNo, pageSize })
      .then((loaded) => active && setPage(loaded))
      .catch((error: unknown) => {
        if (!active) return;
        setPage({ rows: [], total: 0 });
        reportError(error);
      });
    return () => {
      active = false;
    };
  }, [moduleId, pageNo, pageSize]);
  return page;
}
