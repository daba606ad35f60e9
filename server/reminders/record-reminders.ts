import { sql } from 'kysely';
import { ORG_COLUMN, type CompiledModule, type ReminderDef } from '../../runtime/index.ts';
import { fillTitle, titleFields } from '../../runtime/reminders/reminder-title.ts';
import { addDays, scheduleClock } from '../../runtime/schedule/occurrences.ts';
import { USER_STATE } from '../auth/user-state.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { moduleTables } from '../db/module-tables.ts';
import type { ModuleRegistry } from '../modules/registry.ts';
import { whereScope } from '../modules/reference-where.ts';
import { sendClaimed, type NewMessage } from '../routes/message-routes.ts';

/** Reminders are written in the platform's default language: they have no requester, and receivers have no language of their own. */
const LOCALE = 'zh-CN';

interface DueRecord {
  key: string;
  orgNo: string | null;
  dueDate: string;
  values: Record<string, unknown>;
}

/** Records whose date falls from today to `daysBefore` days on, that the where allows, not yet reminded of for that date. */
async function dueRecords(db: PlatformDb, module: CompiledModule, reminder: ReminderDef, today: string): Promise<DueRecord[]> {
  const date = module.fields.get(reminder.dateField);
  if (!date) return [];
  const shown = titleFields(reminder.title[LOCALE]).flatMap((name) => {
    const field = module.fields.get(name);
    return field ? [field] : [];
  });
  const dateRef = sql.ref(`t.${date.column}`);
  const dueDay = date.type === 'datetime' ? sql<string>`to_char(${dateRef} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')` : sql<string>`to_char(${dateRef}, 'YYYY-MM-DD')`;
  const scope = whereScope(module, reminder.where, 't');
  const rows = await sql<{ key: string; org_no: string | null; due_date: string } & Record<string, unknown>>`
    select ${sql.ref(`t.${module.primaryKey.column}`)} as key,
      ${module.bundle.entity.orgScoped ? sql.ref(`t.${ORG_COLUMN}`) : sql`null`} as org_no,
      ${dueDay} as due_date
      ${sql.join(shown.map((field) => sql`, ${sql.ref(`t.${field.column}`)} as ${sql.id(`v_${field.name}`)}`), sql``)}
    from ${sql.table(module.table)} as t
    where ${dueDay} between ${today} and ${addDays(today, reminder.daysBefore)}
      ${scope ? sql`and ${scope}` : sql``}
      and not exists (select 1 from sys_record_reminder r where r.module_id = ${module.moduleId} and r.reminder_id = ${reminder.id}
        and r.record_key = cast(${sql.ref(`t.${module.primaryKey.column}`)} as varchar) and r.due_date = ${dueDay})`.execute(moduleTables(db));
  return rows.rows.map((row) => ({
    key: String(row.key),
    orgNo: row.org_no,
    dueDate: row.due_date,
    values: Object.fromEntries(shown.map((field) => [field.name, row[`v_${field.name}`]])),
  }));
}

/** Active users holding one of the reminder's posts in the record's organisation, or one of its roles there. */
async function receiversOf(db: PlatformDb, reminder: ReminderDef, orgNo: string | null): Promise<string[]> {
  const { posts = [], roles = [] } = reminder.notify;
  const rows = await db
    .selectFrom('sys_user as u')
    .select('u.user_id')
    .where('u.state', '=', USER_STATE.active)
    .where((eb) =>
      eb.or([
        ...(posts.length
          ? [eb.exists(eb.selectFrom('sys_employee as e').select('e.emp_id').whereRef('e.emp_id', '=', 'u.emp_id').where('e.post_no', 'in', posts).$if(orgNo !== null, (q) => q.where('e.org_no', '=', orgNo!)))]
          : []),
        ...(roles.length
          ? [
              eb.and([
                eb.exists(eb.selectFrom('sys_user_role as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'u.user_id').where('ur.role_id', 'in', roles)),
                ...(orgNo !== null ? [eb.exists(eb.selectFrom('sys_user_org as uo').select('uo.user_id').whereRef('uo.user_id', '=', 'u.user_id').where('uo.org_no', '=', orgNo))] : []),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Sends the reminders of record dates due by `now` (bundle `reminders`, docs/bundle-format.md):
 * for every published module, each record whose date is within its reminder's days gets one
 * message to the reminder's people, claimed by its sys_record_reminder row as it is sent
 * (sendClaimed), so servers running this at once send it once. A record nobody is there to
 * receive is claimed too, and not tried again each day. Answers how many messages reached someone.
 */
export async function sendRecordReminders(db: PlatformDb, registry: ModuleRegistry, now: Date): Promise<number> {
  const { day } = scheduleClock(now);
  let sent = 0;
  for (const module of registry.all()) {
    for (const reminder of module.bundle.reminders ?? []) {
      for (const record of await dueRecords(db, module, reminder, day)) {
        const receivers = await receiversOf(db, reminder, record.orgNo);
        const message: NewMessage = { receivers, msgtype: 'REMINDER', title: fillTitle(reminder.title[LOCALE], record.values), content: record.dueDate, moduleId: module.moduleId, pkVal: record.key };
        const claimed = await sendClaimed(db, message, async (trx, msgNo) => {
          const claim = await trx
            .insertInto('sys_record_reminder')
            .values({ module_id: module.moduleId, reminder_id: reminder.id, record_key: record.key, due_date: record.dueDate, msg_no: msgNo, sent_at: now })
            .onConflict((c) => c.columns(['module_id', 'reminder_id', 'record_key', 'due_date']).doNothing())
            .returning('record_key')
            .executeTakeFirst();
          return claim !== undefined;
        });
        if (claimed && receivers.length > 0) sent += 1;
      }
    }
  }
  return sent;
}
