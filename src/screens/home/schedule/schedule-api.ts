import { request, unwrap, type Envelope } from '../../../api/request.ts';

/** A day-marker record of spec 02 §3: one occurrence of an event. */
export interface EventOccurrence {
  eventNo: string;
  eventDate: string;
  content: string;
  customEventType: string;
  allDay: string;
  eventTime: string;
  cycle: string;
  state: number;
}

/** find.ajax's recorder: the event as its form edits it. */
export interface EventRecord {
  eventNo: string;
  content: string;
  customEventType: string;
  startDtm: string;
  allDay: string;
  eventTime: string;
  cycle: string;
  endDtm: string;
  repeatCount: number | null;
  reminder: string;
  remindTime: string;
}

/** Spec 02 §3: the entity names of the view and the edit dialogs. */
const VIEW_ENTITY = 'UserEventView';
const EDIT_ENTITY = 'UserEvent';
export const STATE_DONE = 20;

export const SCHEDULE_PATHS = {
  between: 'system/userEvent/loadEventBetweenDate.ajax',
  day: 'system/userEvent/loadDayEvent.ajax',
} as const;

export async function loadBetween(startDate: string, endDate: string): Promise<EventOccurrence[]> {
  return unwrap(await request<Envelope<EventOccurrence[] | null>>(SCHEDULE_PATHS.between, { startDate, endDate }, { method: 'GET' })) ?? [];
}

export async function loadDay(date: string): Promise<EventOccurrence[]> {
  return unwrap(await request<Envelope<EventOccurrence[] | null>>(SCHEDULE_PATHS.day, { date }, { method: 'GET' })) ?? [];
}

export async function findEvent(eventNo: string, forEdit: boolean): Promise<EventRecord> {
  const body = await request<Envelope & { recorder?: EventRecord }>('system/userEvent/find.ajax', { pkValue: eventNo, _entityName: forEdit ? EDIT_ENTITY : VIEW_ENTITY });
  unwrap(body);
  if (!body.recorder) throw new Error('find.ajax answered no recorder');
  return body.recorder;
}

/** Saves the form's fields (pkValue -1 for a new event); answers the event number. */
export async function saveEvent(pkValue: string, fields: Record<string, string | number | undefined>): Promise<string> {
  return unwrap(await request<Envelope<string>>('system/userEvent/save.ajax', { pkValue, _entityName: EDIT_ENTITY, ...fields }));
}

/** Completes one occurrence (spec 02 §7: state 20). */
export async function completeOccurrence(eventNo: string, eventDate: string): Promise<void> {
  unwrap(await request<Envelope>('system/userEvent/save.ajax', { pkValue: eventNo, _entityName: EDIT_ENTITY, state: STATE_DONE, eventDate }));
}

export async function deleteEvent(eventNo: string): Promise<void> {
  unwrap(await request<Envelope>('system/userEvent/delete.ajax', { pkValue: eventNo, _entityName: EDIT_ENTITY }));
}
