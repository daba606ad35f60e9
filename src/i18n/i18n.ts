/**
 * The client's one Lingui instance. Catalogs are plain ICU strings (no macros), compiled at
 * run time, and fetched per language (catalog-loader.ts): the stored language before any module
 * that imports this one runs (top-level await, so nothing renders message ids), the other one
 * when the user switches. Server-managed labels
 * (langLabel/getLoadLabels.ajax) are merged in after start.
 */
import { setupI18n } from '@lingui/core';
import { compileMessageOnce } from './compile-message.ts';
import { toLocale, type Catalog } from '../../locales/locale.ts';
import { loadCatalog } from './catalog-loader.ts';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { MessageParams, Translate } from '../../runtime/errors.ts';

const LOCALE_KEY = 'eop.locale';

export const i18n = setupI18n();
i18n.setMessagesCompiler(compileMessageOnce);

const serverLabels: Partial<Record<Locale, Catalog>> = {};
const catalogs: Partial<Record<Locale, Catalog>> = {};
// The last locale asked for: a slow fetch of an earlier choice must not override it.
let requested: Locale | undefined;

function storedLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    if (saved) return toLocale(saved);
  } catch {
    // storage blocked (private mode): fall through to the default
  }
  return 'zh-CN';
}

function loadMessages(locale: Locale, catalog: Catalog): void {
  // Client catalogs win over server labels: their placeholders are what the code passes.
  i18n.load(locale, { ...serverLabels[locale], ...catalog });
}

/**
 * Activates a locale: fetches its catalog the first time, then loads it, persists the choice and
 * sets <html lang>. A locale fetched before switches at once (the promise is already settled).
 */
export function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  const catalog = catalogs[locale];
  if (catalog) {
    switchTo(locale, catalog);
    return Promise.resolve();
  }
  return loadCatalog(locale).then((loaded) => {
    catalogs[locale] = loaded;
    if (requested === locale) switchTo(locale, loaded);
  });
}

function switchTo(locale: Locale, catalog: Catalog): void {
  loadMessages(locale, catalog);
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
  const catalog = catalogs[locale];
  // A language not fetched yet takes the labels when it is.
  if (!catalog) return;
  loadMessages(locale, catalog);
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

// A catalog that cannot be fetched leaves message ids on screen rather than a blank page; the
// next activation fetches it again.
await activateLocale(storedLocale()).catch(() => undefined);
