import type { Migration } from 'kysely';
import { baseline } from './0001_baseline.ts';
import { jobs } from './0002_jobs.ts';
import { fieldPermissions } from './0003_field_permissions.ts';
import { jobProgress } from './0006_job_progress.ts';
import { numbering } from './0004_numbering.ts';
import { recordTransitions } from './0005_record_transitions.ts';
import { iot } from './0010_iot.ts';
import { accessAdmin } from './0020_access_admin.ts';
import { iotReadingPartitions } from './0011_iot_reading_partitions.ts';
import { systemAdmin } from './0030_system_admin.ts';
import { workflowReassign } from './0040_workflow_reassign.ts';
import { reports } from './0050_reports.ts';
import { workspace } from './0060_workspace.ts';
import { personal } from './0070_personal.ts';
import { screenUnlockAttempts } from './0100_screen_unlock_attempts.ts';
import { alarmPush } from './0080_alarm_push.ts';
import { seedItems } from './0110_seed_items.ts';
import { roleDeparts } from './0111_role_departs.ts';
import { workflowEnglishNames } from './0135_workflow_english_names.ts';
import { jobScheduleCron } from './0150_job_schedule_cron.ts';
import { recordReminders } from './0151_record_reminders.ts';

/**
 * The platform's migrations by name, run in the order of their names, each once per database
 * (docs/architecture.md, Platform migrations). Append; never edit one that has shipped.
 */
export const PLATFORM_MIGRATIONS: Readonly<Record<string, Migration>> = Object.freeze({
  '0001_baseline': baseline,
  '0002_jobs': jobs,
  '0003_field_permissions': fieldPermissions,
  '0004_numbering': numbering,
  '0005_record_transitions': recordTransitions,
  '0006_job_progress': jobProgress,
  '0010_iot': iot,
  '0011_iot_reading_partitions': iotReadingPartitions,
  '0020_access_admin': accessAdmin,
  '0030_system_admin': systemAdmin,
  '0040_workflow_reassign': workflowReassign,
  '0050_reports': reports,
  '0060_workspace': workspace,
  '0070_personal': personal,
  '0080_alarm_push': alarmPush,
  '0100_screen_unlock_attempts': screenUnlockAttempts,
  '0110_seed_items': seedItems,
  '0111_role_departs': roleDeparts,
  '0135_workflow_english_names': workflowEnglishNames,
  '0150_job_schedule_cron': jobScheduleCron,
  '0151_record_reminders': recordReminders,
});
