import { useMemo, useState } from 'react';
import type { CompiledModule, CompiledSearch, ReferenceDef } from '../../../../runtime/index.ts';
import { useT } from '../../../i18n/index.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import { inputClass } from '../../../renderers/input-class.ts';
import { ReferencePicker, type ReferenceChoice } from '../../../renderers/widgets/ReferencePicker.tsx';

export interface ReferenceSearchProps {
  module: CompiledModule;
  search: CompiledSearch;
  /** The picker's title: the condition's label. */
  title: string;
  /** eq: one key; in: the keys. */
  value: unknown;
  onChange: (value: unknown) => void;
}

/**
 * A search condition of type reference: records picked with the field's own picker (its where
 * applies), one for eq, several for in; the list is filtered by their keys (:S_E, :S_IN).
 */
export function ReferenceSearch({ module, search, title, value, onChange }: ReferenceSearchProps) {
  const t = useT();
  const reference = module.fields.get(search.field)?.def.reference as ReferenceDef;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReferenceChoice[]>([]);
  const filter = useMemo(() => ({ refModule: module.moduleId, refField: search.field, refValue: '' }), [module.moduleId, search.field]);
  const many = search.operator === 'in';
  const keys = many ? (Array.isArray(value) ? (value as string[]) : []) : typeof value === 'string' && value ? [value] : [];
  // A reset of the panel empties the value; the chips follow it.
  const chips = chosen.filter((chip) => keys.includes(chip.key));
  const change = (next: ReferenceChoice[]) => {
    setChosen(next);
    onChange(many ? next.map((chip) => chip.key) : (next[0]?.key ?? ''));
  };
  return (
    <span className={`${inputClass(false, 'h-8 min-w-56')} flex items-center gap-1`} data-reference-search={search.field}>
      {chips.map((chip) => (
        <span key={chip.key} className="flex shrink-0 items-center gap-1 rounded bg-primary-50 px-1.5 text-xs text-primary-700">
          {chip.label}
          <button type="button" aria-label={`${t('widget.clear')} ${chip.label}`} onClick={() => change(chips.filter((other) => other.key !== chip.key))}>
            <CloseIcon size={10} />
          </button>
        </span>
      ))}
      {(many || chips.length === 0) && (
        <button type="button" className="shrink-0 text-left text-slate-400" onClick={() => setOpen(true)}>
          {t('widget.pleaseSelect')}
        </button>
      )}
      {open && (
        <ReferencePicker
          reference={reference}
          title={title}
          filter={filter}
          selectedId={null}
          onPick={(choice) => {
            setOpen(false);
            change(many ? [...chips.filter((chip) => chip.key !== choice.key), choice] : [choice]);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
}
