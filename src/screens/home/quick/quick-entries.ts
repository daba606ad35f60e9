import { request, unwrap, type Envelope } from '../../../api/request.ts';
import type { MenuEntry } from '../../../app/routes/menu-types.ts';

/** Spec 02 §3 quick menu entry, as system/userMenu/load.ajax answers it. */
export interface QuickEntry {
  menuId: string;
  menuName: string;
  menuUrl: string;
  menuIcon: string;
  modType: string;
}

/** Spec 02 §9: at most 8 quick entries; the list reloads 500 ms after a save. */
export const MAX_QUICK_ENTRIES = 8;
export const RELOAD_DELAY_MS = 500;

export async function loadQuickEntries(): Promise<QuickEntry[]> {
  return (await request<{ rows?: QuickEntry[] }>('system/userMenu/load.ajax', { pageNo: 1, pageSize: MAX_QUICK_ENTRIES }, { method: 'GET' })).rows ?? [];
}

const idsParam = (ids: readonly string[]) => ({ ids: ids.join(',') });

/**
 * Stores the chosen entries in their order (spec 02 §4 Quick-entry save): removes the dropped
 * ones, adds the new ones, then resets the order. The server checks the limit and repeats.
 */
export async function saveQuickEntries(before: readonly string[], after: readonly string[]): Promise<void> {
  const removed = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  if (removed.length > 0) unwrap(await request<Envelope>('system/userMenu/remove.ajax', idsParam(removed)));
  if (added.length > 0) unwrap(await request<Envelope>('system/userMenu/add.ajax', idsParam(added)));
  if (after.length > 0) unwrap(await request<Envelope>('system/userMenu/resetMenuSeqNo.ajax', idsParam(after)));
}

/** The pages of the side menu (folders and links are not entries), by menu id. */
export function menuPages(entries: readonly MenuEntry[]): Map<string, MenuEntry> {
  const pages = new Map<string, MenuEntry>();
  const visit = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (entry.kind === 'page') pages.set(entry.id, entry);
      visit(entry.children);
    }
  };
  visit(entries);
  return pages;
}

/** The menu tree cut to the pages whose title holds `search` (case-insensitive) and the folders leading to them. */
export function filterMenuTree(entries: readonly MenuEntry[], search: string): MenuEntry[] {
  const needle = search.trim().toLowerCase();
  return entries.flatMap((entry) => {
    if (entry.kind === 'link') return [];
    if (entry.kind === 'page') return !needle || entry.title.toLowerCase().includes(needle) ? [entry] : [];
    const children = filterMenuTree(entry.children, search);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
