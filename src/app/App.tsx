import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { ConfirmHost } from '../components/ConfirmHost.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { RouterHost } from './RouterHost.tsx';

/** The whole client: the server-state cache and i18n around the router, with the toast and confirm hosts beside it. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterHost />
        <Toaster />
        <ConfirmHost />
      </I18nProvider>
    </QueryClientProvider>
  );
}
