import type { Generated } from 'kysely';
import type { Instant, InstantDefault } from './columns.ts';

/** Users, roles, sign-in and sessions (server/db/migrations/baseline/system-tables.ts, auth-tables.ts, link-tables.ts). */

export interface SysUserTable {
  user_id: string;
  user_name: string;
  password_hash: string;
  emp_id: string | null;
  real_name: string | null;
  avatar: string | null;
  theme: string | null;
  /** 1 active, 0 disabled by an administrator. */
  state: Generated<number>;
  current_org_no: string | null;
  failed_logins: Generated<number>;
  created_at: InstantDefault;
  /** Set by an administrator's reset: the user changes the password before anything else (0020_access_admin). */
  must_change_password: Generated<boolean>;
  /** Minutes idle before the lock screen, 0 never (0070_personal). */
  lock_minutes: Generated<number>;
  /** Message types that do not reach the user, comma-joined (0070_personal). */
  push_muted: Generated<string>;
}

export interface SysUserOrgTable {
  user_id: string;
  org_no: string;
}

export interface SysRoleTable {
  role_id: string;
  role_name_zh: string;
  role_name_en: string;
  is_super: Generated<boolean>;
  seq: Generated<number>;
  /** all | orgTree | org | departTree | self | custom (0020_access_admin). */
  data_scope: Generated<string>;
  /** 1 in use, 0 disabled: grants nothing. */
  state: Generated<number>;
}

export interface SysUserRoleTable {
  user_id: string;
  role_id: string;
}

export interface SysRoleOprTable {
  role_id: string;
  module_id: string;
  opr_name: string;
}

export interface SysTokenTable {
  token_hash: string;
  user_id: string;
  created_at: InstantDefault;
  /** null: never expires (config tokenHours 0). */
  expires_at: Instant | null;
  revoked_at: Instant | null;
  remember: Generated<boolean>;
  uakey_hash: string | null;
  session_id: string | null;
}

/** A session whose lock screen is up (0070_personal): calls but unlock and sign-out are refused. */
export interface SysScreenLockTable {
  token_hash: string;
  locked_at: Instant;
  /** Passwords tried at this lock (0100_screen_unlock_attempts). */
  password_attempts: Generated<number>;
}

export interface SysUakeyTable {
  key_hash: string;
  user_id: string;
  kind: string;
  remember: Generated<boolean>;
  created_at: InstantDefault;
  expires_at: Instant | null;
  revoked_at: Instant | null;
  session_id: string | null;
  /** An integration key's name (0030_system_admin). */
  key_name: string | null;
  last_used_at: Instant | null;
}

export interface SysCaptchaTable {
  uu_id: string;
  code_hash: string;
  expires_at: Instant;
  used: Generated<boolean>;
}

export interface SysSmsCodeTable {
  id: string;
  mobile: string;
  /** 'login' | 'register' | 'reset'. */
  purpose: string;
  code_hash: string;
  created_at: Instant;
  expires_at: Instant;
  attempts: Generated<number>;
  used: Generated<boolean>;
}

export interface SysSmsOutboxTable {
  id: string;
  mobile: string;
  text: string;
  created_at: InstantDefault;
}

export interface SysLoginLockTable {
  name_key: string;
  failures: Generated<number>;
  lock_count: Generated<number>;
  locked_until: Instant | null;
  updated_at: InstantDefault;
}

export interface SysRateLimitTable {
  key: string;
  hits: number;
  reset_at: Instant;
}

export interface SysUserAuditTable {
  id: string;
  user_id: string;
  /** 'approve' | 'lock' | 'unlock'. */
  action: string;
  actor_id: string;
  created_at: InstantDefault;
}

/** The one-time codes of gotoView links (server/links/view-codes.ts). */
export interface SysViewCodeTable {
  code_hash: string;
  user_id: string;
  token_hash: string;
  target: string;
  module_id: string;
  expires_at: Instant;
}

export interface AuthTables {
  sys_user: SysUserTable;
  sys_user_org: SysUserOrgTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_role_opr: SysRoleOprTable;
  sys_token: SysTokenTable;
  sys_screen_lock: SysScreenLockTable;
  sys_uakey: SysUakeyTable;
  sys_captcha: SysCaptchaTable;
  sys_sms_code: SysSmsCodeTable;
  sys_sms_outbox: SysSmsOutboxTable;
  sys_login_lock: SysLoginLockTable;
  sys_rate_limit: SysRateLimitTable;
  sys_user_audit: SysUserAuditTable;
  sys_view_code: SysViewCodeTable;
}
