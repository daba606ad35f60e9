import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { inputClass } from '../renderers/input-class.ts';
import { ChevronDownIcon } from './icons.tsx';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a dictionary item switched off that the record still holds). */
  disabled?: boolean;
}

export interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown for '' and offered first to clear the choice; without it the choice cannot be cleared. */
  placeholder?: string;
  id?: string;
  /** The accessible name when no label element points at `id`; the shown choice follows it, as people hear it. */
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Height and width classes of the button. */
  size?: string;
  onBlur?: () => void;
  onFocus?: () => void;
}

/** The one single-choice control of forms, search panels and dialogs (Headless UI Listbox). */
export function Select({ value, onChange, options, placeholder, id, label, invalid = false, disabled, size = 'h-8 w-full', onBlur, onFocus }: SelectProps) {
  const chosen = options.find((option) => option.value === value);
  const choices = placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options];
  return (
    <Listbox value={value} onChange={onChange} disabled={disabled}>
      <ListboxButton
        id={id}
        aria-label={label === undefined ? undefined : `${label} ${chosen?.label ?? placeholder ?? value}`}
        aria-invalid={invalid || undefined}
        className={`${inputClass(invalid, size)} flex items-center justify-between gap-1 text-left`}
        onBlur={onBlur}
        onFocus={onFocus}
      >
        <span className={`truncate ${chosen ? '' : 'text-slate-400'}`}>{chosen?.label ?? placeholder ?? value}</span>
        <ChevronDownIcon size={14} className="shrink-0 text-slate-400" />
      </ListboxButton>
      <ListboxOptions anchor="bottom start" className="z-[2100] mt-1 max-h-64 min-w-(--button-width) overflow-auto rounded border border-slate-200 bg-white py-1 text-sm shadow-lg outline-none">
        {choices.map((option) => (
          <ListboxOption
            key={option.value}
            value={option.value}
            data-value={option.value}
            disabled={option.disabled === true}
            className={`cursor-pointer px-3 py-1.5 data-focus:bg-primary-50 data-selected:font-medium data-selected:text-primary-600 data-disabled:cursor-not-allowed data-disabled:text-slate-400 ${option.value === '' ? 'text-slate-400' : ''}`}
          >
            {option.label}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
