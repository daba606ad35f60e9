import type { ReactNode } from 'react';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { i18n } from './i18n.ts';

/** Provides the client's Lingui instance; children re-render when the locale or labels change. */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <LinguiProvider i18n={i18n}>{children}</LinguiProvider>;
}
