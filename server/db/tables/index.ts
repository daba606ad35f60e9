import type { Kysely } from 'kysely';
import type { AdminTables } from './admin.ts';
import type { AuthTables } from './auth.ts';
import type { DesignerTables } from './designer.ts';
import type { FileTables } from './files.ts';
import type { IotTables } from './iot.ts';
import type { JobTables } from './jobs.ts';
import type { MigrationTables } from './migrations.ts';
import type { RecordTables } from './records.ts';
import type { ReportTables } from './reports.ts';
import type { SystemTables } from './system.ts';
import type { WorkflowTables } from './workflow.ts';
import type { WorkspaceTables } from './workspace.ts';

/**
 * Every platform table (sys_*, wf_*, iot_*) with its columns, as the migrations of
 * server/db/migrations make them. Module tables are defined at run time by bundles and are not
 * here: queries on them go through `moduleTables` (server/db/module-tables.ts).
 */
export interface Database extends AuthTables, SystemTables, DesignerTables, RecordTables, FileTables, WorkflowTables, JobTables, IotTables, MigrationTables, AdminTables, WorkspaceTables, ReportTables {}

/** The server's database handle, typed over the platform tables. */
export type PlatformDb = Kysely<Database>;
