import { useState } from 'react';
import type { ReferenceDef } from '../../../runtime/bundle/types.ts';
import { useT } from '../../i18n/index.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { inputClass } from '../input-class.ts';
import { ReferencePicker, type ReferenceChoice } from './ReferencePicker.tsx';

export interface MultiReferenceInputProps {
  id: string;
  name: string;
  /** The keys joined by ',' (the wire form of a multi-reference). */
  value: string;
  reference: ReferenceDef;
  title: string;
  filter: Readonly<Record<string, string>>;
  locked: boolean;
  hasError: boolean;
  /** The form's display labels: this field's is its records' labels joined by ','. */
  labels: Map<string, string>;
  onChange: (value: string | undefined) => void;
}

/** The keys and labels of a multi-reference value, paired in order (a key without a label shows itself). */
export function referenceChips(value: string, labels: string | undefined): ReferenceChoice[] {
  const keys = value.split(',').filter(Boolean);
  const names = labels?.split(',') ?? [];
  return keys.map((key, index) => ({ key, label: names.length === keys.length ? (names[index] ?? key) : key }));
}

/** A multi-reference (`reference.multiple`): one chip per record, removed by its ×, added with the reference's picker. */
export function MultiReferenceInput({ id, name, value, reference, title, filter, locked, hasError, labels, onChange }: MultiReferenceInputProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const chips = referenceChips(value, labels.get(name));
  const change = (next: ReferenceChoice[]) => {
    labels.set(name, next.map((chip) => chip.label).join(','));
    onChange(next.length === 0 ? undefined : next.map((chip) => chip.key).join(','));
  };
  const pick = (choice: ReferenceChoice) => {
    if (!chips.some((chip) => chip.key === choice.key)) change([...chips, choice]);
    setOpen(false);
  };
  return (
    <div id={id} className={`${inputClass(hasError)} flex h-auto min-h-8 flex-wrap items-center gap-1 py-1`} data-multi-reference={name}>
      {chips.map((chip) => (
        <span key={chip.key} className="flex items-center gap-1 rounded bg-primary-50 px-2 py-0.5 text-xs text-primary-700" data-chip={chip.key}>
          {chip.label}
          {!locked && (
            <button type="button" aria-label={`${t('widget.clear')} ${chip.label}`} onClick={() => change(chips.filter((other) => other.key !== chip.key))} className="text-primary-400 hover:text-primary-700">
              <CloseIcon size={10} />
            </button>
          )}
        </span>
      ))}
      {!locked && (
        <button type="button" onClick={() => setOpen(true)} className="rounded px-1 text-xs text-primary-600 hover:bg-primary-50">
          + {t('widget.pleaseSelect')}
        </button>
      )}
      {open && <ReferencePicker reference={reference} title={title} filter={filter} selectedId={null} onPick={pick} onClose={() => setOpen(false)} />}
    </div>
  );
}
