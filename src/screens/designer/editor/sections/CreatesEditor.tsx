/**
 * A transition's `creates` without JSON: the module a record is made in, whether one is made per
 * row of a child list, the condition a row (or the record) must meet, each target field with the
 * expression of its value, and the field that keeps the made record's key.
 */
import { bundleExpressionEnv, type ExpressionEnv, type FieldType, type LifecycleCreateDef, type ModuleBundle } from '../../../../../runtime/index.ts';
import type { DesignContext } from '../../../../../contracts/module-design.ts';
import { Button } from '../../../../components/Button.tsx';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { Check, Labeled, SelectInput } from '../controls.tsx';
import { ExpressionInput } from './ExpressionInput.tsx';

export interface CreatesEditorProps {
  bundle: ModuleBundle;
  context: DesignContext;
  creates: LifecycleCreateDef | undefined;
  readOnly: boolean;
  onChange: (creates: LifecycleCreateDef | undefined) => void;
}

type Entity = DesignContext['entities'][number];

/** What the expressions read: the rows of the child list when one record is made per row, else the record. */
function rowEnv(bundle: ModuleBundle, row: Entity | undefined): ExpressionEnv {
  if (!row) return bundleExpressionEnv(bundle);
  return { fields: new Map(row.fields.map((field) => [field.name, field.type as FieldType])), children: new Map() };
}

export function CreatesEditor({ bundle, context, creates, readOnly, onChange }: CreatesEditorProps) {
  const t = useT();
  const [locale] = useLocale();
  const entityOf = (moduleId: string | undefined) => context.entities.find((entity) => entity.moduleId === moduleId);
  const modules = context.entities.map((entity) => [entity.moduleId, `${entity.title[locale] || entity.moduleId} (${entity.moduleId})`] as const);
  const children = (bundle.form.children ?? []).map((child) => [child.module, entityOf(child.module)?.title[locale] || child.module] as const);
  const first = modules[0]?.[0];
  const enable = (on: boolean) => onChange(on && first ? { module: first, values: [] } : undefined);
  if (!creates) {
    return <Check label={t('designer.authoring.creates')} checked={false} onChange={enable} />;
  }
  const set = (patch: Partial<LifecycleCreateDef>) => onChange(withoutUndefined({ ...creates, ...patch }));
  const target = entityOf(creates.module);
  const row = creates.forEach === undefined ? undefined : entityOf(creates.forEach);
  const env = rowEnv(bundle, row);
  const rowFields = row ? row.fields.map((field) => [field.name, `${field.label[locale] || field.name} (${field.name})`] as const) : bundle.entity.fields.map((field) => [field.name, `${field.label[locale] || field.name} (${field.name})`] as const);
  const targetFields = (target?.fields ?? []).map((field) => [field.name, `${field.label[locale] || field.name} (${field.name})`] as const);
  const typeOf = (name: string) => (target?.fields.find((field) => field.name === name)?.type ?? 'text') as FieldType;
  const unset = targetFields.find(([name]) => !creates.values.some((value) => value.field === name));
  const setValue = (index: number, patch: Partial<LifecycleCreateDef['values'][number]> | null) =>
    set({ values: creates.values.flatMap((value, at) => (at !== index ? [value] : patch === null ? [] : [{ ...value, ...patch }])) });

  return (
    <div className="flex flex-col gap-2">
      <Check label={t('designer.authoring.creates')} checked onChange={enable} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-2">
        <Labeled label={t('designer.authoring.createsModule')}>{(id) => <SelectInput id={id} value={creates.module} options={modules} onChange={(module) => module && set({ module, values: [] })} />}</Labeled>
        <Labeled label={t('designer.authoring.createsForEach')}>
          {(id) => <SelectInput id={id} value={creates.forEach} empty={t('designer.authoring.createsOnce')} options={children} onChange={(forEach) => set({ forEach, when: undefined, linkField: undefined })} />}
        </Labeled>
        <ExpressionInput bundle={bundle} env={env} label={t('designer.authoring.createsWhen')} value={creates.when} expected={{ kind: 'condition' }} readOnly={readOnly} onCommit={(when) => set({ when })} />
        <Labeled label={t('designer.authoring.createsLink')}>
          {(id) => <SelectInput id={id} value={creates.linkField} empty={t('designer.none')} options={rowFields} onChange={(linkField) => set({ linkField })} />}
        </Labeled>
      </div>
      <p className="text-xs text-slate-500">{t('designer.authoring.createsValues')}</p>
      {creates.values.map((value, index) => (
        <div key={index} role="group" aria-label={`${t('designer.authoring.createsValues')} ${index + 1}`} className="grid grid-cols-2 gap-x-3 gap-y-1 border-b border-slate-100 pb-1">
          <SelectInput label={t('designer.authoring.createsField')} value={value.field} options={targetFields} onChange={(field) => field && setValue(index, { field })} />
          {!readOnly && (
            <Button size="small" variant="text" className="justify-self-end !text-red-500" onClick={() => setValue(index, null)}>
              {t('designer.remove')}
            </Button>
          )}
          <ExpressionInput
            bundle={bundle}
            env={env}
            label={t('designer.authoring.createsExpr')}
            value={value.expr}
            expected={{ kind: 'value', fieldType: typeOf(value.field) }}
            readOnly={readOnly}
            onCommit={(expr) => expr && setValue(index, { expr })}
          />
        </div>
      ))}
      {!readOnly && unset && (
        <Button size="small" className="self-start" onClick={() => set({ values: [...creates.values, { field: unset[0], expr: "''" }] })}>
          {t('designer.authoring.createsAdd')}
        </Button>
      )}
    </div>
  );
}
