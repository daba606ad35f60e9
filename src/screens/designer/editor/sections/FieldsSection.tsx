import { useState } from 'react';
import type { FieldDef } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { confirm } from '../../../../components/confirm.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { addField, moveField, removeField, updateField } from '../../model/field-edits.ts';
import { reorderHandlers } from '../drag.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { UniqueKeysEditor } from './UniqueKeysEditor.tsx';
import type { SectionProps } from './section-props.ts';

export interface FieldsSectionProps extends SectionProps {
  selected: string | null;
  onSelect: (name: string | null) => void;
}

/** The entity's fields: a list to pick, add, drag into order and remove, and the picked field's settings. */
export function FieldsSection(props: FieldsSectionProps) {
  const { bundle, edit, selected, onSelect, readOnly } = props;
  const t = useT();
  const [locale] = useLocale();
  const fields = bundle.entity.fields;
  const current = fields.find((field) => field.name === selected) ?? fields[0];
  const [dragOver, setDragOver] = useState<number | null>(null);

  const add = () => {
    edit((b) => addField(b).bundle);
    onSelect(addField(bundle).name);
  };
  const remove = async (field: FieldDef) => {
    if (!(await confirm(t('designer.field.removeConfirm', { name: field.label[locale] || field.name }), { danger: true }))) return;
    edit((b) => removeField(b, field.name));
    onSelect(null);
  };

  return (
    <div className="flex min-h-0 gap-3">
      <div className="flex w-48 shrink-0 flex-col gap-2">
        <ol aria-label={t('designer.section.fields')} className="flex flex-col overflow-hidden rounded border border-slate-200 bg-white text-xs">
          {fields.map((field, index) => (
            <li
              key={`${field.name}-${index}`}
              {...(readOnly ? {} : reorderHandlers('field', index, (from, to) => edit((b) => moveField(b, from, to))))}
              onDragEnter={() => setDragOver(index)}
              onDragEnd={() => setDragOver(null)}
              className={`border-b border-slate-100 last:border-b-0 ${dragOver === index ? 'border-t-2 border-t-primary-400' : ''}`}
            >
              <button
                type="button"
                onClick={() => onSelect(field.name)}
                aria-current={field === current ? 'true' : undefined}
                className={`flex w-full cursor-pointer items-center gap-1.5 px-2 py-1.5 text-left ${field === current ? 'bg-primary-50 text-primary-700' : 'text-slate-700 hover:bg-slate-50'}`}
              >
                <span className="cursor-move text-slate-300" aria-hidden="true">⋮⋮</span>
                <span className="min-w-0 flex-1 truncate">{field.label[locale] || field.name}</span>
                {field.name === bundle.entity.primaryKey && <span className="rounded bg-amber-100 px-1 text-[10px] text-amber-700">{t('designer.field.key')}</span>}
                <span className="shrink-0 font-mono text-[10px] text-slate-400">{field.type}</span>
              </button>
            </li>
          ))}
        </ol>
        {!readOnly && (
          <Button size="small" onClick={add}>
            {t('designer.field.add')}
          </Button>
        )}
      </div>
      <div className="min-w-0 flex-1">
        {current && (
          <FieldEditor
            // Keyed by place, not name: a rename must not remount the editor under the input the analyst moved to.
            key={fields.indexOf(current)}
            {...props}
            field={current}
            onChange={(next) => {
              edit((b) => updateField(b, current.name, next));
              if (next.name !== current.name) onSelect(next.name);
            }}
            onRemove={current.name === bundle.entity.primaryKey ? undefined : () => void remove(current)}
          />
        )}
        <div className="mt-3">
          <UniqueKeysEditor {...props} />
        </div>
      </div>
    </div>
  );
}
