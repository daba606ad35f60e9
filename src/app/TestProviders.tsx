import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.ts';
import { I18nProvider } from '../i18n/I18nProvider.tsx';

/**
 * What App gives every screen, for component tests: i18n and a query cache of this render's
 * own (nothing cached by an earlier test), without retries (a failure shows at once).
 */
export function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ queries: { retry: false } }));
  return (
    <QueryClientProvider client={client}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
