import { systemValue } from '../system-calls.ts';
import type { FlatNode } from './static-tree.ts';
import { MENU_TYPES, type MenuTreeRow } from '../../../../contracts/system-admin.ts';

/** A row of system/menu/tree.ajax (server/admin/menu-admin.ts menuTree). */
export type MenuEntry = MenuTreeRow;

export const MENU_TOP = '-1';
export { MENU_TYPES };

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
