/**
 * Fixed conditions without JSON (a check aggregate's `parentWhere`, a derived source's `where`
 * and `parentWhere`): each a field of the records it filters and the value, or several values
 * separated by commas, it must hold.
 */
import type { FixedConditionDef } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useT } from '../../../../i18n/index.ts';
import { fixedCondition, fixedConditionText } from '../../model/fixed-condition.ts';
import { SelectInput, TextInput } from '../controls.tsx';

export interface FixedConditionsEditorProps {
  label: string;
  items: readonly FixedConditionDef[];
  /** The filtered records' fields as options, with their types. */
  fields: readonly { name: string; text: string; type: string }[];
  readOnly: boolean;
  /** An empty list: the key leaves the bundle. */
  onChange: (items: FixedConditionDef[] | undefined) => void;
}

export function FixedConditionsEditor({ label, items, fields, readOnly, onChange }: FixedConditionsEditorProps) {
  const t = useT();
  const options = fields.map((field) => [field.name, field.text] as const);
  const typeOf = (name: string) => fields.find((field) => field.name === name)?.type ?? 'text';
  const set = (index: number, item: FixedConditionDef | null) => {
    const next = items.flatMap((entry, at) => (at !== index ? [entry] : item ? [item] : []));
    onChange(next.length === 0 ? undefined : next);
  };
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      <p className="text-[11px] text-slate-500">{label}</p>
      {items.map((item, index) => (
        <div key={index} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_24px] items-center gap-1.5">
          <SelectInput label={t('designer.authoring.whereTheirField')} value={item.field || undefined} options={options} onChange={(field) => field && set(index, fixedCondition(field, fixedConditionText(item), typeOf(field)))} />
          <TextInput label={t('designer.authoring.whereValue')} value={fixedConditionText(item)} onChange={(text) => set(index, fixedCondition(item.field, text, typeOf(item.field)))} />
          {!readOnly && (
            <button type="button" aria-label={t('designer.remove')} className="h-6 rounded text-slate-400 hover:bg-red-50 hover:text-red-500" onClick={() => set(index, null)}>
              ✕
            </button>
          )}
        </div>
      ))}
      {!readOnly && fields.length > 0 && (
        <Button size="small" variant="text" className="self-start" onClick={() => onChange([...items, { field: fields[0]!.name, op: 'eq', value: '' }])}>
          {t('designer.authoring.whereAdd')}
        </Button>
      )}
    </div>
  );
}
