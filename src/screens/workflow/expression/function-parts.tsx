import { useId } from 'react';
import { useT } from '../../../i18n/hooks.ts';
import { PARAM_MAX_LENGTH } from './function-call.ts';

export interface ChoiceItem {
  id: string;
  label: string;
  /** The technical name shown beside the label. */
  hint: string;
}

/** A scrolling single-choice list of the function picker's tabs. */
export function ChoiceList({ items, chosen, onChoose }: { items: readonly ChoiceItem[]; chosen: string | undefined; onChoose: (id: string) => void }) {
  const t = useT();
  if (items.length === 0) return <p className="rounded border border-slate-200 py-8 text-center text-slate-400">{t('common.noData')}</p>;
  return (
    <ul role="listbox" className="h-56 overflow-auto rounded border border-slate-200">
      {items.map((item) => (
        <li
          key={item.id}
          role="option"
          aria-selected={chosen === item.id}
          tabIndex={0}
          onClick={() => onChoose(item.id)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onChoose(item.id);
            }
          }}
          className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 ${chosen === item.id ? 'bg-primary-50 text-primary-700' : 'hover:bg-slate-50'}`}
        >
          <span className="truncate">{item.label}</span>
          <span className="shrink-0 font-mono text-xs text-slate-400">{item.hint}</span>
        </li>
      ))}
    </ul>
  );
}

/** A parameter text of at most 64 characters (spec 02 §5). */
export function ParamInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-slate-600">
        {label}
      </label>
      <input id={id} value={value} maxLength={PARAM_MAX_LENGTH} onChange={(event) => onChange(event.target.value)} className="h-8 min-w-0 flex-1 rounded border border-slate-300 px-2 font-mono text-xs outline-none focus:border-primary-500" />
    </div>
  );
}
