import { FORMAT_NAMES, type FieldDef, type FieldType, type TreeRefKind } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { usesSetting, withoutUndefined } from '../../model/field-edits.ts';
import { IDENTIFIER, SQL_NAME } from '../../model/new-bundle.ts';
import { Block, Check, CommitInput, Labeled, LocalizedInput, NumberInput, SelectInput, useFieldOptions } from '../controls.tsx';
import { DictionaryCreator } from './DictionaryCreator.tsx';
import { DefaultValue, ReferenceSettings } from './field-value-settings.tsx';
import { FieldLayoutSettings } from './field-layout-settings.tsx';
import { PatternSettings } from './field-pattern-settings.tsx';
import { KeySettings } from './KeySettings.tsx';
import { FieldExpressionInputs } from './ExpressionInput.tsx';
import { ReferenceRuleSettings } from './reference-rule-settings.tsx';
import type { SectionProps } from './section-props.ts';
import { fieldProblems } from '../../model/problem-where.ts';
import { isListed, isSearched, setListed, setSearched } from '../../model/field-placement.ts';
import { ItemProblems } from './ItemProblems.tsx';

export const FIELD_TYPES: readonly FieldType[] = [
  'text', 'textarea', 'int', 'number', 'decimal', 'date', 'month', 'time', 'datetime', 'boolean',
  'select', 'radio', 'checkbox', 'reference', 'treeRef', 'attachment', 'image', 'geoPoint', 'geoCircle', 'geoPolygon', 'geoPolyline',
];
const TREE_KINDS: readonly TreeRefKind[] = ['org', 'depart', 'team', 'post', 'user'];

export interface FieldEditorProps extends SectionProps {
  field: FieldDef;
  onChange: (field: FieldDef) => void;
  /** Absent for the primary key, which cannot be removed. */
  onRemove?: () => void;
}

