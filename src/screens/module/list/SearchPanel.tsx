import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CompiledModule, CompiledSearch } from '../../../../runtime/index.ts';
import { Button } from '../../../components/Button.tsx';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { Select } from '../../../components/Select.tsx';
import { DateRangeInput } from '../../../components/temporal/DateRangeInput.tsx';
import { useLocale, useT } from '../../../i18n/index.ts';
import { inputClass } from '../../../renderers/input-class.ts';
import { DictMultiSelect } from './DictMultiSelect.tsx';
import { ReferenceSearch } from './ReferenceSearch.tsx';
import { useSearchCollapsed } from './search-collapse.ts';
import type { SearchValues } from './search-values.ts';

export interface SearchPanelProps {
  module: CompiledModule;
  onSearch: (values: SearchValues) => void;
}

/** The list's search conditions (spec 01 §3), one control per compiled search. */
export const SearchPanel = memo(function SearchPanel({ module, onSearch }: SearchPanelProps) {
  const t = useT();
  const [locale] = useLocale();
  const [values, setValues] = useState<SearchValues>({});
  const [collapsed, setCollapsed] = useSearchCollapsed();
  const panelId = useId();
  if (module.searches.length === 0) return null;
  const set = (field: string, value: unknown) => setValues((previous) => ({ ...previous, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded bg-white px-4 py-3" role="search" aria-label={t('list.search')}>
      <button
        type="button"
        aria-expanded={!collapsed}
        aria-controls={panelId}
        className="flex h-8 items-center gap-1 text-sm text-slate-600 hover:text-primary-600"
        onClick={() => setCollapsed(!collapsed)}
      >
        <ChevronDownIcon size={14} className={`transition-transform ${collapsed ? '-rotate-90' : ''}`} />
        {t(collapsed ? 'list.searchExpand' : 'list.searchCollapse')}
      </button>
      <div id={panelId} className={collapsed ? 'hidden' : 'contents'}>
        {module.searches.map((search) => (
          <SearchField key={search.field} label={search.label[locale]} composite={isComposite(search)}>
            <SearchControl module={module} search={search} value={values[search.field]} onChange={(value) => set(search.field, value)} />
          </SearchField>
        ))}
        <div className="flex gap-2">
          <Button type="submit" variant="primary">
            {t('list.search')}
          </Button>
          <Button
            onClick={() => {
              setValues({});
              onSearch({});
            }}
          >
            {t('common.reset')}
          </Button>
        </div>
      </div>
    </form>
  );
});

/**
 * A control of several parts (a picker with its chips, a range's two ends) is a named group: a
 * label around it would name every button in it after the condition and send a click on the
 * label's text to its first button, the clear of a chip.
 */
const isComposite = (search: CompiledSearch) => search.searchType === 'reference' || search.operator === 'dateRange' || search.operator === 'numberRange';

function SearchField({ label, composite, children }: { label: string; composite: boolean; children: ReactNode }) {
  const labelId = useId();
  const className = 'flex flex-wrap items-center gap-2 text-sm text-slate-600';
  if (!composite) {
    return (
      <label className={className}>
        <span className="whitespace-nowrap">{label}</span>
        {children}
      </label>
    );
  }
  return (
    <div role="group" aria-labelledby={labelId} className={className}>
      <span id={labelId} className="whitespace-nowrap">
        {label}
      </span>
      {children}
    </div>
  );
}

interface ControlProps {
  module: CompiledModule;
  search: CompiledSearch;
  value: unknown;
  onChange: (value: unknown) => void;
}

function SearchControl({ module, search, value, onChange }: ControlProps) {
  const t = useT();
  const [locale] = useLocale();
  const items = search.dict ? (module.dictionaries[search.dict]?.items ?? []) : [];
  const text = typeof value === 'string' ? value : '';
  if (search.searchType === 'reference') return <ReferenceSearch module={module} search={search} title={search.label[locale]} value={value} onChange={onChange} />;
  switch (search.operator) {
    case 'in':
      return <DictMultiSelect items={items} locale={locale} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} />;
    case 'eq':
      if (search.dict) {
        return <Select label={search.label[locale]} size="h-8 w-40" value={text} placeholder={t('widget.all')} options={items.map((item) => ({ value: item.value, label: item.label[locale] }))} onChange={onChange} />;
      }
      return <input className={inputClass(false, 'h-8 w-44')} value={text} onChange={(event) => onChange(event.target.value)} />;
    case 'dateRange':
      return <DateRangeInput kind={search.type === 'month' ? 'month' : 'date'} label={search.label[locale]} value={Array.isArray(value) ? (value as string[]) : ['', '']} onChange={onChange} />;
    case 'numberRange':
      return <NumberRange value={Array.isArray(value) ? (value as string[]) : ['', '']} onChange={onChange} />;
    case 'like':
      return <input className={inputClass(false, 'h-8 w-44')} value={text} placeholder={t('widget.searchPlaceholder')} onChange={(event) => onChange(event.target.value)} />;
  }
}

function NumberRange({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const t = useT();
  const [lower = '', upper = ''] = value;
  const input = (edge: 0 | 1, current: string) => (
    <input
      inputMode="decimal"
      aria-label={t(edge === 0 ? 'widget.min' : 'widget.max')}
      placeholder={t(edge === 0 ? 'widget.min' : 'widget.max')}
      className={inputClass(false, 'h-8 w-24')}
      value={current}
      onChange={(event) => onChange(edge === 0 ? [event.target.value, upper] : [lower, event.target.value])}
    />
  );
  return (
    <span className="flex items-center gap-1">
      {input(0, lower)}
      <span className="text-slate-400">–</span>
      {input(1, upper)}
    </span>
  );
}
