import type { ReactNode } from 'react';

/** A column as the screens describe it; DataTable turns it into a TanStack column definition. */
export interface TableColumn<Row> {
  id: string;
  header: string;
  /** CSS width as bundles and column settings write it: '120' (pixels), '120px' or '20%'. */
  width: string;
  fixed?: 'left' | 'right';
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  cell: (row: Row) => ReactNode;
}

export type TableSize = 'large' | 'default' | 'small';

/** The table configuration of spec 01 §3: size, border, stripe. */
export interface TableAppearance {
  size: TableSize;
  border: boolean;
  stripe: boolean;
}

export const DEFAULT_APPEARANCE: TableAppearance = { size: 'default', border: true, stripe: false };

export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

export type SelectionMode = 'none' | 'single' | 'multiple';

/** The summary row: values by column id, the label in the first column without a value. */
export interface TableSummary {
  label: string;
  values: Readonly<Record<string, ReactNode>>;
}
