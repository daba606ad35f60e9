import type { ChartUnit } from './org-chart-api.ts';

/** Box of one unit on the chart, and the gaps between boxes. */
export const UNIT_SIZE = { width: 180, height: 64 };
const GAP = { x: 28, y: 72 };

export interface PlacedUnit {
  unit: ChartUnit;
  x: number;
  y: number;
  parent: string | null;
  /** Its children are hidden. */
  collapsed: boolean;
}

/**
 * A top-down tree: leaves side by side in order, each parent centred over its shown children.
 * Units under a collapsed one are left out.
 * @example placeUnits(root, new Set()) // [{ unit: root, x: ..., y: 0, parent: null, collapsed: false }, ...]
 */
export function placeUnits(root: ChartUnit, collapsed: ReadonlySet<string>): PlacedUnit[] {
  const placed: PlacedUnit[] = [];
  let nextLeft = 0;
  const visit = (unit: ChartUnit, depth: number, parent: string | null): number => {
    const isCollapsed = collapsed.has(unit.sfoNo) && unit.children.length > 0;
    const shown = isCollapsed ? [] : unit.children;
    const entry: PlacedUnit = { unit, x: 0, y: depth * (UNIT_SIZE.height + GAP.y), parent, collapsed: isCollapsed };
    placed.push(entry);
    if (shown.length === 0) {
      entry.x = nextLeft;
      nextLeft += UNIT_SIZE.width + GAP.x;
    } else {
      const xs = shown.map((child) => visit(child, depth + 1, unit.sfoNo));
      entry.x = (xs[0]! + xs[xs.length - 1]!) / 2;
    }
    return entry.x;
  };
  visit(root, 0, null);
  return placed;
}
