/**
 * One Lingui instance per locale, apart from the app's: the preview renders the staff screens in
 * a language of its own, and bundle texts are written in both languages at once.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOnce } from '../../../i18n/compile-message.ts';
import { CATALOGS } from '../../../../locales/catalogs.ts';
import { LOCALES, type LocalizedText, type Locale } from '../../../../runtime/index.ts';
import type { MessageParams } from '../../../../runtime/errors.ts';

const instances = new Map<Locale, I18n>();

export function localeI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = setupI18n();
    instance.setMessagesCompiler(compileMessageOnce);
    instance.load(locale, CATALOGS[locale]);
    instance.activate(locale);
    instances.set(locale, instance);
  }
  return instance;
}

/** A message in both languages, e.g. the label a new field starts with. */
export function inBothLocales(messageId: string, params?: MessageParams): LocalizedText {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localeI18n(locale)._(messageId, params)])) as LocalizedText;
}
