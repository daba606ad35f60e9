import { systemValue } from '../system-calls.ts';
import type { FlatNode } from './static-tree.ts';

/** A row of system/menu/tree.ajax (server/admin/menu-admin.ts menuTree). */
export interface MenuEntry {
  id: string;
  /** '-1' at the top. */
  parentId: string;
  name: string;
  nameZh: string;
  nameEn: string;
  /** MENU (a folder when it leads nowhere), IFRAME, LINK, BUTTON. */
  modType: string;
  routerPath: string;
  module: string;
  url: string;
  icon: string;
  seq: number;
  hidden: boolean;
  /** Roles that see it; none: every role. */
  roleIds: string[];
}

export const MENU_TOP = '-1';
export const MENU_TYPES = ['MENU', 'IFRAME', 'LINK', 'BUTTON'] as const;

export interface MenuNode extends FlatNode {
  entry: MenuEntry;
}

export function loadMenus(): Promise<MenuEntry[]> {
  return systemValue<MenuEntry[]>('system/menu/tree.ajax');
}

/** The menus as tree nodes (the server sends them in order); a hidden one says so beside its name. */
export function menuNodes(entries: readonly MenuEntry[], hiddenLabel: (name: string) => string): MenuNode[] {
  return entries.map((entry) => ({ id: entry.id, pId: entry.parentId === MENU_TOP ? '' : entry.parentId, name: entry.hidden ? hiddenLabel(entry.name) : entry.name, entry }));
}
