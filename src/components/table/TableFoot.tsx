import type { ColumnPlacement } from './column-layout.ts';
import { alignClass, cellClass, isSticky, stickyStyle } from './cell-style.ts';
import type { TableColumn, TableSummary } from './table-types.ts';

export interface TableFootProps<Row> {
  summary: TableSummary;
  columns: readonly TableColumn<Row>[];
  placements: ReadonlyMap<string, ColumnPlacement>;
  sizeClass: string;
  border: boolean;
  leading: boolean;
}

/** The summary row, kept in view at the bottom of the scrolling table. */
export function TableFoot<Row>({ summary, columns, placements, sizeClass, border, leading }: TableFootProps<Row>) {
  return (
    <tfoot className="sticky bottom-0 z-[2]">
      <tr className="bg-slate-50 font-medium text-slate-700">
        {leading && <td className={`${cellClass(sizeClass, border)} sticky left-0 bg-inherit`} />}
        {columns.map((column, index) => {
          const placement = placements.get(column.id);
          return (
            <td
              key={column.id}
              style={stickyStyle(placement)}
              className={`${cellClass(sizeClass, border)} truncate ${alignClass(column.align)} ${isSticky(placement) ? 'sticky bg-inherit' : ''}`}
            >
              {summary.values[column.id] ?? (index === 0 ? summary.label : null)}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
