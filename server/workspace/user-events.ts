import type { Selectable } from 'kysely';
import { AppError } from '../../runtime/errors.ts';
import { occurrencesBetween, occursOn, type Cycle, type EventRepeat } from '../../runtime/schedule/occurrences.ts';
import { newId } from '../auth/secrets.ts';
import type { SessionUser } from '../auth/session-user.ts';
import type { PlatformDb } from '../db/tables/index.ts';
import type { SysUserEventTable } from '../db/tables/workspace.ts';
import type { EventColumns } from './user-event-rules.ts';

export type EventRow = Selectable<SysUserEventTable>;

/** Spec 02 §3: state 20 is a completed event (here: a completed occurrence), 10 an open one. */
export const STATE_OPEN = 10;
export const STATE_DONE = 20;
/** eventType of events people enter themselves (spec 02 §3 carries others linked to records). */
const USER_EVENT = 'USER';

export function repeatOf(row: EventRow): EventRepeat {
  return { startDtm: row.start_dtm, cycle: row.cycle as Cycle, endDtm: row.end_dtm, repeatCount: row.repeat_count };
}

const eventTime = (row: EventRow) => (row.all_day === 'Y' || !row.start_time ? '' : `${row.start_time}-${row.end_time ?? ''}`);

/** find.ajax's recorder: the event as the form edits it. */
export function eventRecord(row: EventRow) {
  return {
    eventNo: row.event_no,
    pkValue: row.event_no,
    content: row.content,
    customEventType: row.custom_event_type,
    startDtm: row.start_dtm,
    allDay: row.all_day,
    eventTime: eventTime(row),
    cycle: row.cycle,
    endDtm: row.end_dtm ?? '',
    repeatCount: row.repeat_count,
    reminder: row.reminder ? 'Y' : 'N',
    remindTime: row.remind_time ?? '',
    state: STATE_OPEN,
    eventType: USER_EVENT,
    moduleId: row.module_id ?? '',
    pkVal: row.pk_val ?? '',
  };
}

/** A day-marker record of spec 02 §3: one occurrence of an event on `eventDate`. */
function occurrence(row: EventRow, eventDate: string, done: boolean) {
  return {
    eventNo: row.event_no,
    eventDate,
    content: row.content,
    customEventType: row.custom_event_type,
    allDay: row.all_day,
    eventTime: eventTime(row),
    cycle: row.cycle,
    state: done ? STATE_DONE : STATE_OPEN,
    eventType: USER_EVENT,
    moduleId: row.module_id ?? '',
    pkVal: row.pk_val ?? '',
  };
}

/** The user's events in the current organisation. */
function ownEvents(db: PlatformDb, user: SessionUser) {
  return db.selectFrom('sys_user_event').selectAll().where('user_id', '=', user.userId).where('org_no', '=', user.orgNo);
}

/** The user's event `eventNo`; another user's or organisation's is not found. */
export async function ownEvent(db: PlatformDb, user: SessionUser, eventNo: string): Promise<EventRow> {
  const row = await ownEvents(db, user).where('event_no', '=', eventNo).executeTakeFirst();
  if (!row) throw new AppError('E_RECORD_NOT_FOUND');
  return row;
}

/** Every occurrence of the user's events from `from` to `to` (inclusive days), by day, all-day first, then by time. */
export async function occurrencesOf(db: PlatformDb, user: SessionUser, from: string, to: string) {
  const rows = await ownEvents(db, user)
    .where('start_dtm', '<=', to)
    .where((eb) => eb.or([eb.and([eb('cycle', '=', 'N'), eb('start_dtm', '>=', from)]), eb.and([eb('cycle', '<>', 'N'), eb.or([eb('end_dtm', 'is', null), eb('end_dtm', '>=', from)])])]))
    .execute();
  if (rows.length === 0) return [];
  const done = await db
    .selectFrom('sys_user_event_done')
    .select(['event_no', 'event_date'])
    .where('event_no', 'in', rows.map((row) => row.event_no))
    .where('event_date', '>=', from)
    .where('event_date', '<=', to)
    .execute();
  const doneKeys = new Set(done.map((row) => `${row.event_no}|${row.event_date}`));
  const sortKey = (item: ReturnType<typeof occurrence>) => `${item.eventDate}|${item.allDay === 'Y' ? '0' : `1${item.eventTime}`}|${item.eventNo}`;
  return rows
    .flatMap((row) => occurrencesBetween(repeatOf(row), from, to).map((day) => occurrence(row, day, doneKeys.has(`${row.event_no}|${day}`))))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
}

/** Stores a new event (`eventNo` -1) or changes one of the user's; answers its number. */
export async function saveEvent(db: PlatformDb, user: SessionUser, eventNo: string, columns: EventColumns): Promise<string> {
  if (eventNo === '-1') {
    const key = newId();
    await db.insertInto('sys_user_event').values({ event_no: key, user_id: user.userId, org_no: user.orgNo, ...columns }).execute();
    return key;
  }
  await ownEvent(db, user, eventNo);
  await db.updateTable('sys_user_event').set({ ...columns, updated_at: new Date() }).where('event_no', '=', eventNo).where('user_id', '=', user.userId).execute();
  return eventNo;
}

/** Marks one occurrence of the user's event complete (spec 02 §4: state 20); the series stays. */
export async function completeOccurrence(db: PlatformDb, user: SessionUser, eventNo: string, eventDate: string | undefined): Promise<void> {
  const row = await ownEvent(db, user, eventNo);
  const day = eventDate ?? row.start_dtm;
  if (!occursOn(repeatOf(row), day)) throw new AppError('E_VALIDATION', { date: day }, 'schedule.notAnOccurrence');
  await db.insertInto('sys_user_event_done').values({ event_no: eventNo, event_date: day }).onConflict((c) => c.columns(['event_no', 'event_date']).doNothing()).execute();
}

/** Deletes the user's events among `eventNos`, all or none: another user's key is not found. */
export async function deleteEvents(db: PlatformDb, user: SessionUser, eventNos: string[]): Promise<void> {
  const owned = await ownEvents(db, user).where('event_no', 'in', eventNos).execute();
  if (owned.length !== eventNos.length) throw new AppError('E_RECORD_NOT_FOUND');
  await db.deleteFrom('sys_user_event').where('event_no', 'in', eventNos).where('user_id', '=', user.userId).execute();
}
