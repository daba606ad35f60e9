import { useT } from '../../i18n/index.ts';
import type { ColumnPlacement } from './column-layout.ts';
import { alignClass, cellClass, isSticky, stickyStyle } from './cell-style.ts';
import type { SelectionMode, SortState, TableColumn } from './table-types.ts';

export interface TableHeadProps<Row> {
  columns: readonly TableColumn<Row>[];
  placements: ReadonlyMap<string, ColumnPlacement>;
  sizeClass: string;
  border: boolean;
  selection: SelectionMode;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  sort: SortState | null | undefined;
  onSort: (column: TableColumn<Row>) => void;
}

/** The header row: the select-all box, then each column's label with its sort marks. */
export function TableHead<Row>({ columns, placements, sizeClass, border, selection, allSelected, someSelected, onToggleAll, sort, onSort }: TableHeadProps<Row>) {
  const t = useT();
  return (
    <thead className="sticky top-0 z-[2]">
      <tr className="bg-slate-100 text-slate-600">
        {selection !== 'none' && (
          <th className={`${cellClass(sizeClass, border)} sticky left-0 z-[3] bg-inherit text-center`}>
            {selection === 'multiple' && (
              <input
                type="checkbox"
                aria-label={t('table.selectAll')}
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected && !allSelected;
                }}
                onChange={onToggleAll}
                className="h-4 w-4 cursor-pointer accent-primary-600"
              />
            )}
          </th>
        )}
        {columns.map((column) => {
          const placement = placements.get(column.id);
          const direction = sort?.field === column.id ? sort.direction : undefined;
          return (
            <th
              key={column.id}
              style={stickyStyle(placement)}
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
              className={`${cellClass(sizeClass, border)} truncate font-medium ${alignClass(column.align)} ${isSticky(placement) ? 'sticky z-[3] bg-inherit' : ''} ${column.sortable ? 'cursor-pointer select-none hover:text-primary-700' : ''}`}
              onClick={() => onSort(column)}
              title={column.header}
            >
              {column.header}
              {column.sortable && <SortMark direction={direction} />}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

function SortMark({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <span className="ml-1 inline-flex flex-col align-middle text-[8px] leading-[8px]" aria-hidden>
      <span className={direction === 'asc' ? 'text-primary-600' : 'text-slate-300'}>▲</span>
      <span className={direction === 'desc' ? 'text-primary-600' : 'text-slate-300'}>▼</span>
    </span>
  );
}
