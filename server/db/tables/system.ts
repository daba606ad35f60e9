import type { Generated } from 'kysely';
import type { Instant, InstantDefault, WallClockDefault } from './columns.ts';

/** Organisations, menus, messages, labels and settings (server/db/migrations/baseline/system-tables.ts). */

export interface SysConfigTable {
  config_key: string;
  config_value: string;
}

export interface SysOrgTable {
  org_no: string;
  org_name: string;
  /** '0' for the company at the root. */
  parent_no: Generated<string>;
  org_type: string | null;
  seq: Generated<number>;
  /** 1 in use, 0 disabled (kept for the records that name it; 0020_access_admin). */
  state: Generated<number>;
}

export interface SysDepartTable {
  depart_no: string;
  depart_name: string;
  org_no: string;
  parent_no: string | null;
  seq: Generated<number>;
  /** 1 in use, 0 disabled (kept for the records that name it; 0020_access_admin). */
  state: Generated<number>;
}

export interface SysTeamTable {
  team_no: string;
  team_name: string;
  depart_no: string;
  org_no: string;
  seq: Generated<number>;
  /** 1 in use, 0 disabled (kept for the records that name it; 0020_access_admin). */
  state: Generated<number>;
}

export interface SysPostTable {
  post_no: string;
  post_name: string;
  org_no: string;
  depart_no: string | null;
  seq: Generated<number>;
  /** 1 in use, 0 disabled (kept for the records that name it; 0020_access_admin). */
  state: Generated<number>;
}

export interface SysEmployeeTable {
  emp_id: string;
  emp_name: string;
  org_no: string;
  depart_no: string | null;
  team_no: string | null;
  post_no: string | null;
  mobile: string | null;
  leader_emp_id: string | null;
  seq: Generated<number>;
}

export interface SysMenuTable {
  id: string;
  /** '-1' for top-level menus. */
  parent_id: Generated<string>;
  name_zh: string;
  name_en: string;
  icon: string | null;
  url: string | null;
  module: string | null;
  router_path: string | null;
  form_router: string | null;
  mod_type: Generated<string>;
  hidden: Generated<boolean>;
  seq: Generated<number>;
}

export interface SysMenuRoleTable {
  menu_id: string;
  role_id: string;
}

export interface SysUserMenuTable {
  user_id: string;
  menu_id: string;
  seq: Generated<number>;
}

export interface SysUserLastMenuTable {
  user_id: string;
  menu_id: string;
  visited_at: InstantDefault;
}

export interface SysMessageTable {
  msg_no: string;
  msgtype: string;
  module_id: string | null;
  pk_val: string | null;
  url: string | null;
  title: string;
  content: string | null;
  sender: string | null;
  created_at: InstantDefault;
}

export interface SysMsgReceiverTable {
  msg_rec_no: string;
  msg_no: string;
  receiver: string;
  /** 0 unread, 1 read. */
  read_state: Generated<number>;
  read_at: Instant | null;
}

export interface SysLangLabelTable {
  label_key: string;
  lang: string;
  text: string;
  type: Generated<string>;
}

/** Per-user list column settings (pub/columnSetting/*.ajax). */
export interface SysColumnSettingTable {
  user_id: string;
  module_id: string;
  setting: string;
  updated_at: WallClockDefault;
}

export interface SystemTables {
  sys_config: SysConfigTable;
  sys_org: SysOrgTable;
  sys_depart: SysDepartTable;
  sys_team: SysTeamTable;
  sys_post: SysPostTable;
  sys_employee: SysEmployeeTable;
  sys_menu: SysMenuTable;
  sys_menu_role: SysMenuRoleTable;
  sys_user_menu: SysUserMenuTable;
  sys_user_last_menu: SysUserLastMenuTable;
  sys_message: SysMessageTable;
  sys_msg_receiver: SysMsgReceiverTable;
  sys_lang_label: SysLangLabelTable;
  sys_column_setting: SysColumnSettingTable;
}
