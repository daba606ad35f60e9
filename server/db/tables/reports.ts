import type { Serial8, WallClock, WallClockDefault } from './columns.ts';

/** Report bundle versions (server/db/migrations/0050_reports.ts). */
export interface SysReportVersionTable {
  id: Serial8;
  report_id: string;
  version: number;
  /** draft | published | archived, as module versions. */
  status: string;
  bundle: string;
  created_by: string;
  created_at: WallClockDefault;
  published_by: string | null;
  published_at: WallClock | null;
}

export interface ReportTables {
  sys_report_version: SysReportVersionTable;
}
