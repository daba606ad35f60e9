/**
 * A derived list (bundle `derived`, docs/bundle-format.md 'Derived lists') without JSON: the
 * fields it groups by and sums, and each source module with the source field (or, on a child
 * list, its parent's field) giving each list field, the sums it subtracts and its fixed conditions.
 */
import type { DerivedListDef, DerivedSourceDef, ModuleBundle } from '../../../../../runtime/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { NUMERIC_TYPES } from '../../model/fixed-condition.ts';
import { fieldOption, parentFieldOptions, parentsOf } from '../../model/parent-paths.ts';
import { problemsUnder } from '../../model/problem-where.ts';
import { Block, Check, Labeled, MultiPick, SelectInput, useFieldOptions } from '../controls.tsx';
import { FixedConditionsEditor } from './FixedConditionsEditor.tsx';
import { ItemProblems } from './ItemProblems.tsx';
import type { SectionProps } from './section-props.ts';

const MAX_SOURCES = 8;

/** A new derived list: grouped by the first field besides the key, summing the first number field; only export is offered. */
function startDerived(bundle: ModuleBundle): ModuleBundle {
  const others = bundle.entity.fields.filter((field) => field.name !== bundle.entity.primaryKey);
  const group = others.find((field) => !NUMERIC_TYPES.includes(field.type));
  const sum = others.find((field) => NUMERIC_TYPES.includes(field.type));
  const derived: DerivedListDef = { groupBy: group ? [group.name] : [], sum: sum ? [sum.name] : [], sources: [] };
  return { ...bundle, derived, operations: ['export'] };
}

/** The source with `name` given by `from`, or given by nothing when `from` is empty. */
function mapSourceField(source: DerivedSourceDef, name: string, from: string | undefined): DerivedSourceDef {
  const fields = source.fields.filter((field) => field.name !== name);
  return { ...source, fields: from ? [...fields, { name, from }] : fields };
}

type Entity = DesignContext['entities'][number];

function SourceEditor({ bundle, context, source, index, readOnly, problems, onChange }: Pick<SectionProps, 'bundle' | 'context' | 'readOnly'> & { source: DerivedSourceDef; index: number; problems: SectionProps['problems']; onChange: (source: DerivedSourceDef | null) => void }) {
  const t = useT();
  const [locale] = useLocale();
  const derived = bundle.derived as DerivedListDef;
  const entity: Entity | undefined = context.entities.find((item) => item.moduleId === source.module);
  const parents = parentsOf(context, source.module);
  const parent = parents.find((item) => item.moduleId === source.parent);
  const givers = [...(entity?.fields ?? []).map((field) => fieldOption(field, locale)), ...parentFieldOptions(parent, locale)];
  const listLabel = (name: string) => bundle.entity.fields.find((field) => field.name === name)?.label[locale] || name;
  const set = (patch: Partial<DerivedSourceDef>) => onChange(withoutUndefined({ ...source, ...patch }));
  const conditionFields = (of: Entity | undefined) => (of?.fields ?? []).map((field) => ({ name: field.name, text: fieldOption(field, locale)[1], type: field.type }));

  return (
    <div role="group" aria-label={`${t('designer.derived.source')} ${index + 1}`} className="mb-2 flex flex-col gap-1.5 rounded border border-slate-100 bg-slate-50/60 p-2">
      <ItemProblems label={t('designer.derived.problems')} problems={problemsUnder(problems ?? [], `/derived/sources/${index}`)} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        <Labeled label={t('designer.derived.sourceModule')}>
          {(id) => <SelectInput id={id} value={source.module} options={context.entities.map((item) => [item.moduleId, `${item.title[locale] || item.moduleId} (${item.moduleId})`] as const)} onChange={(module) => module && onChange({ module, fields: [] })} />}
        </Labeled>
        <Labeled label={t('designer.derived.sourceParent')}>
          {(id) => (
            <SelectInput
              id={id}
              value={source.parent}
              empty={t('designer.authoring.aggregateNoParent')}
              options={parents.map((item) => [item.moduleId, `${item.title[locale] || item.moduleId} (${item.moduleId})`] as const)}
              // Another parent: the old one's fields and conditions no longer apply.
              onChange={(next) => set({ parent: next, parentWhere: undefined, fields: source.fields.filter((field) => !field.from.startsWith('parent.')) })}
            />
          )}
        </Labeled>
      </div>
      <p className="text-[11px] text-slate-500">{t('designer.derived.mapping')}</p>
      <div className="grid grid-cols-[140px_minmax(0,1fr)] items-center gap-1.5 text-xs">
        {[...derived.groupBy, ...derived.sum].map((name) => [
          <span key={`${name}-label`} className="text-slate-600">{listLabel(name)}</span>,
          <SelectInput
            key={`${name}-from`}
            label={`${t('designer.derived.from')} ${listLabel(name)}`}
            value={source.fields.find((field) => field.name === name)?.from}
            empty={t(derived.groupBy.includes(name) ? 'designer.derived.notGiven' : 'designer.derived.zero')}
            options={givers}
            onChange={(from) => onChange(mapSourceField(source, name, from))}
          />,
        ])}
      </div>
      {derived.sum.length > 0 && (
        <div>
          <p className="mb-0.5 text-[11px] text-slate-500">{t('designer.derived.subtract')}</p>
          <MultiPick label={t('designer.derived.subtract')} value={source.subtract ?? []} options={derived.sum.map((name) => [name, listLabel(name)] as const)} onChange={(subtract) => set({ subtract: subtract.length ? subtract : undefined })} />
        </div>
      )}
      <FixedConditionsEditor label={t('designer.derived.where')} items={source.where ?? []} fields={conditionFields(entity)} readOnly={readOnly} onChange={(where) => set({ where })} />
      {parent && <FixedConditionsEditor label={t('designer.authoring.aggregateParentWhere')} items={source.parentWhere ?? []} fields={conditionFields(parent)} readOnly={readOnly} onChange={(parentWhere) => set({ parentWhere })} />}
      {!readOnly && (
        <Button size="small" variant="text" className="self-end !text-red-500" onClick={() => onChange(null)}>
          {t('designer.remove')}
        </Button>
      )}
    </div>
  );
}

