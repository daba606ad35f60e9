import type { CSSProperties } from 'react';
import type { ColumnPlacement } from './column-layout.ts';
import type { TableColumn, TableSize } from './table-types.ts';

const SIZE_CLASS: Record<TableSize, string> = {
  large: 'px-3 py-3 text-sm',
  default: 'px-3 py-2 text-sm',
  small: 'px-2 py-1 text-xs',
};

export function sizeClassOf(size: TableSize): string {
  return SIZE_CLASS[size];
}

/**
 * Cells draw only their right and bottom edges: the table's separated borders would otherwise
 * double every line, and half the edges is half the border painting of a full page.
 */
export function cellClass(sizeClass: string, border: boolean): string {
  return `${sizeClass} border-b ${border ? 'border-r border-slate-200' : 'border-slate-100'}`;
}

export function isSticky(placement: ColumnPlacement | undefined): boolean {
  return placement?.left !== undefined || placement?.right !== undefined;
}

/** Sticky offset and the shadow that marks where fixed columns end. */
export function stickyStyle(placement: ColumnPlacement | undefined): CSSProperties | undefined {
  if (!placement || !isSticky(placement)) return undefined;
  const style: CSSProperties = {};
  if (placement.left !== undefined) style.left = placement.left;
  if (placement.right !== undefined) style.right = placement.right;
  if (placement.edge === 'left') style.boxShadow = '4px 0 6px -4px rgba(15, 23, 42, 0.18)';
  if (placement.edge === 'right') style.boxShadow = '-4px 0 6px -4px rgba(15, 23, 42, 0.18)';
  return style;
}

export function alignClass(align: TableColumn<unknown>['align']): string {
  return align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left';
}

/** What every body cell of one column shares. */
export interface BodyCellLook {
  className: string;
  style: CSSProperties | undefined;
}

/**
 * A column's body cell class and sticky style, worked out once per column: a page has a
 * thousand cells, and one style object per column also lets React skip comparing them.
 */
export function bodyCellLook(placement: ColumnPlacement | undefined, align: TableColumn<unknown>['align'], sizeClass: string, border: boolean): BodyCellLook {
  return {
    className: `${cellClass(sizeClass, border)} truncate ${alignClass(align)} ${isSticky(placement) ? 'sticky z-[1] bg-inherit' : ''}`,
    style: stickyStyle(placement),
  };
}
