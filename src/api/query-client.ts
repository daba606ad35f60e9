/**
 * The client's one cache of server state (TanStack Query). Reads are queries keyed by
 * query-keys.ts; writes are mutations that invalidate the keys they change (invalidations.ts).
 */
import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { reportError } from './report-error.ts';
import { RequestError } from './request-error.ts';

/** What a query or mutation may say about itself in `meta`. */
export interface CallMeta extends Record<string, unknown> {
  /** true: a failure is shown as an error toast (report-error.ts); otherwise the screen shows it in place. */
  report?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Retries after no answer at all (a dropped connection), at most twice; never after the server answered (4xx, 5xx, a refusal envelope). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof RequestError && error.status === 0;
}

const DEFAULTS: DefaultOptions = {
  queries: {
    retry: shouldRetry,
    // Every screen asked its data on mount before; a focus alone does not ask again.
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

/** A client with the app's defaults; `options` override them (tests turn retries off). */
export function createQueryClient(options: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...DEFAULTS.queries, ...options.queries }, mutations: { ...DEFAULTS.mutations, ...options.mutations } },
    queryCache: new QueryCache({ onError: (error, query) => query.meta?.report && reportError(error) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _result, mutation) => mutation.meta?.report && reportError(error) }),
  });
}

/** The app's client; a sign-out clears it so the next user sees nothing of the last one's data. */
export const queryClient = createQueryClient();
