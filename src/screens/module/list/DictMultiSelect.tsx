import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { DictionaryItem, Locale } from '../../../../runtime/index.ts';
import { useT } from '../../../i18n/index.ts';
import { inputClass } from '../../../renderers/input-class.ts';
import { ChevronDownIcon } from '../../../components/icons.tsx';

export interface DictMultiSelectProps {
  items: readonly DictionaryItem[];
  locale: Locale;
  value: string[];
  onChange: (value: string[]) => void;
}

/** Several dictionary values for an 'in' search. */
export function DictMultiSelect({ items, locale, value, onChange }: DictMultiSelectProps) {
  const t = useT();
  const chosen = items.filter((item) => value.includes(item.value)).map((item) => item.label[locale]);
  return (
    <Listbox value={value} onChange={onChange} multiple>
      <ListboxButton className={`${inputClass(false, 'h-8 w-44')} flex items-center justify-between text-left`}>
        <span className={`truncate ${chosen.length ? '' : 'text-slate-400'}`}>{chosen.length ? chosen.join(', ') : t('widget.all')}</span>
        <ChevronDownIcon size={14} className="shrink-0 text-slate-400" />
      </ListboxButton>
      <ListboxOptions anchor="bottom start" className="z-[2100] mt-1 max-h-60 w-44 overflow-auto rounded border border-slate-200 bg-white py-1 text-sm shadow-lg">
        {items.map((item) => (
          <ListboxOption key={item.value} value={item.value} className="flex cursor-pointer items-center gap-2 px-3 py-1.5 data-focus:bg-primary-50">
            {({ selected }) => (
              <>
                <input type="checkbox" readOnly checked={selected} tabIndex={-1} className="accent-primary-600" />
                {item.label[locale]}
              </>
            )}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
