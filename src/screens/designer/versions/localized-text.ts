import type { Locale, LocalizedText, ModuleBundle } from '../../../../runtime/index.ts';

/** The text in the user's language, falling back to Chinese (the catalogs' fallback too). */
export function localizedText(text: LocalizedText | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text['zh-CN'];
}

/** Both languages as '中文 / English'; one text when they are the same. */
export function bothLanguages(text: LocalizedText): string {
  const zh = text['zh-CN'];
  const en = text['en-US'];
  return zh === en || !en ? zh : !zh ? en : `${zh} / ${en}`;
}

export function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === 'zh-CN' || key === 'en-US') && Object.values(value).every((text) => typeof text === 'string');
}

/**
 * A field's label in the user's language, looked up in the given bundles in order (a field
 * removed by a change is only in the earlier bundle); the name when no bundle has it.
 */
export function fieldLabeler(bundles: readonly (ModuleBundle | undefined)[], locale: Locale): (name: string) => string {
  return (name) => {
    for (const bundle of bundles) {
      const field = bundle?.entity.fields.find((candidate) => candidate.name === name);
      if (field) return localizedText(field.label, locale) || name;
    }
    return name;
  };
}
