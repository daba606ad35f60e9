/**
 * The per-user table configuration of spec 01 §3 as the column-setting calls store it:
 * `{ columns: [{ prop, label, width, sortable, fixed, hide }], size, border, stripe }`.
 */
import type { TableAppearance, TableSize } from './table-types.ts';

export interface ColumnSetting {
  prop: string;
  label: string;
  width: string;
  sortable: boolean;
  fixed: 'left' | 'right' | false;
  hide: boolean;
}

export interface TableSetting extends TableAppearance {
  columns: ColumnSetting[];
}

const SIZES: readonly TableSize[] = ['large', 'default', 'small'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Lays a saved setting over the defaults: saved order, width, fixed and visibility for the
 * columns that still exist, new columns appended, labels and sortability always current.
 * Anything unreadable in the saved value falls back to the default.
 */
export function mergeTableSetting(defaults: TableSetting, saved: unknown): TableSetting {
  if (!isRecord(saved)) return defaults;
  const byProp = new Map(defaults.columns.map((column) => [column.prop, column]));
  const savedColumns = Array.isArray(saved.columns) ? saved.columns.filter(isRecord) : [];
  const columns: ColumnSetting[] = [];
  for (const entry of savedColumns) {
    const base = typeof entry.prop === 'string' ? byProp.get(entry.prop) : undefined;
    if (!base) continue;
    byProp.delete(base.prop);
    columns.push({
      ...base,
      width: typeof entry.width === 'string' && entry.width.trim() !== '' ? entry.width : typeof entry.width === 'number' ? String(entry.width) : base.width,
      fixed: entry.fixed === 'left' || entry.fixed === 'right' ? entry.fixed : false,
      hide: entry.hide === true,
    });
  }
  columns.push(...byProp.values());
  return {
    columns,
    size: SIZES.includes(saved.size as TableSize) ? (saved.size as TableSize) : defaults.size,
    border: typeof saved.border === 'boolean' ? saved.border : defaults.border,
    stripe: typeof saved.stripe === 'boolean' ? saved.stripe : defaults.stripe,
  };
}

/** Moves one item (a column, a dragged row); indexes outside the list leave it as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}
