import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/hooks.ts';

export interface IdListFieldProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Display names of known ids; others show as the id. */
  names?: ReadonlyMap<string, string>;
  /** Opens a selector that adds ids; without one, ids are typed (Enter adds). */
  onChoose?: () => void;
}

/** A list of ids (users, roles, posts, departments) as removable chips. */
export function IdListField({ label, values, onChange, names, onChoose }: IdListFieldProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim();
    if (value && !values.includes(value)) onChange([...values, value]);
    setDraft('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-500">
        {label}
      </label>
      <div className="flex min-h-8 flex-wrap items-center gap-1 rounded border border-slate-300 px-1.5 py-1">
        {values.map((value) => (
          <span key={value} className="inline-flex items-center gap-1 rounded bg-primary-50 px-1.5 text-xs leading-5 text-primary-700">
            {names?.get(value) ?? value}
            <button type="button" aria-label={t('wf.designer.remove', { name: names?.get(value) ?? value })} onClick={() => onChange(values.filter((item) => item !== value))} className="text-primary-400 hover:text-red-500">
              <CloseIcon size={10} />
            </button>
          </span>
        ))}
        {onChoose ? (
          <Button id={id} size="small" variant="text" onClick={onChoose}>
            + {t('wf.designer.choose')}
          </Button>
        ) : (
          <input id={id} value={draft} maxLength={64} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKey} onBlur={add} placeholder={t('wf.designer.typeId')} className="h-6 min-w-20 flex-1 text-xs outline-none" />
        )}
      </div>
    </div>
  );
}
