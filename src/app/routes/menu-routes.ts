/**
 * The menu-derived routes of spec 01 §2, as data: role filtering, one route per leaf,
 * special path families, iframe and embedded pages, external links and hidden form routes.
 * Pure, so every rule is unit-tested; src/app/router turns the result into route objects.
 */
import type { MenuEntry, MenuModel, MenuNode, MenuRoute } from './menu-types.ts';
import { COMPARISON_ROUTER_PATH, REPORT_ROUTER_PATH } from '../../../runtime/report/types.ts';

/** Path families that take the menu id as a trailing segment. */
const TRAILING_ID_FAMILIES = ['frmRunList', 'eq/config/IndicatorComparison', 'system/jimu/reportMenuView'];
/** The families whose menus open a report (runtime/report/) rather than a module list. */
const REPORT_FAMILIES = [REPORT_ROUTER_PATH, COMPARISON_ROUTER_PATH];

/** Whether a route pattern is a report page: /system/jimu/reportMenuView/:menuId, /eq/config/IndicatorComparison/:menuId. */
export function isReportRoute(pattern: string): boolean {
  return REPORT_FAMILIES.some((family) => trimSlashes(pattern).startsWith(family));
}

/** Module ids whose pages live under /{routerPath}/{module}. */
const MODULE_SEGMENT_MARKERS = ['BFM', '@', 'JIMU'];

function trimSlashes(text: string | undefined): string {
  return (text ?? '').trim().replace(/^\/+|\/+$/g, '');
}

function listOf(value: string[] | string | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? '').split(',');
  return items.map((item) => String(item).trim()).filter(Boolean);
}

function isHidden(node: MenuNode): boolean {
  const hidden = node.attributes?.hidden;
  return hidden === true || hidden === 1 || hidden === '1' || hidden === 'true' || hidden === 'Y';
}

function isFolder(node: MenuNode): boolean {
  return Boolean(node.isParent) || (node.children?.length ?? 0) > 0;
}

/** Drops the items (and their subtrees) whose role list names none of the user's roles. */
export function filterMenuByRoles(tree: readonly MenuNode[], userRoles: readonly string[]): MenuNode[] {
  const mine = new Set(userRoles);
  return tree
    .filter((node) => {
      const roles = listOf(node.attributes?.roles);
      return roles.length === 0 || roles.some((role) => mine.has(role));
    })
    .map((node) => (node.children ? { ...node, children: filterMenuByRoles(node.children, userRoles) } : node));
}

/**
 * Where a leaf's page lives: the route pattern and the link the menu navigates to.
 * Undefined for LINK (external) and BUTTON items.
 */
export function leafPaths(node: MenuNode): { kind: MenuRoute['kind']; pattern: string; link: string } | undefined {
  const attributes = node.attributes ?? {};
  const type = attributes.modType ?? 'MENU';
  if (type === 'LINK' || type === 'BUTTON') return undefined;
  if (type === 'IFRAME') {
    const path = `/i/${node.name}`;
    return { kind: 'iframe', pattern: path, link: path };
  }
  const routerPath = trimSlashes(attributes.routerPath);
  if (!routerPath) {
    const path = `/view/${node.id}`;
    return { kind: 'embedded', pattern: path, link: path };
  }
  if (TRAILING_ID_FAMILIES.some((family) => routerPath.includes(family))) {
    return { kind: 'module', pattern: `/${routerPath}/:menuId`, link: `/${routerPath}/${node.id}` };
  }
  const moduleId = attributes.module ?? '';
  const path = MODULE_SEGMENT_MARKERS.some((marker) => moduleId.includes(marker)) ? `/${routerPath}/${moduleId}` : `/${routerPath}`;
  return { kind: 'module', pattern: path, link: path };
}

/** The form route of a leaf with a formRouter: /{formRouter}/:pkValue. */
export function formPattern(node: MenuNode): string | undefined {
  const formRouter = trimSlashes(node.attributes?.formRouter);
  return formRouter ? `/${formRouter}/:pkValue` : undefined;
}

