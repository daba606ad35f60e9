import type { Generated } from 'kysely';
import type { InstantDefault, Int8, Serial8 } from './columns.ts';

/**
 * The platform's tables about module records (migrations 0003-0005): field permission
 * overrides, numbering counters and the life-cycle audit.
 */

export interface SysFieldPermissionTable {
  org_no: string;
  module_id: string;
  role_id: string;
  field_name: string;
  /** 'hidden' | 'readOnly' | 'editable'. */
  access: string;
  updated_by: string;
  updated_at: InstantDefault;
}

export interface SysNumberingTable {
  module_id: string;
  field: string;
  scope_key: string;
  period: string;
  last_value: Int8;
}

export interface SysRecordTransitionTable {
  id: Serial8;
  module_id: string;
  pk_value: string;
  org_no: string | null;
  /** 'transition' | 'workflow'. */
  source: string;
  transition: string;
  from_state: string | null;
  to_state: string;
  user_id: string;
  user_name: Generated<string>;
  created_at: InstantDefault;
}

export interface RecordTables {
  sys_field_permission: SysFieldPermissionTable;
  sys_numbering: SysNumberingTable;
  sys_record_transition: SysRecordTransitionTable;
}
