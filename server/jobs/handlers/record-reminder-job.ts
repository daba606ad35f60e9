import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { defineJob } from '../job-types.ts';
import { sendRecordReminders } from '../../reminders/record-reminders.ts';

/** Reminders of record dates coming due (bundle `reminders`), as messages; each morning, once in the cluster. */
export function recordReminderJob(app: FastifyInstance) {
  return defineJob({ name: 'reminders.expiry', payload: Type.Object({}), run: async (_payload, { now }) => ({ sent: await sendRecordReminders(app.database.db, app.modules, now) }) });
}
