/**
 * One summand of a cross-record check without JSON: a field of the record, a number, or a sum or
 * count over another published module's records tied to this one by link conditions
 * (their field equals a field of this record) or fixed ones (their field equals a value).
 * Rows of child lists reach their parents: a link may name `parent.<field>` of the checked
 * record's parent, and an aggregate over a child list may read and filter its rows' parent.
 */
import { isLinkCondition, type AggregateDef, type CheckTermDef, type FixedConditionDef, type LinkConditionDef, type ModuleBundle } from '../../../../../runtime/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { fixedCondition, fixedConditionText, NUMERIC_TYPES as NUMERIC } from '../../model/fixed-condition.ts';
import { ownLinkOptions, parentFieldOptions, parentsOf } from '../../model/parent-paths.ts';
import { Check, NumberInput, SelectInput, TextInput, useFieldOptions } from '../controls.tsx';
import { FixedConditionsEditor } from './FixedConditionsEditor.tsx';

type TermKind = 'field' | 'value' | 'sumOf' | 'countOf';
const KINDS: readonly TermKind[] = ['field', 'value', 'sumOf', 'countOf'];

type Entity = DesignContext['entities'][number];

/** The modules a term may total: the published ones and the module being designed (its other records), as it is now. */
function aggregateEntities(bundle: ModuleBundle, context: DesignContext): Entity[] {
  const self: Entity = { moduleId: bundle.moduleId, entityName: bundle.entity.name, title: bundle.title, fields: bundle.entity.fields.map((field) => ({ name: field.name, label: field.label, type: field.type })) };
  return [self, ...context.entities.filter((entity) => entity.moduleId !== bundle.moduleId)];
}

export function termKind(term: CheckTermDef): TermKind {
  return term.sumOf ? 'sumOf' : term.countOf ? 'countOf' : term.value !== undefined ? 'value' : 'field';
}

export interface CheckTermEditorProps {
  bundle: ModuleBundle;
  context: DesignContext;
  term: CheckTermDef;
  onChange: (term: CheckTermDef) => void;
  onRemove?: () => void;
}

