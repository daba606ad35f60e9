import type { ModuleBundle } from '../../../../runtime/index.ts';
import { snakeCase } from '../../../../runtime/index.ts';
import { useLocale, useT } from '../../../i18n/hooks.ts';
import { localizedText } from './localized-text.ts';
import { fieldTypeWord } from './value-text.ts';

/** A short look at a generated bundle: its id and table, then each field's name, column, type and whether it is required. */
export function GeneratedPreview({ bundle }: { bundle: ModuleBundle }) {
  const t = useT();
  const [locale] = useLocale();
  const { entity } = bundle;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
        <dt className="text-slate-500">{t('designer.versions.generate.moduleId')}</dt>
        <dd className="font-mono text-slate-800">{bundle.moduleId}</dd>
        <dt className="text-slate-500">{t('designer.versions.generate.moduleTitle')}</dt>
        <dd className="text-slate-800">{localizedText(bundle.title, locale)}</dd>
        <dt className="text-slate-500">{t('designer.versions.generate.table')}</dt>
        <dd className="font-mono text-slate-800">{entity.table}</dd>
      </dl>
      <table className="w-full text-xs" aria-label={t('designer.versions.generate.fields', { n: entity.fields.length })}>
        <caption className="pb-1.5 text-left text-xs font-medium text-slate-600">{t('designer.versions.generate.fields', { n: entity.fields.length })}</caption>
        <thead className="bg-slate-50 text-left text-slate-500">
          <tr>
            <th className="px-2 py-1.5 font-normal">{t('designer.versions.generate.fieldName')}</th>
            <th className="px-2 py-1.5 font-normal">{t('designer.versions.generate.fieldColumn')}</th>
            <th className="px-2 py-1.5 font-normal">{t('designer.versions.generate.fieldType')}</th>
            <th className="px-2 py-1.5 font-normal">{t('designer.versions.generate.fieldRequired')}</th>
          </tr>
        </thead>
        <tbody>
          {entity.fields.map((field) => (
            <tr key={field.name} className="border-b border-slate-100">
              <td className="px-2 py-1.5 text-slate-800">
                {localizedText(field.label, locale)} <span className="font-mono text-slate-400">{field.name}</span>
                {field.name === entity.primaryKey && <span className="ml-1.5 rounded bg-primary-50 px-1 text-primary-700">{t('designer.versions.generate.primaryKey')}</span>}
              </td>
              <td className="px-2 py-1.5 font-mono text-slate-600">{field.column ?? snakeCase(field.name)}</td>
              <td className="px-2 py-1.5 text-slate-600">
                {fieldTypeWord(field.type, t)}
                {field.maxLength !== undefined && <span className="text-slate-400"> ({field.maxLength})</span>}
              </td>
              <td className="px-2 py-1.5 text-slate-600">{t(field.required ? 'designer.diff.yes' : 'designer.diff.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
