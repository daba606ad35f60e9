import { useT } from '../../../../i18n/index.ts';
import { API_PATH, IDENTIFIER, SQL_NAME } from '../../model/new-bundle.ts';
import { Block, Check, Labeled, LocalizedInput, SelectInput, TextInput, useFieldOptions } from '../controls.tsx';
import type { SectionProps } from './section-props.ts';

/** The module's titles and call path, and its entity: name, table, key, organisation scope. */
export function ModuleSection({ bundle, edit, published }: SectionProps) {
  const t = useT();
  const fields = useFieldOptions(bundle);
  const entity = bundle.entity;
  const hint = (value: string, pattern: RegExp, messageId: string) => (pattern.test(value) ? undefined : t(messageId));
  return (
    <div className="flex flex-col gap-3">
      <Block title={t('designer.section.module')}>
        <div className="grid grid-cols-2 gap-x-3 gap-y-2">
          <Labeled label={t('designer.module.id')} className="col-span-2">
            {(id) => <input id={id} className="h-7 w-full rounded border border-slate-200 bg-slate-50 px-2 font-mono text-sm text-slate-500" value={bundle.moduleId} readOnly />}
          </Labeled>
          <div className="col-span-2">
            <Labeled label={t('designer.module.title')}>{() => <LocalizedInput label={t('designer.module.title')} value={bundle.title} onChange={(title) => title && edit((b) => ({ ...b, title }))} />}</Labeled>
          </div>
          <Labeled label={t('designer.module.apiPath')} hint={hint(bundle.apiPath, API_PATH, 'designer.hint.apiPath')} className="col-span-2">
            {(id) => <TextInput id={id} value={bundle.apiPath} onChange={(apiPath) => edit((b) => ({ ...b, apiPath }))} />}
          </Labeled>
        </div>
      </Block>
      <Block title={t('designer.section.entity')}>
        <div className="grid grid-cols-2 gap-x-3 gap-y-2">
          <Labeled label={t('designer.entity.name')} hint={hint(entity.name, IDENTIFIER, 'designer.hint.identifier')}>
            {(id) => <TextInput id={id} value={entity.name} onChange={(name) => edit((b) => ({ ...b, entity: { ...b.entity, name } }))} />}
          </Labeled>
          <Labeled label={t('designer.entity.table')} hint={published ? t('designer.hint.fixedAfterPublish') : hint(entity.table, SQL_NAME, 'designer.hint.sqlName')}>
            {(id) => <TextInput id={id} value={entity.table} onChange={(table) => edit((b) => ({ ...b, entity: { ...b.entity, table } }))} />}
          </Labeled>
          <Labeled label={t('designer.entity.primaryKey')} hint={published ? t('designer.hint.fixedAfterPublish') : undefined}>
            {(id) => <SelectInput id={id} value={entity.primaryKey} options={fields} onChange={(primaryKey) => primaryKey && edit((b) => ({ ...b, entity: { ...b.entity, primaryKey } }))} />}
          </Labeled>
          <div className="flex items-end pb-1.5">
            <Check label={t('designer.entity.orgScoped')} checked={entity.orgScoped} onChange={(orgScoped) => edit((b) => ({ ...b, entity: { ...b.entity, orgScoped } }))} />
          </div>
        </div>
      </Block>
    </div>
  );
}
