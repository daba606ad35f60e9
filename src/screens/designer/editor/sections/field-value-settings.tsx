import type { FieldDef, ReferenceDef } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { usesSetting } from '../../model/field-edits.ts';
import { Labeled, NumberInput, SelectInput, TextInput } from '../controls.tsx';

/** The referenced module and the field of it shown to users, from the published modules. */
export function ReferenceSettings({ reference, context, ownFields, onChange }: { reference: ReferenceDef | undefined; context: DesignContext; ownFields: readonly (readonly [string, string])[]; onChange: (reference: ReferenceDef) => void }) {
  const t = useT();
  const [locale] = useLocale();
  const entity = context.entities.find((entry) => entry.entityName === reference?.entity);
  const fields = (entity?.fields ?? []).map((field) => [field.name, `${field.label[locale]} (${field.name})`] as const);
  const filterBy = reference?.filterBy;
  // A filter names both sides; picking this record's field first matches the target's field of the same name when there is one.
  const setFilter = (field: string | undefined, targetField: string | undefined) => {
    if (!reference) return;
    const { filterBy: _old, ...rest } = reference;
    onChange(field && targetField ? { ...rest, filterBy: { field, targetField } } : rest);
  };
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
      {reference?.entity && (
        <>
          <Labeled label={t('designer.field.refFilterBy')} hint={t('designer.field.refFilterByHint')}>
            {(id) => (
              <SelectInput
                id={id}
                value={filterBy?.field}
                empty={t('designer.none')}
                options={ownFields}
                onChange={(field) => setFilter(field, filterBy?.targetField ?? (fields.some(([name]) => name === field) ? field : fields[0]?.[0]))}
              />
            )}
          </Labeled>
          {filterBy && (
            <Labeled label={t('designer.field.refFilterTarget')}>
              {(id) => <SelectInput id={id} value={filterBy.targetField} options={fields} onChange={(targetField) => setFilter(filterBy.field, targetField)} />}
            </Labeled>
          )}
        </>
      )}
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
