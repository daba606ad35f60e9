/**
 * What the user and menu administration calls take and answer (server/admin/user-admin.ts,
 * menu-admin.ts), defined once for the server and the client's screens.
 */

/** sys_menu.mod_type: a menu (a folder when it leads nowhere), an embedded page, an outside link, a button. */
export const MENU_TYPES = ['MENU', 'IFRAME', 'LINK', 'BUTTON'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** What an administrator sets on a menu entry. */
export interface MenuFields {
  /** '-1' at the top. */
  parentId: string;
  nameZh: string;
  nameEn: string;
  modType: MenuType;
  routerPath: string;
  module: string;
  url: string;
  icon: string;
  seq: number;
  hidden: boolean;
  /** Roles that see the menu; none: every role. */
  roleIds: string[];
}

/** A row of system/menu/tree.ajax: an entry with its id and its name in the reader's language. */
export interface MenuTreeRow extends MenuFields {
  id: string;
  name: string;
}

/** What an administrator sets on a user account (the user name and password are set once, at its creation). */
export interface UserFields {
  realName: string;
  mobile: string;
  /** The organisation of the user's employee: where they work and sign in first. */
  orgNo: string;
  departNo: string;
  postNo: string;
  /** Further organisations the user may switch to (the main one always). */
  orgNos: string[];
  roleIds: string[];
}
