/**
 * The signed-in user's menu: loaded once per session (and again when the language changes,
 * since the server translates names), turned into the MenuModel the router and layout use.
 */
import { useSyncExternalStore } from 'react';
import { request, unwrap, type Envelope } from '../api/request.ts';
import { getCurrentUser, loadCurrentUser } from './current-user.ts';
import { buildMenuModel } from './routes/menu-routes.ts';
import type { MenuModel, MenuNode } from './routes/menu-types.ts';

/** parentId of the top of the menu tree. */
const TOP_LEVEL = '-1';

let model: MenuModel | null = null;
let loading: Promise<MenuModel> | undefined;
const listeners = new Set<() => void>();

function setModel(next: MenuModel | null): void {
  model = next;
  for (const listener of listeners) listener();
}

async function fetchModel(): Promise<MenuModel> {
  const user = getCurrentUser() ?? (await loadCurrentUser());
  const tree = unwrap(await request<Envelope<MenuNode[]>>('navMenu/loadNavMenusAll.ajax', { parentId: TOP_LEVEL }, { method: 'GET' }));
  return buildMenuModel(Array.isArray(tree) ? tree : [], user.userRoleIds);
}

/** The menu model, loading it on first use; concurrent callers share one request. */
export function loadMenuModel(): Promise<MenuModel> {
  if (model) return Promise.resolve(model);
  loading ??= fetchModel()
    .then((next) => {
      setModel(next);
      return next;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** Reloads titles in the current language; routes already added keep their patterns. */
export async function reloadMenuModel(): Promise<void> {
  setModel(await fetchModel());
}

export function clearMenuModel(): void {
  setModel(null);
}

export function getMenuModel(): MenuModel | null {
  return model;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMenuModel(): MenuModel | null {
  return useSyncExternalStore(subscribe, getMenuModel, () => null);
}