export function CheckTermEditor({ bundle, context, term, onChange, onRemove }: CheckTermEditorProps) {
  const t = useT();
  const [locale] = useLocale();
  const numeric = useFieldOptions(bundle, (type) => NUMERIC.includes(type));
  const own = ownLinkOptions(bundle, context, locale);
  const kind = termKind(term);
  const negate = term.negate ? { negate: true } : {};
  const entities = aggregateEntities(bundle, context);
  const firstModule = bundle.moduleId;
  const setKind = (next: TermKind | undefined) => {
    if (!next || next === kind) return;
    if (next === 'field') onChange({ field: numeric[0]?.[0] ?? '', ...negate });
    else if (next === 'value') onChange({ value: 0, ...negate });
    else onChange({ [next]: { module: firstModule, where: [{ field: '', equalsField: bundle.entity.primaryKey }] }, ...negate });
  };
  const aggregate = term.sumOf ?? term.countOf;
  const entity = entities.find((item) => item.moduleId === aggregate?.module);
  const parents = aggregate ? parentsOf(context, aggregate.module) : [];
  const parent = parents.find((item) => item.moduleId === aggregate?.parent);
  const theirs = [...(entity?.fields ?? []).map((field) => [field.name, `${field.label[locale] || field.name} (${field.name})`] as const), ...parentFieldOptions(parent, locale)];
  const theirNumeric = (entity?.fields ?? []).filter((field) => NUMERIC.includes(field.type)).map((field) => [field.name, `${field.label[locale] || field.name} (${field.name})`] as const);
  const setAggregate = (next: AggregateDef) => onChange(kind === 'sumOf' ? { sumOf: next, ...negate } : { countOf: next, ...negate });
  const setWhere = (index: number, item: LinkConditionDef | FixedConditionDef | null) =>
    aggregate && setAggregate({ ...aggregate, where: aggregate.where.flatMap((entry, at) => (at !== index ? [entry] : item ? [item] : [])) });

  return (
    <div className="flex flex-col gap-1 rounded border border-slate-100 p-1.5">
      <div className="flex items-center gap-1.5">
        <Check label={t('designer.authoring.termMinus')} checked={term.negate === true} onChange={(on) => onChange(on ? { ...term, negate: true } : (({ negate: _n, ...rest }) => rest)(term))} />
        <SelectInput label={t('designer.authoring.termKind')} value={kind} options={KINDS.map((item) => [item, t(`designer.authoring.term.${item}`)] as const)} onChange={setKind} />
        {kind === 'field' && <SelectInput label={t('designer.authoring.term.field')} value={term.field} options={numeric} onChange={(field) => field && onChange({ field, ...negate })} />}
        {kind === 'value' && <NumberInput label={t('designer.authoring.term.value')} value={term.value} onChange={(value) => onChange({ value: value ?? 0, ...negate })} />}
        {onRemove && (
          <Button size="small" variant="text" className="!text-red-500" onClick={onRemove}>
            {t('designer.remove')}
          </Button>
        )}
      </div>
      {aggregate && (
        <div className="flex flex-col gap-1 pl-4">
          <div className="grid grid-cols-2 gap-1.5">
            <SelectInput
              label={t('designer.authoring.aggregateModule')}
              value={aggregate.module}
              options={entities.map((item) => [item.moduleId, `${item.title[locale] || item.moduleId} (${item.moduleId})`] as const)}
              onChange={(module) => module && setAggregate({ module, ...(kind === 'sumOf' ? { field: '' } : {}), where: [{ field: '', equalsField: bundle.entity.primaryKey }] })}
            />
            {kind === 'sumOf' && <SelectInput label={t('designer.authoring.aggregateField')} value={aggregate.field || undefined} options={theirNumeric} onChange={(field) => field && setAggregate({ ...aggregate, field })} />}
            {(parents.length > 0 || aggregate.parent !== undefined) && (
              <SelectInput
                label={t('designer.authoring.aggregateParent')}
                value={aggregate.parent}
                empty={t('designer.authoring.aggregateNoParent')}
                options={parents.map((item) => [item.moduleId, `${item.title[locale] || item.moduleId} (${item.moduleId})`] as const)}
                onChange={(next) => setAggregate(withoutParentPaths(aggregate, next))}
              />
            )}
          </div>
          <p className="text-[11px] text-slate-500">{t('designer.authoring.aggregateWhere')}</p>
          {aggregate.where.map((item, index) => (
            <div key={index} role="group" aria-label={`${t('designer.authoring.aggregateWhere')} ${index + 1}`} className="grid grid-cols-[minmax(0,1fr)_116px_minmax(0,1fr)_24px] items-center gap-1.5">
              <SelectInput label={t('designer.authoring.whereTheirField')} value={item.field || undefined} options={theirs} onChange={(field) => field && setWhere(index, { ...item, field })} />
              <SelectInput
                label={t('designer.authoring.whereKind')}
                value={isLinkCondition(item) ? 'link' : 'fixed'}
                options={[['link', t('designer.authoring.whereLink')], ['fixed', t('designer.authoring.whereFixed')]] as const}
                onChange={(next) => setWhere(index, next === 'fixed' ? { field: item.field, op: 'eq', value: '' } : { field: item.field, equalsField: bundle.entity.primaryKey })}
              />
              {isLinkCondition(item) ? (
                <SelectInput label={t('designer.authoring.whereOwnField')} value={item.equalsField} options={own} onChange={(equalsField) => equalsField && setWhere(index, { field: item.field, equalsField })} />
              ) : (
                <TextInput label={t('designer.authoring.whereValue')} value={fixedConditionText(item)} onChange={(text) => setWhere(index, fixedCondition(item.field, text, entity?.fields.find((field) => field.name === item.field)?.type ?? 'text'))} />
              )}
              <button type="button" aria-label={t('designer.remove')} className="h-6 rounded text-slate-400 hover:bg-red-50 hover:text-red-500 disabled:opacity-30" disabled={aggregate.where.length <= 1} onClick={() => setWhere(index, null)}>
                ✕
              </button>
            </div>
          ))}
          <Button size="small" variant="text" className="self-start" onClick={() => setAggregate({ ...aggregate, where: [...aggregate.where, { field: '', op: 'eq', value: '' }] })}>
            {t('designer.authoring.whereAdd')}
          </Button>
          {parent && (
            <FixedConditionsEditor
              label={t('designer.authoring.aggregateParentWhere')}
              items={aggregate.parentWhere ?? []}
              fields={parent.fields.map((field) => ({ name: field.name, text: `${field.label[locale] || field.name} (${field.name})`, type: field.type }))}
              readOnly={false}
              onChange={(parentWhere) => setAggregate(withoutUndefined({ ...aggregate, parentWhere }))}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** A new parent (or none): the old parent's `parent.` fields and `parentWhere` no longer apply. */
function withoutParentPaths(aggregate: AggregateDef, parent: string | undefined): AggregateDef {
  const where = aggregate.where.map((item) => (item.field.startsWith('parent.') ? { ...item, field: '' } : item));
  return withoutUndefined({ ...aggregate, parent, parentWhere: undefined, where });
}
