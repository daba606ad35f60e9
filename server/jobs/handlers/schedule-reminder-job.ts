import { Type } from '@sinclair/typebox';
import { defineJob } from '../job-types.ts';
import type { PlatformDb } from '../../db/tables/index.ts';
import { sendDueReminders } from '../../workspace/schedule-reminders.ts';

/** Schedule reminders due by the run's time, as messages (server/workspace/schedule-reminders.ts); every minute, once in the cluster. */
export function scheduleReminderJob(db: PlatformDb) {
  return defineJob({ name: 'schedule.reminders', payload: Type.Object({}), run: async (_payload, { now }) => ({ sent: await sendDueReminders(db, now) }) });
}
