import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { MessageParams, Translate } from '../../runtime/errors.ts';
import { toLocale } from '../../locales/locale.ts';
import { activateLocale } from './i18n.ts';
import { loadServerLabels } from './server-labels.ts';
import { queryClient } from '../api/query-client.ts';

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

/**
 * The locale of the nearest I18nProvider (the app's, or a nested one such as the module
 * designer's preview) and a setter that switches the app at run time (no reload) and persists it.
 * The server answers in the language of the request (names of workflow steps, modules, state
 * labels), so the switch asks every shown answer again.
 */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const { i18n } = useLingui();
  const setLocale = useCallback((locale: Locale) => {
    void activateLocale(locale).then(() => Promise.all([loadServerLabels(locale), queryClient.invalidateQueries()]));
  }, []);
  return [toLocale(i18n.locale), setLocale];
}
