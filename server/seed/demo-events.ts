import { addDays, scheduleClock } from '../../runtime/schedule/occurrences.ts';
import { newId } from '../auth/secrets.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import { USERS } from './system-data.ts';

/** Events of every demo user's week, by offset from this week's Monday. */
const WEEK_EVENTS = [
  { offset: 0, type: 'MT', zh: '周例会：安全生产形势分析', time: ['09:00', '10:00'], cycle: 'W', weeks: 8 },
  { offset: 2, type: 'WK', zh: '风机定检计划复核', time: ['14:00', '15:30'] },
  { offset: 3, type: 'BM', zh: '提交月度运行报表' },
  { offset: 4, type: 'WK', zh: '两票合格率统计', time: ['16:00', '17:00'] },
] as const;

/** A few schedule events this week for each demo user (dates relative to the seeding day, Asia/Shanghai). */
export async function seedDemoEvents(trx: PlatformDb, now: Date): Promise<void> {
  const today = scheduleClock(now).day;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const rows = USERS.flatMap((user) =>
    WEEK_EVENTS.map((event) => {
      const time: readonly string[] | undefined = 'time' in event ? event.time : undefined;
      const weeks = 'weeks' in event ? event.weeks : undefined;
      return {
        event_no: newId(),
        user_id: user.userId,
        org_no: user.orgNo,
        content: event.zh,
        custom_event_type: event.type,
        start_dtm: addDays(monday, event.offset),
        all_day: time ? 'N' : 'Y',
        start_time: time?.[0] ?? null,
        end_time: time?.[1] ?? null,
        cycle: weeks ? 'W' : 'N',
        end_dtm: null,
        repeat_count: weeks ?? null,
        reminder: Boolean(time),
        remind_time: time?.[0] ?? null,
      };
    }),
  );
  await trx.insertInto('sys_user_event').values(rows).execute();
}
