import { memo, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import type { TableColumn } from './table-types.ts';
import { cellClass, type BodyCellLook } from './cell-style.ts';

export interface TableRowProps {
  rowId: string;
  index: number;
  original: unknown;
  columns: readonly TableColumn<unknown>[];
  /** Each column's cell class and style, in the order of `columns` (bodyCellLook). */
  looks: readonly BodyCellLook[];
  /** Cell padding and text size of the table size. */
  sizeClass: string;
  border: boolean;
  striped: boolean;
  /** 'none' draws no selection cell. */
  selection: 'none' | 'single' | 'multiple';
  selected: boolean;
  draggable: boolean;
  /** Measures the drawn row of a virtualised page (use-row-window.ts). */
  measure?: ((row: Element | null) => void) | undefined;
}

/**
 * One body row. Memoised on its own props so that checking a row, or sorting the header,
 * re-renders that row only and not the 1,000 cells of a full page.
 */
export const TableRow = memo(function TableRow(props: TableRowProps) {
  const { rowId, index, original, columns, looks, sizeClass, border, striped, selection, selected, draggable, measure } = props;
  const t = useT();
  // Opaque: fixed cells inherit it and would show the scrolled cells through a translucent one.
  const background = selected ? 'bg-primary-50' : striped && index % 2 === 1 ? 'bg-slate-50' : 'bg-white';
  return (
    <tr
      ref={measure}
      data-row-index={index}
      data-row-id={rowId}
      aria-selected={selection === 'none' ? undefined : selected}
      draggable={draggable || undefined}
      className={`${background} hover:bg-primary-50 ${draggable ? 'cursor-move' : ''}`}
    >
      {selection !== 'none' && (
        <td className={`${cellClass(sizeClass, border)} sticky left-0 z-[1] bg-inherit text-center`}>
          <input
            type={selection === 'single' ? 'radio' : 'checkbox'}
            data-select-row={rowId}
            aria-label={t('table.selectRow', { n: index + 1 })}
            checked={selected}
            readOnly
            className="h-4 w-4 cursor-pointer accent-primary-600"
          />
        </td>
      )}
      {columns.map((column, position) => {
        const look = looks[position];
        const content: ReactNode = column.cell(original);
        return (
          <td
            key={column.id}
            style={look?.style}
            data-tip={typeof content === 'string' || typeof content === 'number' ? '' : undefined}
            className={look?.className}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
});
