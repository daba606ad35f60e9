import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../runtime/errors.ts';
import { daysBetween, isDay } from '../../runtime/schedule/occurrences.ts';
import { ok } from '../plugins/envelope.ts';
import { addCall } from '../auth/call-route.ts';
import { requireUser } from '../auth/permissions.ts';
import { optionalText, text } from '../auth/param-schemas.ts';
import { splitIds } from '../admin/id-list.ts';
import { eventColumns } from '../workspace/user-event-rules.ts';
import { completeOccurrence, deleteEvents, eventRecord, occurrencesOf, ownEvent, saveEvent, STATE_DONE } from '../workspace/user-events.ts';

/** Entity names the schedule's view and edit dialogs send (spec 02 §3: they differ). */
const ENTITY_NAMES = ['UserEvent', 'UserEventView'];
/** The longest range loadEventBetweenDate answers: the 42 days of a month grid, with room. */
const RANGE_MAX_DAYS = 62;

const KEY = text(32);
const ENTITY = { _entityName: optionalText(64) };
const DAY_PARAM = Type.String({ maxLength: 10 });

function checkEntity(name: string | undefined): void {
  if (name !== undefined && name !== '' && !ENTITY_NAMES.includes(name)) throw new AppError('E_UNKNOWN_ENTITY', { entity: name });
}

function checkDay(day: string): string {
  if (!isDay(day)) throw new AppError('E_VALIDATION', { date: day }, 'schedule.date.invalid');
  return day;
}

/** The signed-in user's schedule (spec 02 §7 Schedule calls): own events of the current organisation only. */
export async function userEventRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  addCall(app, 'system/userEvent/find.ajax', { params: Type.Object({ pkValue: KEY, ...ENTITY }) }, async (request, params) => {
    checkEntity(params._entityName);
    const row = await ownEvent(db, requireUser(request), params.pkValue);
    return { state: 0, recorder: eventRecord(row) };
  });

  addCall(
    app,
    'system/userEvent/save.ajax',
    {
      params: Type.Object({
        pkValue: KEY,
        ...ENTITY,
        state: Type.Optional(Type.Integer()),
        eventDate: Type.Optional(DAY_PARAM),
        // Longer than the rule allows, so that an over-long text gets the rule's own message.
        content: optionalText(4000),
        customEventType: optionalText(8),
        startDtm: optionalText(10),
        allDay: optionalText(1),
        eventTime: optionalText(20),
        cycle: optionalText(1),
        endDtm: optionalText(10),
        repeatCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
        reminder: optionalText(5),
        remindTime: optionalText(5),
      }),
      methods: ['POST'],
    },
    async (request, params) => {
      checkEntity(params._entityName);
      const user = requireUser(request);
      // Spec 02 §7: state 20 completes (here one occurrence: eventDate, else the first).
      if (params.state === STATE_DONE) {
        await completeOccurrence(db, user, params.pkValue, params.eventDate ? checkDay(params.eventDate) : undefined);
        return ok(params.pkValue, { msgInfo: request.t('msg.success') });
      }
      const key = await saveEvent(db, user, params.pkValue, eventColumns(params));
      return ok(key, { msgInfo: request.t('msg.success') });
    },
  );

  addCall(app, 'system/userEvent/delete.ajax', { params: Type.Object({ pkValue: text(2000), ...ENTITY }), methods: ['POST'] }, async (request, params) => {
    checkEntity(params._entityName);
    const keys = splitIds(params.pkValue);
    if (keys.length === 0) throw new AppError('E_VALIDATION', {}, 'MSG00630');
    await deleteEvents(db, requireUser(request), keys);
    return ok(null, { msgInfo: request.t('msg.success') });
  });

  addCall(app, 'system/userEvent/loadEventBetweenDate.ajax', { params: Type.Object({ startDate: DAY_PARAM, endDate: DAY_PARAM }) }, async (request, params) => {
    const [from, to] = [checkDay(params.startDate), checkDay(params.endDate)];
    const days = daysBetween(from, to);
    if (days < 0 || days >= RANGE_MAX_DAYS) throw new AppError('E_VALIDATION', { max: RANGE_MAX_DAYS }, 'schedule.range.invalid');
    return ok(await occurrencesOf(db, requireUser(request), from, to));
  });

  addCall(app, 'system/userEvent/loadDayEvent.ajax', { params: Type.Object({ date: DAY_PARAM }) }, async (request, params) => {
    const day = checkDay(params.date);
    return ok(await occurrencesOf(db, requireUser(request), day, day));
  });
}
