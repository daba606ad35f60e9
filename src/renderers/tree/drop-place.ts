/** Where a dragged tree node lands relative to the node it is dropped on. */
export type DropPlace = 'before' | 'inside' | 'after';

/**
 * The place a pointer `offsetY` pixels from the top of a row `height` high means: its upper
 * quarter before the node, its lower quarter after it, the middle into it.
 * @example dropPlace(2, 28) // 'before'
 */
export function dropPlace(offsetY: number, height: number): DropPlace {
  if (offsetY < height / 4) return 'before';
  if (offsetY > (height * 3) / 4) return 'after';
  return 'inside';
}