export function DerivedEditor({ bundle, edit, context, readOnly, problems = [] }: SectionProps) {
  const t = useT();
  const fields = useFieldOptions(bundle).filter(([name]) => name !== bundle.entity.primaryKey);
  const numeric = useFieldOptions(bundle, (type) => NUMERIC_TYPES.includes(type));
  const derived = bundle.derived;
  const setDerived = (patch: Partial<DerivedListDef>) => edit((b) => (b.derived ? { ...b, derived: { ...b.derived, ...patch } } : b));
  const setSource = (index: number, source: DerivedSourceDef | null) =>
    derived && setDerived({ sources: derived.sources.flatMap((item, at) => (at !== index ? [item] : source ? [source] : [])) });
  const own = problemsUnder(problems, '/derived').filter((problem) => !problem.pointer.startsWith('/derived/sources/'));
  const first = context.entities.find((entity) => entity.moduleId !== bundle.moduleId)?.moduleId;

  return (
    <Block title={t('designer.derived.title')}>
      <Check label={t('designer.derived.enabled')} checked={derived !== undefined} onChange={(on) => edit((b) => (on ? startDerived(b) : withoutUndefined({ ...b, derived: undefined })))} />
      <p className="mt-1 text-[11px] text-slate-400">{t('designer.derived.help')}</p>
      {derived && (
        <div className="mt-2 flex flex-col gap-2">
          <ItemProblems label={t('designer.derived.problems')} problems={own} />
          <div>
            <p className="mb-0.5 text-xs text-slate-500">{t('designer.derived.groupBy')}</p>
            <MultiPick label={t('designer.derived.groupBy')} value={derived.groupBy} options={fields.filter(([name]) => !derived.sum.includes(name))} onChange={(groupBy) => setDerived({ groupBy })} />
          </div>
          <div>
            <p className="mb-0.5 text-xs text-slate-500">{t('designer.derived.sum')}</p>
            <MultiPick label={t('designer.derived.sum')} value={derived.sum} options={numeric.filter(([name]) => !derived.groupBy.includes(name))} onChange={(sum) => setDerived({ sum })} />
          </div>
          {derived.sources.map((source, index) => (
            <SourceEditor key={index} bundle={bundle} context={context} source={source} index={index} readOnly={readOnly} problems={problems} onChange={(next) => setSource(index, next)} />
          ))}
          {!readOnly && first && derived.sources.length < MAX_SOURCES && (
            <Button size="small" className="self-start" onClick={() => setDerived({ sources: [...derived.sources, { module: first, fields: [] }] })}>
              {t('designer.derived.addSource')}
            </Button>
          )}
        </div>
      )}
    </Block>
  );
}
