import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/index.ts';
import { storedTemporal, temporalDate } from '../../renderers/temporal-format.ts';
import { CalendarIcon } from '../icons.tsx';
import { Spinner } from '../Spinner.tsx';
import { DateInput } from './DateInput.tsx';

const RangePanel = lazy(() => import('./CalendarPanel.tsx').then((panel) => ({ default: panel.RangePanel })));

export interface DateRangeInputProps {
  kind: 'date' | 'month';
  /** [lower, upper] stored texts, '' for an open end. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  label: string;
}

/** A search condition's two ends, each typed or picked; dates also take both ends in one calendar. */
export function DateRangeInput({ kind, value, onChange, label }: DateRangeInputProps) {
  const t = useT();
  const [lower = '', upper = ''] = value;
  return (
    <span className="flex items-center gap-1">
      <DateInput kind={kind} label={t('widget.startDate')} width="w-32" withPicker={kind === 'month'} value={lower} onChange={(next) => onChange([next ?? '', upper])} />
      <span className="text-slate-400">–</span>
      <DateInput kind={kind} label={t('widget.endDate')} width="w-32" withPicker={kind === 'month'} value={upper} onChange={(next) => onChange([lower, next ?? ''])} />
      {kind === 'date' && (
        <Popover className="relative">
          <PopoverButton aria-label={t('picker.open', { label })} title={t('picker.range')} className="grid size-8 place-items-center rounded border border-slate-300 text-slate-500 outline-none hover:border-primary-500 hover:text-primary-600 focus-visible:border-primary-500">
            <CalendarIcon size={15} />
          </PopoverButton>
          <PopoverPanel anchor="bottom end" className="z-[2100] mt-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg" aria-label={t('picker.range')}>
            <Suspense fallback={<Spinner />}>
              <RangePanel
                from={temporalDate('date', lower)}
                to={temporalDate('date', upper)}
                onPick={(range) => onChange([range.from ? storedTemporal('date', range.from) : '', range.to ? storedTemporal('date', range.to) : ''])}
              />
            </Suspense>
          </PopoverPanel>
        </Popover>
      )}
    </span>
  );
}
