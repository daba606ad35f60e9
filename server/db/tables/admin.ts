import type { Generated } from 'kysely';
import type { Instant, InstantDefault } from './columns.ts';

/** The organisations a role's 'custom' data scope names (0020_access_admin). */
export interface SysRoleOrgTable {
  role_id: string;
  org_no: string;
}

/** The departments a role's 'customDepart' data scope names (0111_role_departs). */
export interface SysRoleDepartTable {
  role_id: string;
  depart_no: string;
}

/** A seed item (menu, menu role, grant) the database was given once (0110_seed_items, server/seed/seed-upgrade.ts). */
export interface SysSeedItemTable {
  item_key: string;
  applied_at: InstantDefault;
}

/** Every change of a grant: who, when, what before and after, as JSON (0020_access_admin). */
export interface SysGrantAuditTable {
  id: string;
  kind: string;
  target_id: string;
  before_value: string;
  after_value: string;
  actor_id: string;
  created_at: InstantDefault;
}

/**
 * System administration (server/db/migrations/0030_system_admin.ts): dictionaries, system
 * parameters, the login and operation logs, server heartbeats and switched-off schedules.
 */

export interface SysDictTypeTable {
  dict_code: string;
  label_zh: string;
  label_en: string;
  seq: Generated<number>;
}

export interface SysDictItemTable {
  dict_code: string;
  item_value: string;
  label_zh: string;
  label_en: string;
  seq: Generated<number>;
  color: string | null;
  enabled: Generated<boolean>;
  removed: Generated<boolean>;
}

export interface SysParamTable {
  param_key: string;
  param_value: string;
  updated_by: string | null;
  updated_at: InstantDefault;
}

export interface SysLoginLogTable {
  id: string;
  user_name: string;
  user_id: string | null;
  login_at: InstantDefault;
  ip: string | null;
  client: string | null;
  /** 'success' | 'failure' */
  result: string;
  reason: string | null;
}

export interface SysOperLogTable {
  id: string;
  user_id: string | null;
  user_name: string | null;
  oper_at: InstantDefault;
  module_id: string | null;
  operation: string;
  call_path: string;
  record_key: string | null;
  /** JSON: { field: { before, after } }. */
  changes: string | null;
  result: string;
  message: string | null;
}

export interface SysServerHeartbeatTable {
  server_name: string;
  started_at: Instant;
  beat_at: Instant;
  /** JSON of the server's figures (server/system/heartbeat.ts). */
  stats: string;
}

export interface SysJobScheduleOffTable {
  schedule_key: string;
  updated_by: string | null;
  updated_at: InstantDefault;
}

export interface SysJobScheduleCronTable {
  schedule_key: string;
  cron: string;
  updated_by: string | null;
  updated_at: InstantDefault;
}

export interface SysRecordReminderTable {
  module_id: string;
  reminder_id: string;
  record_key: string;
  /** YYYY-MM-DD: the record's date the reminder was for. */
  due_date: string;
  msg_no: string;
  sent_at: Date;
}

export interface AdminTables {
  sys_role_org: SysRoleOrgTable;
  sys_role_depart: SysRoleDepartTable;
  sys_seed_item: SysSeedItemTable;
  sys_grant_audit: SysGrantAuditTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_item: SysDictItemTable;
  sys_param: SysParamTable;
  sys_login_log: SysLoginLogTable;
  sys_oper_log: SysOperLogTable;
  sys_server_heartbeat: SysServerHeartbeatTable;
  sys_job_schedule_off: SysJobScheduleOffTable;
  sys_job_schedule_cron: SysJobScheduleCronTable;
  sys_record_reminder: SysRecordReminderTable;
}
