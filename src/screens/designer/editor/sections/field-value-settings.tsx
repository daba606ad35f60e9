import type { FieldDef, ReferenceDef } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { usesSetting } from '../../model/field-edits.ts';
import { Labeled, NumberInput, SelectInput, TextInput } from '../controls.tsx';

/** The referenced module and the field of it shown to users, from the published modules. */
export function ReferenceSettings({ reference, context, onChange }: { reference: ReferenceDef | undefined; context: DesignContext; onChange: (reference: ReferenceDef) => void }) {
  const t = useT();
  const [locale] = useLocale();
  const entity = context.entities.find((entry) => entry.entityName === reference?.entity);
  const fields = (entity?.fields ?? []).map((field) => [field.name, `${field.label[locale]} (${field.name})`] as const);
  return (
    <>
      <Labeled label={t('designer.field.refEntity')}>
        {(id) => (
          <SelectInput
            id={id}
            value={reference?.entity}
            options={context.entities.map((entry) => [entry.entityName, `${entry.title[locale]} (${entry.entityName})`] as const)}
            onChange={(name) => name && onChange({ entity: name, labelField: '' })}
          />
        )}
      </Labeled>
      <Labeled label={t('designer.field.refLabel')}>
        {(id) => <SelectInput id={id} value={reference?.labelField || undefined} options={fields} onChange={(labelField) => reference && labelField && onChange({ ...reference, labelField })} />}
      </Labeled>
    </>
  );
}

/** The default a new record starts with, typed like the field's values. */
export function DefaultValue({ field, context, onChange }: { field: FieldDef; context: DesignContext; onChange: (value: FieldDef['default']) => void }) {
  const t = useT();
  const [locale] = useLocale();
  const label = t('designer.field.default');
  const value = field.default;
  if (field.type === 'boolean') {
    const options = [['true', t('table.yes')], ['false', t('table.no')]] as const;
    return <Labeled label={label}>{(id) => <SelectInput id={id} value={value === undefined ? undefined : String(value) as 'true' | 'false'} empty={t('designer.none')} options={options} onChange={(next) => onChange(next === undefined ? undefined : next === 'true')} />}</Labeled>;
  }
  if (field.type === 'int' || field.type === 'number') {
    return <Labeled label={label}>{(id) => <NumberInput id={id} integer={field.type === 'int'} value={typeof value === 'number' ? value : undefined} onChange={onChange} />}</Labeled>;
  }
  if (usesSetting(field.type, 'dict') && field.type !== 'checkbox') {
    const items = (field.dict ? context.dictionaries[field.dict]?.items : undefined) ?? [];
    return <Labeled label={label}>{(id) => <SelectInput id={id} value={value === undefined ? undefined : String(value)} empty={t('designer.none')} options={items.map((item) => [item.value, item.label[locale]] as const)} onChange={onChange} />}</Labeled>;
  }
  if (['text', 'textarea', 'decimal', 'date', 'month', 'time', 'datetime'].includes(field.type)) {
    return <Labeled label={label}>{(id) => <TextInput id={id} value={value === undefined ? '' : String(value)} onChange={(text) => onChange(text === '' ? undefined : text)} />}</Labeled>;
  }
  return null;
}
