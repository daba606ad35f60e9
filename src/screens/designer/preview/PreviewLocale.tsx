import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { Locale } from '../../../../runtime/index.ts';
import { localeI18n } from './locale-i18n.ts';

/** Renders its children in `locale` whatever the app's language: useT and useLocale read the nearest provider. */
export function PreviewLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider i18n={localeI18n(locale)}>{children}</I18nProvider>;
}
