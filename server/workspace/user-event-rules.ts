import { AppError } from '../../runtime/errors.ts';
import { CYCLES, isDay, type Cycle } from '../../runtime/schedule/occurrences.ts';

/** Spec 02 §3 customEventType codes. */
export const EVENT_TYPES = ['OT', 'BM', 'CD', 'BY', 'MT', 'WK'] as const;
/** Spec 02 §9: event content at most 512 characters. */
export const CONTENT_MAX = 512;
/** Longest repeat count a series may have. */
export const REPEAT_COUNT_MAX = 366;
/** A reminder of an all-day event without a chosen time goes out at this hour. */
export const DEFAULT_REMIND_TIME = '08:00';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The fields of a save, as the client sends them (spec 02 §3 UserEvent). */
export interface EventInput {
  content?: string;
  customEventType?: string;
  startDtm?: string;
  allDay?: string;
  /** 'HH:mm-HH:mm' when not all day. */
  eventTime?: string;
  cycle?: string;
  endDtm?: string;
  repeatCount?: number;
  /** 'Y' | 'N' (or 'true' | 'false'). */
  reminder?: string;
  remindTime?: string;
}

/** The columns a valid input writes. */
export interface EventColumns {
  content: string;
  custom_event_type: string;
  start_dtm: string;
  all_day: 'Y' | 'N';
  start_time: string | null;
  end_time: string | null;
  cycle: Cycle;
  end_dtm: string | null;
  repeat_count: number | null;
  reminder: boolean;
  remind_time: string | null;
}

const refuse = (messageId: string, params: Record<string, string | number> = {}) => new AppError('E_VALIDATION', params, messageId);

const isYes = (value: string | undefined) => value === 'Y' || value === 'true' || value === '1';

function timeRange(allDay: boolean, eventTime: string | undefined): [string | null, string | null] {
  if (allDay) return [null, null];
  const [start, end] = (eventTime ?? '').split('-').map((part) => part.trim());
  if (!start || !end || !TIME.test(start) || !TIME.test(end) || start >= end) throw refuse('schedule.eventTime.invalid');
  return [start, end];
}

/**
 * Checks a schedule event's fields (spec 02 §5 Schedule event form) and answers its columns;
 * the first broken rule is thrown as E_VALIDATION with its own message.
 */
export function eventColumns(input: EventInput): EventColumns {
  const content = (input.content ?? '').trim();
  if (!content) throw refuse('schedule.content.required');
  if ([...content].length > CONTENT_MAX) throw refuse('schedule.content.tooLong', { max: CONTENT_MAX });
  const type = input.customEventType ?? '';
  if (!(EVENT_TYPES as readonly string[]).includes(type)) throw refuse('schedule.type.invalid');
  const start = input.startDtm ?? '';
  if (!isDay(start)) throw refuse('schedule.startDtm.invalid');
  const allDay = (input.allDay ?? 'Y') !== 'N';
  const [startTime, endTime] = timeRange(allDay, input.eventTime);
  const cycle = (input.cycle || 'N') as Cycle;
  if (!CYCLES.includes(cycle)) throw refuse('schedule.cycle.invalid');
  const endDtm = cycle === 'N' ? null : input.endDtm || null;
  const repeatCount = cycle === 'N' ? null : (input.repeatCount ?? null);
  if (cycle !== 'N') {
    if (endDtm === null && repeatCount === null) throw refuse('schedule.endDtm.required');
    if (endDtm !== null && !isDay(endDtm)) throw refuse('schedule.endDtm.invalid');
    if (endDtm !== null && endDtm <= start) throw refuse('schedule.endBeforeStart');
    if (repeatCount !== null && (repeatCount < 2 || repeatCount > REPEAT_COUNT_MAX)) throw refuse('schedule.repeatCount.invalid', { max: REPEAT_COUNT_MAX });
  }
  const reminder = isYes(input.reminder);
  const remindTime = reminder ? input.remindTime || startTime || DEFAULT_REMIND_TIME : null;
  if (remindTime !== null && !TIME.test(remindTime)) throw refuse('schedule.remindTime.invalid');
  return {
    content,
    custom_event_type: type,
    start_dtm: start,
    all_day: allDay ? 'Y' : 'N',
    start_time: startTime,
    end_time: endTime,
    cycle,
    end_dtm: endDtm,
    repeat_count: repeatCount,
    reminder,
    remind_time: remindTime,
  };
}
