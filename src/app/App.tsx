import { ConfirmHost } from '../components/ConfirmHost.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { RouterHost } from './RouterHost.tsx';

/** The whole client: i18n around the router, with the toast and confirm hosts beside it. */
export function App() {
  return (
    <I18nProvider>
      <RouterHost />
      <Toaster />
      <ConfirmHost />
    </I18nProvider>
  );
}
