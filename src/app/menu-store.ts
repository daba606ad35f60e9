/**
 * The signed-in user's menu: loaded at the first navigation of a session (and again when the
 * language changes, since the server translates names), turned into the MenuModel the router
 * and layout use. It is also the client's one check that published modules are current: each
 * navigation asks the modules revision, and a revision other than the one the menu was loaded
 * at reloads the menu (docs/module-authoring.md, Stale pages and saves).
 */
import { useSyncExternalStore } from 'react';
import { request, unwrap, type Envelope } from '../api/request.ts';
import { getCurrentUser, loadCurrentUser } from './current-user.ts';
import { currentToken } from './session-store.ts';
// RouterHost imports the router, which imports this store: a cycle that only calls at run time.
import { resetRoutes } from './RouterHost.tsx';
import { buildMenuModel } from './routes/menu-routes.ts';
import type { MenuModel, MenuNode } from './routes/menu-types.ts';

/** parentId of the top of the menu tree. */
const TOP_LEVEL = '-1';

let model: MenuModel | null = null;
let loading: Promise<MenuModel> | undefined;
const listeners = new Set<() => void>();

/** The modules revision the menu was loaded at; undefined when the server did not say. */
let menuRevision: number | undefined;
/** The check of the page shown: one per navigation (per URL without navigation events), shared by everything on that page. */
let revisionCheck: { href: string; answer: Promise<number | undefined> } | undefined;
/** A reload of the menu after the revision changed, shared by concurrent checks. */
let refreshing: Promise<void> | undefined;
let watching = false;

function setModel(next: MenuModel | null): void {
  model = next;
  for (const listener of listeners) listener();
}

/** meta/modulesRevision.ajax: the revision of the published module set. */
async function fetchModulesRevision(): Promise<number | undefined> {
  const value = unwrap(await request<Envelope<{ revision?: number }>>('meta/modulesRevision.ajax', {}, { method: 'GET' }));
  return typeof value?.revision === 'number' ? value.revision : undefined;
}

async function fetchMenu(): Promise<{ tree: MenuNode[]; revision: number | undefined }> {
  // Read before the menu: a publish in between makes the next check load the menu once more, never miss it.
  const revision = await fetchModulesRevision().catch(() => undefined);
  const tree = unwrap(await request<Envelope<MenuNode[]>>('navMenu/loadNavMenusAll.ajax', { parentId: TOP_LEVEL }, { method: 'GET' }));
  return { tree: Array.isArray(tree) ? tree : [], revision };
}

async function fetchModel(): Promise<{ model: MenuModel; revision: number | undefined }> {
  // Only building the model needs the user's roles: the menu's calls do not wait for the user's.
  const [user, { tree, revision }] = await Promise.all([getCurrentUser() ?? loadCurrentUser(), fetchMenu()]);
  return { model: buildMenuModel(tree, user.userRoleIds), revision };
}

function keep(loaded: { model: MenuModel; revision: number | undefined }): MenuModel {
  menuRevision = loaded.revision;
  setModel(loaded.model);
  watchNavigations();
  return loaded.model;
}

/** The menu model, loading it on first use; concurrent callers share one request. */
export function loadMenuModel(): Promise<MenuModel> {
  if (model) return Promise.resolve(model);
  loading ??= fetchModel()
    .then(keep)
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** Reloads titles in the current language; routes already added keep their patterns. */
export async function reloadMenuModel(): Promise<void> {
  keep(await fetchModel());
}

export function clearMenuModel(): void {
  menuRevision = undefined;
  revisionCheck = undefined;
  setModel(null);
}

export function getMenuModel(): MenuModel | null {
  return model;
}

/**
 * The menu again after a publish: entries of newly published modules appear. React Router adds
 * routes only when a router starts, so a menu with a route the shown one lacks gets a fresh
 * router (as signing in does), which installs the routes of this menu for the page shown.
 */
function refreshMenu(): Promise<void> {
  refreshing ??= (async () => {
    const before = model;
    keep(await fetchModel());
    const known = new Set(before?.routes.map((route) => route.path));
    if (before && model?.routes.some((route) => !known.has(route.path))) resetRoutes();
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function runRevisionCheck(): Promise<number | undefined> {
  if (loading) await loading.catch(() => undefined);
  // Signed out (or signing out): nothing to keep current; the next menu load reads the revision itself.
  if (!model || !currentToken()) return undefined;
  const revision = await fetchModulesRevision().catch(() => undefined);
  if (revision !== undefined && revision !== menuRevision) await refreshMenu().catch(() => undefined);
  return revision;
}

/**
 * The modules revision for the page shown: asked once per navigation (a new URL, or any
 * navigation where the browser reports them) and shared by every caller on that page. When it differs from the revision the menu was loaded at, the menu
 * is loaded again before it answers. Module screens compare it with the revision their cached
 * compile was confirmed at (use-module.ts). Undefined when signed out or the call failed.
 */
export function checkModulesRevision(): Promise<number | undefined> {
  return startRevisionCheck(false);
}

/** `navigated`: a navigation just happened (even to the same URL): always a new check. */
function startRevisionCheck(navigated: boolean): Promise<number | undefined> {
  if (!model && !loading) return Promise.resolve(undefined);
  const href = window.location.href;
  if (navigated || revisionCheck?.href !== href) revisionCheck = { href, answer: runRevisionCheck() };
  return revisionCheck.answer;
}

/** The browser's navigation events, where it has them: every page, not only module screens, checks. */
type NavigationEvents = { addEventListener(type: 'currententrychange', listener: () => void): void };

function watchNavigations(): void {
  if (watching || typeof window === 'undefined') return;
  const navigation = (window as Window & { navigation?: NavigationEvents }).navigation;
  if (!navigation) return;
  watching = true;
  navigation.addEventListener('currententrychange', () => {
    void startRevisionCheck(true);
  });
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