function toEntry(node: MenuNode, children: MenuEntry[]): MenuEntry | undefined {
  const attributes = node.attributes ?? {};
  const base = { id: node.id, title: node.name, icon: attributes.menuIcon ?? '', children };
  if (isFolder(node)) return children.length > 0 ? { ...base, kind: 'folder', href: '' } : undefined;
  if (attributes.modType === 'LINK') return { ...base, kind: 'link', href: attributes.url ?? attributes.routerPath ?? '' };
  const paths = leafPaths(node);
  return paths ? { ...base, kind: 'page', href: paths.link } : undefined;
}

/**
 * Builds routes, side menu, route names and breadcrumb trails from the user's menu tree.
 * The first menu to claim a route pattern or a name keeps it.
 */
export function buildMenuModel(tree: readonly MenuNode[], userRoles: readonly string[]): MenuModel {
  const routes: MenuRoute[] = [];
  const patterns = new Set<string>();
  const names: Record<string, string> = {};
  const trails: MenuModel['trails'] = {};
  const pages: MenuModel['pages'] = {};

  const addRoute = (route: MenuRoute) => {
    if (patterns.has(route.path)) return;
    patterns.add(route.path);
    routes.push(route);
  };
  const name = (key: string | undefined, path: string) => {
    if (key && !(key in names)) names[key] = path;
  };

  const visit = (nodes: readonly MenuNode[], titles: string[]): MenuEntry[] => {
    const entries: MenuEntry[] = [];
    for (const node of nodes) {
      const trail = [...titles, node.name];
      const children = isFolder(node) ? visit(node.children ?? [], trail) : [];
      const paths = isFolder(node) ? undefined : leafPaths(node);
      if (paths) {
        const moduleId = node.attributes?.module ?? '';
        const form = formPattern(node);
        const url = node.attributes?.url ?? '';
        const page: MenuRoute = { kind: paths.kind, path: paths.pattern, menuId: node.id, moduleId, title: node.name, formPath: form ? form.replace(/\/:pkValue$/, '') : '', listPath: '', url };
        addRoute(page);
        pages[node.id] ??= page;
        if (form) {
          addRoute({ kind: 'form', path: form, menuId: node.id, moduleId, title: node.name, formPath: '', listPath: paths.link, url: '' });
          name(`${node.id}Form`, form);
          // Workflow messages and tasks open a record by module: {moduleId}Form.
          name(moduleId && `${moduleId}Form`, form);
        }
        name(node.id, paths.link);
        name(moduleId, paths.link);
        trails[paths.link] ??= { menuId: node.id, titles: trail };
      }
      const entry = isHidden(node) ? undefined : toEntry(node, children);
      if (entry) entries.push(entry);
    }
    return entries;
  };

  const entries = visit(filterMenuByRoles(tree, userRoles), []);
  return { routes, entries, names, trails, pages };
}

/** Whether a route is shared by the menus of a trailing-id family, the menu id being its last segment. */
export function isTrailingIdRoute(route: MenuRoute): boolean {
  return route.kind === 'module' && route.path.endsWith('/:menuId');
}

/**
 * The menu a location of `route` shows, from the current model (titles follow the language).
 * A trailing-id route serves every menu of its family: the location's `menuId` says which,
 * and null means no menu of that family has this id ('页面丢失,请检查该页面menuId').
 * Any other route is the menu that claimed its pattern first.
 */
export function resolveMenuRoute(model: MenuModel | null, route: MenuRoute, menuId: string | undefined): MenuRoute | null {
  if (isTrailingIdRoute(route)) {
    if (!model) return menuId === route.menuId ? route : null;
    const page = menuId !== undefined && Object.hasOwn(model.pages, menuId) ? model.pages[menuId] : undefined;
    return page && page.path === route.path ? page : null;
  }
  return model?.routes.find((candidate) => candidate.path === route.path) ?? route;
}
