/**
 * The picker's drop-down, loaded on first open so a long form mounts only text inputs: a day
 * calendar (react-day-picker), a month grid, an hour/minute clock, or a range calendar.
 */
import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import type { Locale } from '../../../runtime/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { dateParts, type TemporalKind, type TemporalParts } from '../../renderers/temporal-format.ts';
import { ChevronRightIcon } from '../icons.tsx';

const DAY_PICKER_LOCALE = { 'zh-CN': zhCN, 'en-US': enUS } as const;

/** Tailwind in place of react-day-picker's stylesheet. */
const DAY_CLASSES = {
  root: 'relative text-sm text-slate-700',
  months: 'flex gap-4',
  month_caption: 'flex h-8 items-center px-2 font-medium',
  nav: 'absolute right-0 top-0 flex h-8 items-center gap-1',
  button_previous: 'grid size-7 place-items-center rounded hover:bg-slate-100 disabled:opacity-30',
  button_next: 'grid size-7 place-items-center rounded hover:bg-slate-100 disabled:opacity-30',
  chevron: 'size-4 fill-slate-500',
  weekday: 'size-8 text-xs font-normal text-slate-500',
  day: 'size-8 p-0 text-center',
  day_button: 'size-8 rounded hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500',
  today: 'font-semibold text-primary-600',
  selected: '[&>button]:bg-primary-600 [&>button]:text-white',
  range_middle: '[&>button]:!bg-primary-100 [&>button]:!text-primary-700',
  outside: 'text-slate-300',
  disabled: 'text-slate-300',
};

export interface CalendarPanelProps {
  kind: TemporalKind;
  value: Date | undefined;
  onPick: (parts: TemporalParts) => void;
}

/** One value of the kind; `onPick` gets it complete (a datetime after its time is set). */
export default function CalendarPanel({ kind, value, onPick }: CalendarPanelProps) {
  const [locale] = useLocale();
  if (kind === 'month') return <MonthGrid locale={locale} value={value} onPick={onPick} />;
  if (kind === 'time') return <Clock value={value} onPick={onPick} />;
  if (kind === 'date') {
    return <DayPicker mode="single" locale={DAY_PICKER_LOCALE[locale]} classNames={DAY_CLASSES} selected={value} defaultMonth={value} onSelect={(day) => day && onPick(dateParts(day))} />;
  }
  return <DateTimePanel locale={locale} value={value} onPick={onPick} />;
}

function DateTimePanel({ locale, value, onPick }: { locale: Locale; value: Date | undefined; onPick: (parts: TemporalParts) => void }) {
  const [day, setDay] = useState<Date | undefined>(value);
  const time = value ?? new Date(2000, 0, 1, 0, 0);
  return (
    <div className="flex gap-3">
      <DayPicker mode="single" locale={DAY_PICKER_LOCALE[locale]} classNames={DAY_CLASSES} selected={day} defaultMonth={day} onSelect={setDay} />
      <Clock
        value={time}
        onPick={(clock) => {
          const chosen = dateParts(day ?? new Date());
          onPick({ ...chosen, hour: clock.hour, minute: clock.minute, second: 0 });
        }}
      />
    </div>
  );
}

/** Hours and minutes in two columns; a minute click completes the pick. */
function Clock({ value, onPick }: { value: Date | undefined; onPick: (parts: TemporalParts) => void }) {
  const t = useT();
  const [hour, setHour] = useState(value?.getHours() ?? 0);
  const base = dateParts(value ?? new Date(2000, 0, 1));
  const column = (label: string, count: number, current: number | undefined, pick: (n: number) => void) => (
    <div role="listbox" aria-label={label} className="h-60 w-12 overflow-y-auto border-l border-slate-100 first:border-l-0">
      {Array.from({ length: count }, (_, n) => (
        <button
          key={n}
          type="button"
          role="option"
          aria-selected={n === current}
          className={`block h-7 w-full text-center text-sm tabular-nums hover:bg-primary-50 ${n === current ? 'bg-primary-600 text-white hover:bg-primary-600' : ''}`}
          onClick={() => pick(n)}
        >
          {String(n).padStart(2, '0')}
        </button>
      ))}
    </div>
  );
  return (
    <div className="flex" aria-label={t('picker.clock')}>
      {column(t('picker.hour'), 24, hour, setHour)}
      {column(t('picker.minute'), 60, value?.getMinutes(), (minute) => onPick({ ...base, hour, minute, second: 0 }))}
    </div>
  );
}

function MonthGrid({ locale, value, onPick }: { locale: Locale; value: Date | undefined; onPick: (parts: TemporalParts) => void }) {
  const t = useT();
  const [year, setYear] = useState(value?.getFullYear() ?? new Date().getFullYear());
  const name = new Intl.DateTimeFormat(locale, { month: 'short' });
  return (
    <div className="w-56 text-sm">
      <div className="mb-2 flex items-center justify-between">
        <button type="button" aria-label={t('picker.previousYear')} className="grid size-7 place-items-center rounded hover:bg-slate-100" onClick={() => setYear(year - 1)}>
          <ChevronRightIcon className="rotate-180" />
        </button>
        <span className="font-medium tabular-nums">{year}</span>
        <button type="button" aria-label={t('picker.nextYear')} className="grid size-7 place-items-center rounded hover:bg-slate-100" onClick={() => setYear(year + 1)}>
          <ChevronRightIcon />
        </button>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {Array.from({ length: 12 }, (_, index) => {
          const chosen = value?.getFullYear() === year && value.getMonth() === index;
          return (
            <button
              key={index}
              type="button"
              aria-pressed={chosen}
              className={`h-8 rounded ${chosen ? 'bg-primary-600 text-white' : 'hover:bg-primary-50'}`}
              onClick={() => onPick({ year, month: index + 1, day: 1, hour: 0, minute: 0, second: 0 })}
            >
              {name.format(new Date(year, index, 1))}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export interface RangePanelProps {
  from: Date | undefined;
  to: Date | undefined;
  onPick: (range: { from?: TemporalParts; to?: TemporalParts }) => void;
}

/** Two dates in one calendar, for a search condition's range. */
export function RangePanel({ from, to, onPick }: RangePanelProps) {
  const [locale] = useLocale();
  const [range, setRange] = useState<DateRange | undefined>(from || to ? { from, to } : undefined);
  return (
    <DayPicker
      mode="range"
      locale={DAY_PICKER_LOCALE[locale]}
      classNames={DAY_CLASSES}
      selected={range}
      defaultMonth={from}
      onSelect={(next) => {
        setRange(next);
        onPick({ from: next?.from && dateParts(next.from), to: next?.to && dateParts(next.to) });
      }}
    />
  );
}
