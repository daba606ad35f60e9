import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { TableSize } from './table-types.ts';

/** Pages up to this many rows render every row; larger ones (100, 200, 500) only those in view. */
export const VIRTUAL_FROM = 100;

/** A first guess of a row's height per table size; rows are measured once drawn. */
const ROW_HEIGHT: Record<TableSize, number> = { large: 45, default: 37, small: 25 };

export interface RowWindow {
  /** The row indexes to draw, in order. */
  indexes: number[];
  /** Heights of the blank space above and below the drawn rows, keeping the scrollbar true. */
  before: number;
  after: number;
  /** Given to each drawn row, to measure it (undefined: every row is drawn). */
  measure: ((row: Element | null) => void) | undefined;
}

/**
 * The rows a table draws: all of a small page; of a large one, those in the scroll box's view
 * and a few beyond (@tanstack/react-virtual). The drawn rows stay rows of the one table, so the
 * sticky header and fixed key columns hold as they do on a small page.
 */
export function useRowWindow(count: number, scrollBox: RefObject<HTMLDivElement | null>, size: TableSize): RowWindow {
  const enabled = count > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count,
    enabled,
    getScrollElement: () => scrollBox.current,
    estimateSize: () => ROW_HEIGHT[size],
    overscan: 10,
    indexAttribute: 'data-row-index',
  });
  if (!enabled) return { indexes: Array.from({ length: count }, (_, index) => index), before: 0, after: 0, measure: undefined };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - virtualizer.options.scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
    measure: virtualizer.measureElement,
  };
}
