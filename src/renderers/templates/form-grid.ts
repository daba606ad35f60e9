/**
 * The detail form's layout as data (docs/bundle-format.md 'Layout'): the grid of a section by
 * its column count, the cells a field spans, and which sections go under which tab. Columns
 * collapse on narrow screens: one column below md, and four columns show as two below xl; a
 * span collapses with them, so a field never asks for more columns than the screen has.
 */

export interface FormGroupLayout {
  title?: string;
  columns: number;
  fields: string[];
  tab?: string;
  help?: string;
}

/** Class names are written out whole so Tailwind finds them in the source. */
const GRID: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 md:grid-cols-2',
  3: 'grid-cols-1 md:grid-cols-3',
  4: 'grid-cols-1 md:grid-cols-2 xl:grid-cols-4',
};

/** By column count, then span: the classes of a field spanning more than one column. */
const SPAN: Record<number, Record<number, string>> = {
  2: { 2: 'md:col-span-2' },
  3: { 2: 'md:col-span-2', 3: 'md:col-span-3' },
  4: { 2: 'md:col-span-2', 3: 'md:col-span-2 xl:col-span-3', 4: 'md:col-span-2 xl:col-span-4' },
};

export function gridClass(columns: number): string {
  return GRID[columns] ?? (GRID[1] as string);
}

/** The classes of a field spanning `span` columns of a section of `columns`; a wider span is cut to the section. */
export function spanClass(columns: number, span: number | undefined): string {
  return SPAN[columns]?.[Math.min(span ?? 1, columns)] ?? '';
}

export interface IndexedGroup {
  group: FormGroupLayout;
  /** Its place in the bundle's groups (a stable key). */
  index: number;
}

export interface FormTabLayout {
  label: string;
  groups: IndexedGroup[];
}

/**
 * Sections without a tab come first, above the tabs; the sections of one tab are gathered under
 * it, the tabs in the order of their first section.
 * @example arrangeSections([{ columns: 1, fields: [] }, { columns: 2, fields: [], tab: 'A' }]) // { header: [group 0], tabs: [{ label: 'A', groups: [group 1] }] }
 */
export function arrangeSections(groups: readonly FormGroupLayout[]): { header: IndexedGroup[]; tabs: FormTabLayout[] } {
  const header: IndexedGroup[] = [];
  const tabs = new Map<string, FormTabLayout>();
  groups.forEach((group, index) => {
    if (group.tab === undefined) return header.push({ group, index });
    const tab = tabs.get(group.tab) ?? { label: group.tab, groups: [] };
    tab.groups.push({ group, index });
    tabs.set(group.tab, tab);
  });
  return { header, tabs: [...tabs.values()] };
}
