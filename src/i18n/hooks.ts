import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../runtime/bundle/types.ts';
import type { MessageParams, Translate } from '../../runtime/errors.ts';
import { toLocale } from '../../locales/locale.ts';
import { activateLocale } from './i18n.ts';
import { loadServerLabels } from './server-labels.ts';
import { queryClient } from '../api/query-client.ts';
import { queryKeys } from '../api/query-keys.ts';

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
 * The workflow's answers name models and steps in the language of the request, so the switch
 * asks them again; a record being edited is not reloaded (its edits would be lost).
 */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const { i18n } = useLingui();
  const setLocale = useCallback((locale: Locale) => {
    void activateLocale(locale).then(() => Promise.all([loadServerLabels(locale), queryClient.invalidateQueries({ queryKey: queryKeys.workflow() })]));
  }, []);
  return [toLocale(i18n.locale), setLocale];
}
