import { useCallback, useMemo, useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { SelectionMode, SortState, TableAppearance, TableColumn, TableSummary } from './table-types.ts';
import { DEFAULT_APPEARANCE } from './table-types.ts';
import { orderByFixed, placeColumns, SELECTION_COLUMN_WIDTH, tableWidth } from './column-layout.ts';
import { bodyCellLook, sizeClassOf } from './cell-style.ts';
import { TableRow } from './TableRow.tsx';
import { TableHead } from './TableHead.tsx';
import { TableFoot } from './TableFoot.tsx';
import { useRowWindow } from './use-row-window.ts';

export interface DataTableProps<Row> {
  /** Keep the array identity stable between renders: selection resets when it changes. */
  rows: Row[];
  /** Memoise: a new array re-renders every row. */
  columns: readonly TableColumn<Row>[];
  getRowId: (row: Row) => string;
  selection?: SelectionMode;
  onSelectionChange?: (ids: string[]) => void;
  /** Server-side sorting: the table only reports header clicks. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  appearance?: TableAppearance;
  summary?: TableSummary | null;
  /** Shown in the body when there are no rows (no data, load error...). */
  empty?: ReactNode;
  loading?: boolean;
  onRowDoubleClick?: (row: Row) => void;
  /** Turns on row dragging; called with the old and new index. */
  onReorder?: (from: number, to: number) => void;
  className?: string;
}

const NO_SELECTION: RowSelectionState = {};

/**
 * The list table: TanStack for the row model, sorting and selection state; rendering of
 * widths, fixed columns, summary and empty states by us. Sorting and paging happen on the
 * server, so the table never reorders rows itself.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, getRowId, selection = 'none', onSelectionChange, sort, onSortChange } = props;
  const appearance = props.appearance ?? DEFAULT_APPEARANCE;

  // Selection belongs to one page of rows: a new page starts with nothing checked.
  const [selected, setSelected] = useState<{ rows: Row[]; state: RowSelectionState }>({ rows, state: NO_SELECTION });
  const rowSelection = selected.rows === rows ? selected.state : NO_SELECTION;

  const ordered = useMemo(() => orderByFixed(columns), [columns]);
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => ordered.map((column) => ({ id: column.id, enableSorting: Boolean(column.sortable) })),
    [ordered],
  );
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : []), [sort]);

  const changeSelection = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      setSelected({ rows, state: next });
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
    [rowSelection, rows, onSelectionChange],
  );

  const table = useReactTable<Row>({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: selection !== 'none',
    enableMultiRowSelection: selection === 'multiple',
    state: { sorting, rowSelection },
    onRowSelectionChange: changeSelection,
  });

  const leading = selection === 'none' ? 0 : SELECTION_COLUMN_WIDTH;
  const placements = useMemo(() => placeColumns(ordered, leading), [ordered, leading]);
  const width = useMemo(
    () => tableWidth([...(leading ? [`${leading}px`] : []), ...ordered.map((column) => placements.get(column.id)?.width ?? '')]),
    [ordered, placements, leading],
  );
  const sizeClass = sizeClassOf(appearance.size);
  const looks = useMemo(
    () => ordered.map((column) => bodyCellLook(placements.get(column.id), column.align, sizeClass, appearance.border)),
    [ordered, placements, sizeClass, appearance.border],
  );
  const modelRows = table.getRowModel().rows;
  const scrollBox = useRef<HTMLDivElement>(null);
  const shown = useRowWindow(modelRows.length, scrollBox, appearance.size);

  const toggleSort = (column: TableColumn<Row>) => {
    if (!column.sortable || !onSortChange) return;
    if (sort?.field !== column.id) onSortChange({ field: column.id, direction: 'asc' });
    else if (sort.direction === 'asc') onSortChange({ field: column.id, direction: 'desc' });
    else onSortChange(null);
  };

  const dragFrom = useRef<number | null>(null);
  const rowIndexOf = (event: { target: EventTarget }): number | null => {
    const tr = (event.target as HTMLElement).closest('tr[data-row-index]');
    return tr ? Number(tr.getAttribute('data-row-index')) : null;
  };
  // One delegated handler for the whole body instead of closures per row keeps rows memoisable.
  const onBodyClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (selection === 'none') return;
    const index = rowIndexOf(event);
    const row = index === null ? undefined : modelRows[index];
    if (!row) return;
    const onBox = (event.target as HTMLElement).closest('[data-select-row]') !== null;
    if (selection === 'single') row.toggleSelected(true);
    else if (onBox) row.toggleSelected();
  };
  const onBodyDoubleClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const index = rowIndexOf(event);
    const row = index === null ? undefined : modelRows[index];
    if (row && props.onRowDoubleClick) props.onRowDoubleClick(row.original);
  };
  const dragHandlers = props.onReorder
    ? {
        onDragStart: (event: DragEvent<HTMLTableSectionElement>) => {
          dragFrom.current = rowIndexOf(event);
          event.dataTransfer.effectAllowed = 'move';
        },
        onDragOver: (event: DragEvent<HTMLTableSectionElement>) => event.preventDefault(),
        onDrop: (event: DragEvent<HTMLTableSectionElement>) => {
          event.preventDefault();
          const to = rowIndexOf(event);
          if (dragFrom.current !== null && to !== null && to !== dragFrom.current) props.onReorder?.(dragFrom.current, to);
          dragFrom.current = null;
        },
      }
    : {};

  const colSpan = ordered.length + (leading ? 1 : 0);

  return (
    // A classic (always shown) thin scrollbar: an overlay one hides that wide lists scroll sideways.
    <div ref={scrollBox} className={`relative overflow-auto rounded border border-slate-200 bg-white [scrollbar-color:var(--color-slate-400)_transparent] [scrollbar-width:thin] ${props.className ?? ''}`}>
      <table className="table-fixed border-separate border-spacing-0" style={{ width, minWidth: '100%' }}>
        <colgroup>
          {leading > 0 && <col style={{ width: `${leading}px` }} />}
          {ordered.map((column) => (
            <col key={column.id} style={{ width: placements.get(column.id)?.width }} />
          ))}
        </colgroup>
        <TableHead
          columns={ordered}
          placements={placements}
          sizeClass={sizeClass}
          border={appearance.border}
          selection={selection}
          allSelected={table.getIsAllRowsSelected()}
          someSelected={table.getIsSomeRowsSelected()}
          onToggleAll={() => table.toggleAllRowsSelected(!table.getIsAllRowsSelected())}
          sort={sort}
          onSort={toggleSort}
        />
        <tbody onClick={onBodyClick} onDoubleClick={onBodyDoubleClick} onMouseMove={writeTip} {...dragHandlers}>
          {shown.before > 0 && <Spacer height={shown.before} colSpan={colSpan} />}
          {shown.indexes.map((index) => modelRows[index]).filter((row) => row !== undefined).map((row) => (
            <TableRow
              // Keyed by place, not record: a new page (another page, a search, a refresh) fills
              // the rows already drawn with its values instead of removing every row and building
              // a thousand cells anew, which took most of a page's time from answer to paint.
              key={row.index}
              rowId={row.id}
              index={row.index}
              measure={shown.measure}
              original={row.original}
              columns={ordered as readonly TableColumn<unknown>[]}
              looks={looks}
              sizeClass={sizeClass}
              border={appearance.border}
              striped={appearance.stripe}
              selection={selection}
              selected={Boolean(rowSelection[row.id])}
              draggable={Boolean(props.onReorder)}
            />
          ))}
          {shown.after > 0 && <Spacer height={shown.after} colSpan={colSpan} />}
          {modelRows.length === 0 && (
            <tr>
              <td colSpan={colSpan} className="h-40 text-center text-sm text-slate-400">
                {props.empty}
              </td>
            </tr>
          )}
        </tbody>
        {props.summary && modelRows.length > 0 && (
          <TableFoot summary={props.summary} columns={ordered} placements={placements} sizeClass={sizeClass} border={appearance.border} leading={leading > 0} />
        )}
      </table>
      {props.loading && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/60">
          <span className="h-6 w-6 animate-spin rounded-full border-2 border-primary-600 border-t-transparent" role="status" />
        </div>
      )}
    </div>
  );
}

/**
 * A text cell's tooltip is its text (the whole of a truncated value), written while the pointer
 * is over the cell rather than with each answer: a changed title makes the browser restyle the
 * cell, and a new page changes most of its thousand cells.
 */
function writeTip(event: MouseEvent<HTMLTableSectionElement>): void {
  const cell = (event.target as Element).closest('td[data-tip]');
  if (cell instanceof HTMLElement && cell.title !== cell.textContent) cell.title = cell.textContent ?? '';
}

/** The blank height standing in for rows a large page does not draw. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
