/**
 * The view tags above the page: one per opened page (keyed by pathname), Home always first.
 * Each remembers its last URL (with query) and the scroll position of its content.
 */
import { useSyncExternalStore } from 'react';

export interface ViewTag {
  /** Pathname: one tag per page, whatever its query. */
  path: string;
  /** Last URL of the page, query included, to return to it as it was. */
  url: string;
  /** Title when it was opened; the tag bar prefers the current menu title. */
  title: string;
  /** Message id for fixed routes (Home), translated at render. */
  titleId?: string;
  /** Detail pages: the mode shown beside the title. */
  mode?: string;
  fixed?: boolean;
}

export const HOME_TAG: ViewTag = { path: '/index', url: '/index', title: '', titleId: 'route.home', fixed: true };

let tags: readonly ViewTag[] = [HOME_TAG];
const scrollTops = new Map<string, number>();
const listeners = new Set<() => void>();

function set(next: readonly ViewTag[]): void {
  tags = next;
  for (const listener of listeners) listener();
}

/** Adds the page's tag, or refreshes its URL and title. */
export function openViewTag(tag: ViewTag): void {
  const existing = tags.find((item) => item.path === tag.path);
  if (!existing) return set([...tags, tag]);
  if (existing.url !== tag.url || existing.title !== tag.title || existing.mode !== tag.mode) {
    set(tags.map((item) => (item.path === tag.path ? { ...item, url: tag.url, title: tag.title || item.title, mode: tag.mode } : item)));
  }
}

/**
 * Closes a tag; returns the URL to show when it was the active one (its left neighbour,
 * else the right one).
 */
export function closeViewTag(path: string): string {
  const index = tags.findIndex((item) => item.path === path);
  const tag = tags[index];
  if (!tag || tag.fixed) return tag?.url ?? HOME_TAG.url;
  scrollTops.delete(path);
  const next = tags[index - 1] ?? tags[index + 1] ?? HOME_TAG;
  set(tags.filter((item) => item.path !== path));
  return next.url;
}

export function closeOtherViewTags(path: string): void {
  set(tags.filter((item) => item.fixed || item.path === path));
}

export function closeAllViewTags(): void {
  set(tags.filter((item) => item.fixed));
}

/** Forgets every tag (sign-out). */
export function resetViewTags(): void {
  scrollTops.clear();
  set([HOME_TAG]);
}

export function rememberScroll(path: string, top: number): void {
  scrollTops.set(path, top);
}

export function rememberedScroll(path: string): number {
  return scrollTops.get(path) ?? 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useViewTags(): readonly ViewTag[] {
  return useSyncExternalStore(
    subscribe,
    () => tags,
    () => tags,
  );
}
