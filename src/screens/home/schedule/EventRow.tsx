import { useT } from '../../../i18n/hooks.ts';
import { STATE_DONE, type EventOccurrence } from './schedule-api.ts';

/** Badge colours by customEventType (spec 02 §3). */
const BADGE_COLOURS: Record<string, string> = {
  MT: 'bg-sky-100 text-sky-700',
  WK: 'bg-primary-100 text-primary-700',
  BM: 'bg-amber-100 text-amber-700',
  CD: 'bg-rose-100 text-rose-700',
  BY: 'bg-pink-100 text-pink-700',
  OT: 'bg-slate-100 text-slate-600',
};

export function EventBadge({ type }: { type: string }) {
  const t = useT();
  return (
    <span title={t(`schedule.type.${type}`)} className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded text-xs font-medium ${BADGE_COLOURS[type] ?? BADGE_COLOURS.OT}`}>
      {t(`schedule.badge.${type}`)}
    </span>
  );
}

/** One occurrence in the day list: badge, content, time (or all day), edit and complete. */
export function EventRow({ item, onOpen, onEdit, onComplete }: { item: EventOccurrence; onOpen: () => void; onEdit: () => void; onComplete?: () => void }) {
  const t = useT();
  const done = item.state === STATE_DONE;
  return (
    <li className="flex items-center gap-2 py-1.5 text-sm" data-testid="schedule-event" data-state={item.state}>
      <EventBadge type={item.customEventType} />
      <button type="button" onClick={onOpen} className={`min-w-0 flex-1 truncate text-left hover:text-primary-600 ${done ? 'text-slate-400 line-through' : 'text-slate-700'}`} title={item.content}>
        {item.content}
      </button>
      <span className="shrink-0 text-xs tabular-nums text-slate-500">{item.allDay === 'Y' ? t('schedule.allDay') : item.eventTime}</span>
      <button type="button" onClick={onEdit} className="shrink-0 text-xs text-primary-600 hover:underline">
        {t('schedule.edit')}
      </button>
      {onComplete ? (
        <button type="button" onClick={onComplete} className="shrink-0 text-xs text-emerald-600 hover:underline">
          {t('schedule.complete')}
        </button>
      ) : (
        <span className="shrink-0 text-xs text-slate-400">{t('schedule.completed')}</span>
      )}
    </li>
  );
}
