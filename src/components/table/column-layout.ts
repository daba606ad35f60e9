/**
 * Widths and sticky offsets of table columns. Bundle widths are CSS lengths without a unit
 * for pixels ('120'), so they are normalised once here.
 */

export const SELECTION_COLUMN_WIDTH = 44;

/** '120' → '120px'; '20%' and '120px' stay as they are. */
export function cssWidth(width: string): string {
  return /^\d+(\.\d+)?$/.test(width.trim()) ? `${width.trim()}px` : width.trim();
}

export interface LaidOutColumn {
  id: string;
  width: string;
  fixed?: 'left' | 'right';
}

export interface ColumnPlacement {
  width: string;
  /** CSS `left` or `right` for sticky columns, absent for scrolling ones. */
  left?: string;
  right?: string;
  /** The last left-fixed or first right-fixed column draws the shadow edge. */
  edge?: 'left' | 'right';
}

/** Sums CSS lengths into one expression: px lengths add up, others go through calc(). */
function sumLengths(lengths: readonly string[]): string {
  let px = 0;
  const others: string[] = [];
  for (const length of lengths) {
    const match = /^(\d+(?:\.\d+)?)px$/.exec(length);
    if (match) px += Number(match[1]);
    else others.push(length);
  }
  if (others.length === 0) return `${px}px`;
  return `calc(${[`${px}px`, ...others].join(' + ')})`;
}

/**
 * Places visible columns (already ordered left-fixed, scrolling, right-fixed): width and
 * sticky offset of each. `leading` is the width of the selection column before them.
 */
export function placeColumns(columns: readonly LaidOutColumn[], leading: number): Map<string, ColumnPlacement> {
  const placements = new Map<string, ColumnPlacement>();
  const leftWidths: string[] = leading > 0 ? [`${leading}px`] : [];
  const lefts = columns.filter((column) => column.fixed === 'left');
  const rights = columns.filter((column) => column.fixed === 'right');
  for (const column of columns) placements.set(column.id, { width: cssWidth(column.width) });
  lefts.forEach((column, index) => {
    const placement = placements.get(column.id);
    if (!placement) return;
    placement.left = sumLengths(leftWidths);
    if (index === lefts.length - 1) placement.edge = 'left';
    leftWidths.push(placement.width);
  });
  const rightWidths: string[] = [];
  [...rights].reverse().forEach((column, index) => {
    const placement = placements.get(column.id);
    if (!placement) return;
    placement.right = sumLengths(rightWidths);
    if (index === rights.length - 1) placement.edge = 'right';
    rightWidths.push(placement.width);
  });
  return placements;
}

/** Left-fixed first, then scrolling, then right-fixed; order within each group kept. */
export function orderByFixed<T extends { fixed?: 'left' | 'right' }>(columns: readonly T[]): T[] {
  return [
    ...columns.filter((column) => column.fixed === 'left'),
    ...columns.filter((column) => !column.fixed),
    ...columns.filter((column) => column.fixed === 'right'),
  ];
}

/** The table's own width: the pixel sum when every width is in pixels, else the container's. */
export function tableWidth(widths: readonly string[]): string {
  return widths.every((width) => /px$/.test(width)) ? sumLengths(widths) : '100%';
}
