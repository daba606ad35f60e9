import type { Generated } from 'kysely';
import type { Instant, InstantDefault } from './columns.ts';

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

export interface AdminTables {
  sys_dict_type: SysDictTypeTable;
  sys_dict_item: SysDictItemTable;
  sys_param: SysParamTable;
  sys_login_log: SysLoginLogTable;
  sys_oper_log: SysOperLogTable;
  sys_server_heartbeat: SysServerHeartbeatTable;
  sys_job_schedule_off: SysJobScheduleOffTable;
}
