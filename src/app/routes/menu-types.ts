/** A node of navMenu/loadNavMenusAll.ajax (spec 01 §3). */
export interface MenuNode {
  id: string;
  name: string;
  isParent?: boolean;
  children?: MenuNode[];
  attributes?: MenuAttributes;
}

export type MenuType = 'MENU' | 'IFRAME' | 'LINK' | 'BUTTON';

export interface MenuAttributes {
  menuIcon?: string;
  /** IFRAME source, LINK target, or the gotoView target of an embedded page. */
  url?: string;
  /** Module id of the page (the bundle's moduleId). */
  module?: string;
  routerPath?: string;
  formRouter?: string;
  modType?: MenuType;
  /** Routed but not shown in the side menu. */
  hidden?: boolean | string | number;
  /** Role ids allowed to see the item; empty or absent means everyone. */
  roles?: string[] | string;
}

export type MenuRouteKind = 'module' | 'form' | 'iframe' | 'embedded';

/** One route derived from the menu; the router turns it into a route object. */
export interface MenuRoute {
  kind: MenuRouteKind;
  /** Route pattern, e.g. /wo/workOrder, /wo/workOrderForm/:pkValue, /system/frm/run/frmRunList/:menuId. */
  path: string;
  menuId: string;
  moduleId: string;
  title: string;
  /** module: pattern-free path of its form route ('' when the menu has no formRouter). */
  formPath: string;
  /** form: the list page it returns to. */
  listPath: string;
  /** iframe source or embedded gotoView target. */
  url: string;
}

/** An item of the side menu. */
export interface MenuEntry {
  id: string;
  title: string;
  icon: string;
  kind: 'folder' | 'page' | 'link';
  /** page: in-app path; link: external URL; folder: ''. */
  href: string;
  children: MenuEntry[];
}

export interface MenuModel {
  routes: MenuRoute[];
  /** The visible side menu (hidden items and buttons left out). */
  entries: MenuEntry[];
  /** Route name → path: menu id and module id → page, `{menuId}Form` and `{moduleId}Form` → form pattern. */
  names: Record<string, string>;
  /** In-app path of every page → the chain of menu titles (breadcrumbs) ending with its own. */
  trails: Record<string, { menuId: string; titles: string[] }>;
  /**
   * Menu id → the page route of that menu leaf, as the menu itself describes it. The routes of
   * trailing-id families (/system/frm/run/frmRunList/:menuId) are shared by every menu of the
   * family; the :menuId of the location picks the menu here (resolveMenuRoute).
   */
  pages: Record<string, MenuRoute>;
}
