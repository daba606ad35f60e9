import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { lazy, Suspense, useEffect, useState, type FocusEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { inputClass } from '../../renderers/input-class.ts';
import { shownTemporal, SHOWN_PATTERN, storedTemporal, temporalDate, typedTemporal, type TemporalKind } from '../../renderers/temporal-format.ts';
import { CalendarIcon, ClockIcon } from '../icons.tsx';
import { Spinner } from '../Spinner.tsx';

const CalendarPanel = lazy(() => import('./CalendarPanel.tsx'));

export interface DateInputProps {
  kind: TemporalKind;
  /** The stored text ('YYYY-MM-DD', 'YYYY-MM', 'HH:mm', 'YYYY-MM-DD HH:mm:ss'). */
  value: unknown;
  /** The stored text of what was typed or picked; undefined when emptied; unreadable text as typed. */
  onChange: (value: string | undefined) => void;
  id?: string;
  name?: string;
  label: string;
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** The control's width class. */
  width?: string;
  /** Classes added to the text box, for a page with a theme of its own (the cockpit's dark one). */
  tone?: string;
  /** False leaves only the text box (a range offers one calendar for both ends). */
  withPicker?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A date, month, time or datetime typed as ISO text with a 24-hour clock in both languages, or
 * picked from a calendar beside it. The text is the person's until the stored value changes from
 * elsewhere, so half-typed text is not rewritten under the cursor.
 */
export function DateInput({ kind, value, onChange, id, name, label, invalid = false, disabled, readOnly, required, width = 'w-full', tone = '', withPicker = true, onBlur, onFocus }: DateInputProps) {
  const t = useT();
  const [text, setText] = useState(() => shownTemporal(kind, value));
  useEffect(() => {
    setText((current) => (typedTemporal(kind, current) === (value === '' || value == null ? undefined : value) ? current : shownTemporal(kind, value)));
  }, [kind, value]);
  const type = (next: string) => {
    setText(next);
    onChange(typedTemporal(kind, next));
  };
  const Icon = kind === 'time' ? ClockIcon : CalendarIcon;
  return (
    <Popover className={`relative flex ${width}`}>
      <input
        id={id}
        name={name ?? id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={SHOWN_PATTERN[kind]}
        aria-label={id ? undefined : label}
        className={`${inputClass(invalid, 'h-8 w-full', readOnly)} ${withPicker ? 'pr-8' : ''} tabular-nums ${tone}`}
        value={text}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        onChange={(event) => type(event.target.value)}
        onBlur={(event) => {
          const stored = typedTemporal(kind, event.target.value);
          if (stored !== undefined && stored !== event.target.value) setText(shownTemporal(kind, stored));
          onBlur?.(event);
        }}
        onFocus={onFocus}
      />
      {withPicker && !disabled && !readOnly && (
        <>
          <PopoverButton aria-label={t('picker.open', { label })} className="absolute inset-y-0 right-0 grid w-8 place-items-center text-slate-400 outline-none hover:text-primary-600 focus-visible:text-primary-600">
            <Icon size={15} />
          </PopoverButton>
          <PopoverPanel anchor="bottom end" className="z-[2100] mt-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg" aria-label={label}>
            {({ close }) => (
              <Suspense fallback={<Spinner />}>
                <CalendarPanel
                  kind={kind}
                  value={temporalDate(kind, value)}
                  onPick={(parts) => {
                    const stored = storedTemporal(kind, parts);
                    setText(shownTemporal(kind, stored));
                    onChange(stored);
                    close();
                  }}
                />
              </Suspense>
            )}
          </PopoverPanel>
        </>
      )}
    </Popover>
  );
}
