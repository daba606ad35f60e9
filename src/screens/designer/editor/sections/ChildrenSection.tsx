import type { ChildListDef } from '../../../../../runtime/index.ts';
import { useLocale, useT } from '../../../../i18n/index.ts';
import { withoutUndefined } from '../../model/field-edits.ts';
import { parentsOf } from '../../model/parent-paths.ts';
import { Block, Labeled, LocalizedInput, SelectInput, useFieldOptions } from '../controls.tsx';
import { EditableRows } from './rows.tsx';
import { InlineChildSettings } from './InlineChildSettings.tsx';
import type { SectionProps } from './section-props.ts';

/** Detail lists under a saved record: a child module and the child fields that link it to the parent. */
export function ChildrenSection({ bundle, edit, context, readOnly }: SectionProps) {
  const t = useT();
  const [locale] = useLocale();
  const children = bundle.form.children ?? [];
  const ownFields = useFieldOptions(bundle);
  // A module already listed by another parent cannot be listed here (bundle.childTaken).
  const modules = context.entities.filter((entity) => entity.moduleId !== bundle.moduleId && parentsOf(context, entity.moduleId).every((parent) => parent.moduleId === bundle.moduleId));
  const firstModule = modules[0];
  const setChildren = (next: ChildListDef[]) => edit((b) => ({ ...b, form: withoutUndefined({ ...b.form, children: next.length ? next : undefined }) }));
  const childFields = (moduleId: string) =>
    (context.entities.find((entity) => entity.moduleId === moduleId)?.fields ?? []).map((field) => [field.name, `${field.label[locale]} (${field.name})`] as const);
  return (
    <Block title={t('designer.section.children')}>
      <p className="mb-2 text-[11px] text-slate-400">{t('designer.children.help')}</p>
      <EditableRows
        kind="child"
        items={children}
        headers={[t('designer.children.module'), t('designer.children.parentId'), t('designer.children.parentName')]}
        columns="minmax(0,1.3fr) minmax(0,1fr) minmax(0,1fr)"
        readOnly={readOnly}
        empty={t('designer.children.none')}
        addLabel={t('designer.children.add')}
        onAdd={firstModule ? () => setChildren([...children, { module: firstModule.moduleId }]) : undefined}
        onChange={setChildren}
        renderRow={(child, index) => {
          const set = (patch: Partial<ChildListDef>) => setChildren(children.map((item, at) => (at === index ? withoutUndefined({ ...item, ...patch }) : item)));
          const fields = childFields(child.module);
          return (
            <>
              <SelectInput
                label={t('designer.children.module')}
                value={child.module}
                options={modules.map((entity) => [entity.moduleId, `${entity.title[locale]} (${entity.moduleId})`] as const)}
                onChange={(module) => module && set({ module, parentName: undefined })}
              />
              <SelectInput label={t('designer.children.parentId')} value={child.parentId} empty="parentId" options={fields} onChange={(parentId) => set({ parentId })} />
              <SelectInput label={t('designer.children.parentName')} value={child.parentName} empty={t('designer.none')} options={fields} onChange={(parentName) => set({ parentName })} />
              <div className="col-span-3 col-start-2 grid grid-cols-2 gap-1.5 pb-2">
                <Labeled label={t('designer.children.title')}>{() => <LocalizedInput optional label={t('designer.children.title')} value={child.title} onChange={(title) => set({ title })} />}</Labeled>
                <Labeled label={t('designer.children.parentLabelField')}>
                  {(id) => <SelectInput id={id} value={child.parentLabelField} empty={t('designer.none')} options={ownFields} onChange={(parentLabelField) => set({ parentLabelField })} />}
                </Labeled>
              </div>
              <InlineChildSettings child={child} set={set} />
            </>
          );
        }}
      />
    </Block>
  );
}
