import type { FastifyInstance } from 'fastify';
import { filePurgeSchedule, filesQueue } from '../../files/purge-schedule.ts';
import type { JobHandler, JobSchedule } from '../job-types.ts';
import { expiredRowsJob } from './expired-rows.ts';
import { exportJob } from './export-job.ts';
import { importJob } from './import-job.ts';
import { userImportJob } from './user-import-job.ts';
import { filePurgeJob } from './file-purge-job.ts';
import { jobHistoryJob } from './job-history.ts';
import { iotPurgeJob } from './iot-purge-job.ts';
import { logPurgeJob } from './log-purge-job.ts';
import { scheduleReminderJob } from './schedule-reminder-job.ts';
import { recordReminderJob } from './record-reminder-job.ts';
import { IOT_OFF } from '../../iot/iot-settings.ts';

/** The product's own jobs, their schedules, and the queues this server takes from besides the cluster's. */
export interface BuiltInJobs {
  handlers: JobHandler[];
  schedules: JobSchedule[];
  queues: string[];
}

export function builtInJobs(app: FastifyInstance): BuiltInJobs {
  const db = app.database.db;
  const filePurge = filePurgeSchedule(app.config.fileStorage.purgeMinutes, app.fileStorage.place);
  return {
    handlers: [expiredRowsJob(db), jobHistoryJob(db), filePurgeJob(app), importJob(app), userImportJob(app), exportJob(app), iotPurgeJob(db, (app.config.iot ?? IOT_OFF).readingDays), logPurgeJob(db, () => app.params.values['log.retentionDays']), scheduleReminderJob(db), recordReminderJob(app)],
    schedules: [
      { name: 'purge.expiredRows', cron: '*/10 * * * *' },
      { name: 'jobs.pruneHistory', cron: '17 3 * * *' },
      { name: 'iot.purgeReadings', cron: '41 2 * * *' },
      { name: 'logs.purge', cron: '23 2 * * *' },
      { name: 'schedule.reminders', cron: '* * * * *' },
      // Early in the working day, Asia/Shanghai (the servers' zone in deployment).
      { name: 'reminders.expiry', cron: '5 8 * * *' },
      ...(filePurge ? [filePurge] : []),
    ],
    queues: [filesQueue(app.fileStorage.place)],
  };
}
