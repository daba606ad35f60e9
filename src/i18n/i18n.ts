/**
 * The client's one Lingui instance. Catalogs are plain ICU strings (no macros), compiled at
 * run time; server-managed labels (langLabel/getLoadLabels.ajax) are merged in after start.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGS, toLocale, type Catalog } from '../../locales/catalogs.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { MessageParams, Translate } from '../../runtime/errors.ts';

const LOCALE_KEY = 'eop.locale';

export const i18n = setupI18n();
i18n.setMessagesCompiler(compileMessage);

const serverLabels: Partial<Record<Locale, Catalog>> = {};

function storedLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    if (saved) return toLocale(saved);
  } catch {
    // storage blocked (private mode): fall through to the default
  }
  return 'zh-CN';
}

function loadCatalog(locale: Locale): void {
  // Client catalogs win over server labels: their placeholders are what the code passes.
  i18n.load(locale, { ...serverLabels[locale], ...CATALOGS[locale] });
}

/** Activates a locale: loads its catalog, persists the choice and sets <html lang>. */
export function activateLocale(locale: Locale): void {
  loadCatalog(locale);
  i18n.activate(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // not persisted; the choice still holds for this page
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Merges labels the server manages for a locale; re-activates when it is the current one. */
export function mergeServerLabels(locale: Locale, labels: Catalog): void {
  serverLabels[locale] = labels;
  loadCatalog(locale);
  if (currentLocale() === locale) i18n.activate(locale);
}

export function currentLocale(): Locale {
  return toLocale(i18n.locale);
}

/** The spec's language codes sent to the server: zh-cn and en_US. */
export function serverLang(locale: Locale = currentLocale()): string {
  return locale === 'en-US' ? 'en_US' : 'zh-cn';
}

/** Translates outside React (request errors, confirm defaults); components use useT(). */
export const translate: Translate = (messageId: string, params?: MessageParams) => i18n._(messageId, params);

activateLocale(storedLocale());
