import type { UniqueKeyDef, UniqueScope } from '../../../../../runtime/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { useT } from '../../../../i18n/index.ts';
import { Block, SelectInput, useFieldOptions } from '../controls.tsx';
import type { SectionProps } from './section-props.ts';

/**
 * The entity's unique keys: field sets no two records share (docs/bundle-format.md, Unique
 * keys). Each row picks its fields one select at a time and its scope.
 */
export function UniqueKeysEditor({ bundle, edit, readOnly }: SectionProps) {
  const t = useT();
  const options = useFieldOptions(bundle);
  const keys = bundle.entity.uniqueKeys ?? [];
  const orgScoped = bundle.entity.orgScoped;
  const scopes: [UniqueScope, string][] = [...(orgScoped ? [['org', t('keys.unique.org')] as [UniqueScope, string]] : []), ['global', t('keys.unique.global')]];
  const setKeys = (next: UniqueKeyDef[]) =>
    edit((b) => {
      const { uniqueKeys: _old, ...entity } = b.entity;
      return { ...b, entity: next.length > 0 ? { ...entity, uniqueKeys: next } : entity };
    });
  const setKey = (index: number, key: UniqueKeyDef) => setKeys(keys.map((old, i) => (i === index ? key : old)));
  return (
    <Block title={t('keys.uniqueKeys.title')} actions={!readOnly && <Button size="small" variant="text" onClick={() => setKeys([...keys, { fields: [options[0]?.[0] ?? ''] }])}>{t('keys.uniqueKeys.add')}</Button>}>
      <p className="mb-2 text-[11px] text-slate-400">{t('keys.uniqueKeys.help')}</p>
      <ol className="flex flex-col gap-2">
        {keys.map((key, index) => (
          <li key={index} className="flex flex-wrap items-center gap-1.5 text-xs" aria-label={`${t('keys.uniqueKeys.title')} ${index + 1}`}>
            {[...key.fields, undefined].map((name, f) => (
              <span key={f} className="w-40">
                <SelectInput
                  label={`${t('keys.uniqueKeys.fields')} ${f + 1}`}
                  value={name}
                  empty={name === undefined ? '+' : t('keys.uniqueKeys.remove')}
                  options={options}
                  onChange={(picked) => {
                    const fields = picked === undefined ? key.fields.filter((_, i) => i !== f) : name === undefined ? [...key.fields, picked] : key.fields.map((old, i) => (i === f ? picked : old));
                    if (fields.length === 0) setKeys(keys.filter((_, i) => i !== index));
                    else setKey(index, { ...key, fields });
                  }}
                />
              </span>
            ))}
            <span className="w-40">
              <SelectInput label={t('keys.uniqueKeys.scope')} value={key.scope ?? (orgScoped ? 'org' : 'global')} options={scopes} onChange={(scope) => setKey(index, { ...key, scope })} />
            </span>
            {!readOnly && (
              <Button size="small" variant="text" className="!text-red-500" onClick={() => setKeys(keys.filter((_, i) => i !== index))}>
                {t('keys.uniqueKeys.remove')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Block>
  );
}
