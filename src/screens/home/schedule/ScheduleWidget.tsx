import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { useLoad } from '../../../api/use-load.ts';
import { reportError } from '../../../api/report-error.ts';
import { Button } from '../../../components/Button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { toast } from '../../../components/toast.ts';
import { ChevronDownIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { addDays, scheduleClock } from '../../../../runtime/schedule/occurrences.ts';
import { addMonths, monthGrid, weekDays } from './calendar-days.ts';
import { completeOccurrence, deleteEvent, loadBetween, loadDay, STATE_DONE, type EventOccurrence } from './schedule-api.ts';
import { EventDetailDialog } from './EventDetailDialog.tsx';
import { EventFormDialog } from './EventFormDialog.tsx';
import { EventRow } from './EventRow.tsx';

const today = () => scheduleClock(new Date()).day;

/** Which dialog is open: the detail of an occurrence, or the form (eventNo '-1' for a new event). */
type OpenDialog = { kind: 'detail'; occurrence: EventOccurrence } | { kind: 'form'; eventNo: string; day: string } | null;

/**
 * My Schedule (spec 02 §2): the week (Monday first) or, expanded, the 42-cell month grid, a dot
 * on days with events, the chosen day's list with edit and complete, and the detail and form
 * dialogs. Its calls are its own: it loads beside the other widgets.
 */
export function ScheduleWidget() {
  const t = useT();
  const [locale] = useLocale();
  const client = useQueryClient();
  const [selected, setSelected] = useState(today);
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const days = expanded ? monthGrid(selected) : weekDays(selected);
  const [first, last] = [days[0]!, days[days.length - 1]!];
  const range = useLoad(() => loadBetween(first, last), [first, last, locale], { key: queryKeys.schedule('between') });
  const list = useLoad(() => loadDay(selected), [selected, locale], { key: queryKeys.schedule('day') });
  const marked = new Set((range.data ?? []).map((item) => item.eventDate));
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.schedule() });
  const month = selected.slice(0, 7);

  const move = (step: number) => setSelected(expanded ? addMonths(selected, step) : addDays(selected, step * 7));
  const complete = async (item: EventOccurrence) => {
    if (!(await confirm(t('schedule.confirmComplete')))) return;
    try {
      await completeOccurrence(item.eventNo, item.eventDate);
      refresh();
    } catch (error) {
      reportError(error);
    }
  };
  const remove = async (item: EventOccurrence) => {
    if (!(await confirm(t('schedule.confirmDelete')))) return;
    try {
      await deleteEvent(item.eventNo);
      setDialog(null);
      refresh();
    } catch (error) {
      reportError(error);
    }
  };
  const weekdayNames = t('schedule.weekdays').split(',');
  const [year, monthNo] = [Number(selected.slice(0, 4)), Number(selected.slice(5, 7))];

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm" data-testid="schedule-widget">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-medium text-slate-800">{t('schedule.title')}</h2>
        <Button size="small" variant="primary" onClick={() => setDialog({ kind: 'form', eventNo: '-1', day: selected })}>
          {t('schedule.add')}
        </Button>
      </div>
      <div className="mb-2 flex items-center gap-1 text-sm">
        <span className="mr-auto font-medium text-slate-700" data-testid="schedule-month">
          {t('schedule.yearMonth', { year, month: monthNo })}
        </span>
        <button type="button" className="rounded px-2 py-0.5 text-slate-600 hover:bg-slate-100" onClick={() => setSelected(today())}>
          {t('schedule.today')}
        </button>
        <button type="button" aria-label={t('schedule.prev')} className="rounded p-1 text-slate-600 hover:bg-slate-100" onClick={() => move(-1)}>
          <ChevronRightIcon size={16} className="rotate-180" />
        </button>
        <button type="button" aria-label={t('schedule.next')} className="rounded p-1 text-slate-600 hover:bg-slate-100" onClick={() => move(1)}>
          <ChevronRightIcon size={16} />
        </button>
        <button type="button" aria-label={expanded ? t('schedule.collapse') : t('schedule.expand')} aria-expanded={expanded} className="rounded p-1 text-slate-600 hover:bg-slate-100" onClick={() => setExpanded(!expanded)}>
          <ChevronDownIcon size={16} className={expanded ? 'rotate-180' : ''} />
        </button>
      </div>
      <div className="grid grid-cols-7 text-center text-xs text-slate-400">
        {weekdayNames.map((name) => (
          <span key={name} className="py-1">
            {name}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-y-1 text-center text-sm" role="grid" data-testid={expanded ? 'schedule-month-grid' : 'schedule-week'}>
        {weeksOf(days).map((week) => (
          // A row of the grid per week (display: contents keeps the seven columns), as ARIA grids need.
          <div key={week[0]} role="row" className="contents">
            {week.map((day) => {
              const isSelected = day === selected;
              const otherMonth = expanded && day.slice(0, 7) !== month;
              return (
                <button
                  key={day}
                  type="button"
                  role="gridcell"
                  data-day={day}
                  data-marked={marked.has(day) || undefined}
                  aria-selected={isSelected}
                  onClick={() => setSelected(day)}
                  className={`relative mx-auto flex h-8 w-8 items-center justify-center rounded-full ${isSelected ? 'bg-primary-600 text-white' : day === today() ? 'text-primary-600 ring-1 ring-primary-300' : otherMonth ? 'text-slate-300' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {Number(day.slice(8))}
                  {marked.has(day) && <span className={`absolute bottom-0.5 h-1 w-1 rounded-full ${isSelected ? 'bg-white' : 'bg-primary-500'}`} aria-hidden="true" />}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {range.error && <p className="mt-1 text-xs text-red-600">{range.error}</p>}
      <div className="mt-3 border-t border-slate-100 pt-2" data-testid="schedule-day-list">
        {list.error ? (
          <LoadFailed message={list.error} onRetry={list.reload} />
        ) : list.data === undefined ? (
          <div className="flex h-16 items-center justify-center">
            <Spinner />
          </div>
        ) : list.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-400">{t('schedule.empty')}</p>
        ) : (
          <ul className="max-h-56 divide-y divide-slate-50 overflow-auto">
            {list.data.map((item) => (
              <EventRow
                key={`${item.eventNo}|${item.eventDate}`}
                item={item}
                onOpen={() => setDialog({ kind: 'detail', occurrence: item })}
                onEdit={() => setDialog({ kind: 'form', eventNo: item.eventNo, day: item.eventDate })}
                onComplete={item.state === STATE_DONE ? undefined : () => void complete(item)}
              />
            ))}
          </ul>
        )}
      </div>
      {dialog?.kind === 'detail' && <EventDetailDialog occurrence={dialog.occurrence} onClose={() => setDialog(null)} onDelete={() => void remove(dialog.occurrence)} />}
      {dialog?.kind === 'form' && (
        <EventFormDialog
          eventNo={dialog.eventNo}
          day={dialog.day}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            toast.success(t('msg.success'));
            refresh();
          }}
        />
      )}
    </section>
  );
}

/** The shown days in weeks of seven (the week view is one, the month grid six). */
function weeksOf(days: readonly string[]): string[][] {
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, index) => days.slice(index * 7, index * 7 + 7));
}
