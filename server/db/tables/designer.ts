import type { Generated } from 'kysely';
import type { WallClock, WallClockDefault } from './columns.ts';

/** Module bundle versions and the publishing audit (server/db/migrations/baseline/designer-tables.ts). */

export interface SysModuleVersionTable {
  id: string;
  module_id: string;
  version: number;
  /** 'draft' | 'published' | 'archived'. */
  status: string;
  bundle: string;
  note: Generated<string>;
  revision: Generated<number>;
  created_by: string;
  created_at: WallClockDefault;
  updated_by: string;
  updated_at: WallClockDefault;
  published_by: string | null;
  published_at: WallClock | null;
}

export interface SysModuleAuditTable {
  id: string;
  module_id: string;
  action: string;
  from_version: number | null;
  to_version: number | null;
  user_id: string;
  created_at: WallClockDefault;
  note: Generated<string>;
  plan: string | null;
}

export interface DesignerTables {
  sys_module_version: SysModuleVersionTable;
  sys_module_audit: SysModuleAuditTable;
}
