/** The client's i18n surface: one Lingui instance, its provider and hooks. */
export { i18n, translate, currentLocale, serverLang, activateLocale } from './i18n.ts';
export { I18nProvider } from './I18nProvider.tsx';
export { useT, useLocale } from './hooks.ts';
export { loadServerLabels } from './server-labels.ts';
