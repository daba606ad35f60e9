import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { MessageParams, Translate } from '../../runtime/errors.ts';
import { activateLocale, currentLocale } from './i18n.ts';
import { loadServerLabels } from './server-labels.ts';

/**
 * The translator for the current locale. It changes identity when the locale changes, so
 * memoised values that depend on it recompute.
 *
 * @example const t = useT(); t('common.confirm')
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return useCallback((messageId: string, params?: MessageParams) => _(messageId, params), [_]);
}

/** The current locale and a setter that switches at run time (no reload) and persists it. */
export function useLocale(): [Locale, (locale: Locale) => void] {
  useLingui();
  const setLocale = useCallback((locale: Locale) => {
    activateLocale(locale);
    void loadServerLabels(locale);
  }, []);
  return [currentLocale(), setLocale];
}
