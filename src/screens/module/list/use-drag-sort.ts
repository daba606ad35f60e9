import { useCallback, useState } from 'react';
import type { CompiledModule } from '../../../../runtime/index.ts';
import type { ListRow } from '../../../components/table/list-envelope.ts';
import { moveItem } from '../../../components/table/table-setting.ts';
import { sortRecords } from '../module-api.ts';

export interface DragSort {
  /** The page's rows in their new order while sorting, null otherwise. */
  rows: ListRow[] | null;
  start: (rows: ListRow[]) => void;
  cancel: () => void;
  reorder: (from: number, to: number) => void;
  /** Stores the order as [{ pk, seq }] numbered from the page's first position. */
  save: (firstSeq: number) => Promise<void>;
}

/** The list's drag sort mode (spec 01 §4 'drag sort saves the new order'). */
export function useDragSort(module: CompiledModule): DragSort {
  const [rows, setRows] = useState<ListRow[] | null>(null);
  const reorder = useCallback((from: number, to: number) => setRows((current) => current && moveItem(current, from, to)), []);
  const save = async (firstSeq: number) => {
    await sortRecords(module, (rows ?? []).map((row, index) => ({ pk: row.pkValue, seq: firstSeq + index })));
    setRows(null);
  };
  return { rows, start: setRows, cancel: () => setRows(null), reorder, save };
}