/** Every setting of one field; the settings shown follow its type. */
export function FieldEditor({ bundle, field, onChange, onRemove, edit, context, readOnly, problems = [] }: FieldEditorProps) {
  const t = useT();
  const [locale] = useLocale();
  const set = (patch: Partial<FieldDef>) => onChange(withoutUndefined({ ...field, ...patch }));
  const uses = (setting: Parameters<typeof usesSetting>[1]) => usesSetting(field.type, setting);
  const validateName = (name: string) => {
    if (!IDENTIFIER.test(name)) return t('designer.hint.identifier');
    return bundle.entity.fields.some((other) => other !== field && other.name === name) ? t('designer.field.nameTaken') : null;
  };
  const ownFields = useFieldOptions(bundle);
  const dictionaries = Object.entries(context.dictionaries).map(([code, dictionary]) => [code, `${dictionary.label[locale]} (${code})`] as const);

  return (
    <Block
      title={t('designer.field.settings', { name: field.label[locale] || field.name })}
      actions={onRemove && !readOnly && <Button size="small" variant="text" className="!text-red-500" onClick={onRemove}>{t('designer.remove')}</Button>}
    >
      <ItemProblems label={t('designer.authoring.fieldProblems')} problems={fieldProblems(problems, bundle, field.name)} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-2">
        <Labeled label={t('designer.field.name')}>{(id) => <CommitInput id={id} value={field.name} validate={validateName} onCommit={(name) => set({ name })} />}</Labeled>
        <Labeled label={t('designer.field.type')}>
          {(id) => <SelectInput id={id} value={field.type} options={FIELD_TYPES.map((type) => [type, t(`designer.type.${type}`)] as const)} onChange={(type) => type && set({ type })} />}
        </Labeled>
        <div className="col-span-2">
          <Labeled label={t('designer.field.label')}>{() => <LocalizedInput label={t('designer.field.label')} value={field.label} onChange={(label) => label && set({ label })} />}</Labeled>
        </div>
        <div className="col-span-2 flex flex-wrap gap-x-4 gap-y-1">
          <Check label={t('designer.field.required')} checked={field.required === true} onChange={(on) => set({ required: on || undefined })} />
          <Check label={t('designer.field.readOnly')} checked={field.readOnly === true} onChange={(on) => set({ readOnly: on || undefined })} />
          <Check label={t('designer.field.hidden')} checked={field.hidden === true} onChange={(on) => set({ hidden: on || undefined })} />
          <Check label={t('designer.authoring.listed')} checked={isListed(bundle, field.name)} onChange={(on) => edit((b) => setListed(b, field.name, on))} />
          <Check label={t('designer.authoring.searched')} checked={isSearched(bundle, field.name)} onChange={(on) => edit((b) => setSearched(b, field.name, on))} />
        </div>
        {field.type === 'treeRef' && (
          <Labeled label={t('designer.field.treeRef')}>
            {(id) => <SelectInput id={id} value={field.treeRef} options={TREE_KINDS.map((kind) => [kind, t(`designer.treeRef.${kind}`)] as const)} onChange={(treeRef) => set({ treeRef })} />}
          </Labeled>
        )}
        {uses('dict') && (
          <Labeled label={t('designer.field.dict')}>{(id) => <SelectInput id={id} value={field.dict} options={dictionaries} onChange={(dict) => set({ dict })} />}</Labeled>
        )}
        {uses('dict') && !readOnly && <DictionaryCreator taken={Object.keys(context.dictionaries)} onCreated={(dict) => set({ dict })} />}
        {field.type === 'reference' && (
          <ReferenceSettings reference={field.reference} context={context} ownFields={ownFields.filter(([name]) => name !== field.name)} onChange={(reference) => set({ reference })} />
        )}
        {field.type === 'reference' && <ReferenceRuleSettings reference={field.reference} onChange={(reference) => set({ reference })} />}
        {uses('format') && (
          <Labeled label={t('designer.field.format')}>
            {(id) => <SelectInput id={id} value={field.format} empty={t('designer.none')} options={FORMAT_NAMES.map((format) => [format, t(`designer.format.${format}`)] as const)} onChange={(format) => set({ format })} />}
          </Labeled>
        )}
        {uses('pattern') && <PatternSettings field={field} onChange={set} />}
        {uses('maxLength') && (
          <>
            <Labeled label={t('designer.field.minLength')}>{(id) => <NumberInput id={id} integer value={field.minLength} onChange={(minLength) => set({ minLength })} />}</Labeled>
            <Labeled label={t('designer.field.maxLength')}>{(id) => <NumberInput id={id} integer value={field.maxLength} onChange={(maxLength) => set({ maxLength })} />}</Labeled>
          </>
        )}
        {uses('precision') && (
          <>
            <Labeled label={t('designer.field.precision')}>{(id) => <NumberInput id={id} integer value={field.precision} onChange={(precision) => set({ precision })} />}</Labeled>
            <Labeled label={t('designer.field.scale')}>{(id) => <NumberInput id={id} integer value={field.scale} onChange={(scale) => set({ scale })} />}</Labeled>
          </>
        )}
        {uses('min') && (
          <>
            <Labeled label={t('designer.field.min')}>{(id) => <NumberInput id={id} integer={field.type === 'int'} value={field.min} onChange={(min) => set({ min })} />}</Labeled>
            <Labeled label={t('designer.field.max')}>{(id) => <NumberInput id={id} integer={field.type === 'int'} value={field.max} onChange={(max) => set({ max })} />}</Labeled>
          </>
        )}
        {uses('rows') && (
          <Labeled label={t('designer.field.rows')}>
            {(id) => <SelectInput id={id} value={field.rows === undefined ? undefined : String(field.rows)} empty="4" options={[['5', '5'], ['6', '6']]} onChange={(rows) => set({ rows: rows === undefined ? undefined : Number(rows) })} />}
          </Labeled>
        )}
        {uses('maxFiles') && (
          <>
            <Labeled label={t('designer.field.maxFiles')}>{(id) => <NumberInput id={id} integer value={field.maxFiles} onChange={(maxFiles) => set({ maxFiles })} />}</Labeled>
            <Labeled label={t('designer.field.maxSizeMb')}>{(id) => <NumberInput id={id} value={field.maxSizeMb} onChange={(maxSizeMb) => set({ maxSizeMb })} />}</Labeled>
          </>
        )}
        <DefaultValue field={field} context={context} onChange={(value) => set({ default: value })} />
        <KeySettings field={field} orgScoped={bundle.entity.orgScoped} onChange={set} />
        <FieldExpressionInputs bundle={bundle} field={field} readOnly={readOnly} set={set} />
        {uses('placeholder') && (
          <div className="col-span-2">
            <Labeled label={t('designer.field.placeholder')}>{() => <LocalizedInput optional label={t('designer.field.placeholder')} value={field.placeholder} onChange={(placeholder) => set({ placeholder })} />}</Labeled>
          </div>
        )}
        <FieldLayoutSettings field={field} onChange={set} />
        <Labeled label={t('designer.field.column')} hint={t('designer.hint.column')}>
          {(id) => <CommitInput id={id} value={field.column ?? ''} validate={(column) => (column === '' || SQL_NAME.test(column) ? null : t('designer.hint.sqlName'))} onCommit={(column) => set({ column: column || undefined })} />}
        </Labeled>
      </div>
    </Block>
  );
}
