import { occursOn, scheduleClock } from '../../runtime/schedule/occurrences.ts';
import { sendClaimed, type NewMessage } from '../routes/message-routes.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { repeatOf, type EventRow } from './user-events.ts';

/** Route a reminder opens: the home page, where the schedule is. */
const REMINDER_URL = 'index';

/** The message a reminder sends: the event's own words (language-free), its day and time. */
function reminderMessage(row: EventRow, day: string): NewMessage {
  const when = row.all_day === 'Y' ? day : `${day} ${row.start_time}-${row.end_time}`;
  return { receivers: [row.user_id], msgtype: 'SCHEDULE', title: row.content, content: when, moduleId: 'userEvent', pkVal: row.event_no, url: REMINDER_URL };
}

/**
 * Sends the reminders due by `now`: today's occurrences (Asia/Shanghai) of events with a
 * reminder whose time has come, not completed and not reminded yet. Each is claimed by its
 * sys_user_event_remind row (event, day) as it is sent (sendClaimed), so two servers running this
 * at once send it once. Answers how many this run sent.
 */
export async function sendDueReminders(db: PlatformDb, now: Date): Promise<number> {
  const { day, time } = scheduleClock(now);
  const candidates = await db
    .selectFrom('sys_user_event as e')
    .selectAll('e')
    .where('e.reminder', '=', true)
    .where('e.remind_time', '<=', time)
    .where('e.start_dtm', '<=', day)
    // One-off events of earlier days are done with; series are checked by their rule below.
    .where((eb) => eb.or([eb('e.cycle', '<>', 'N'), eb('e.start_dtm', '=', day)]))
    .where((eb) => eb.or([eb('e.end_dtm', 'is', null), eb('e.end_dtm', '>=', day)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sys_user_event_remind as r').select('r.event_no').whereRef('r.event_no', '=', 'e.event_no').where('r.event_date', '=', day))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sys_user_event_done as d').select('d.event_no').whereRef('d.event_no', '=', 'e.event_no').where('d.event_date', '=', day))))
    .execute();
  let sent = 0;
  for (const row of candidates.filter((candidate) => occursOn(repeatOf(candidate), day))) {
    const claimed = await sendClaimed(db, reminderMessage(row, day), async (trx, msgNo) => {
      const claim = await trx
        .insertInto('sys_user_event_remind')
        .values({ event_no: row.event_no, event_date: day, msg_no: msgNo, sent_at: now })
        .onConflict((c) => c.columns(['event_no', 'event_date']).doNothing())
        .returning('event_no')
        .executeTakeFirst();
      return claim !== undefined;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
