import { useEffect, useState } from 'react';
import { reportError } from '../../../api/report-error.ts';
import { loadDesignContext } from '../api/design-calls.ts';
import type { DesignContext } from '../../../../contracts/module-design.ts';

export type TableEntry = DesignContext['tables'][number];

/** The database tables a module can be generated from (context.ajax), loaded each time `open` turns true; null while loading. */
export function useDesignTables(open: boolean): TableEntry[] | null {
  const [tables, setTables] = useState<TableEntry[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let active = true;
    setTables(null);
    loadDesignContext()
      .then((context) => active && setTables([...context.tables].sort((a, b) => Number(a.module !== undefined) - Number(b.module !== undefined) || a.table.localeCompare(b.table))))
      .catch((error: unknown) => {
        if (!active) return;
        setTables([]);
        reportError(error);
      });
    return () => {
      active = false;
    };
  }, [open]);
  return tables;
}
