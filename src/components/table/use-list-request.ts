import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { request, RequestError } from '../../api/request.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useT } from '../../i18n/index.ts';
import { readListEnvelope, type ListPage } from './list-envelope.ts';

export type ListState =
  | { status: 'loading'; page: ListPage | null }
  | { status: 'ready'; page: ListPage }
  | { status: 'error'; page: null; message: string };

export interface ListRequestOptions {
  /** Called the moment an answer arrives, before it renders (the paint benchmark starts here). */
  onArrived?: () => void;
  /** false holds the call back (e.g. until the parent record has a key). */
  enabled?: boolean;
  /** The query key of the list (query-keys.ts), `params` and `reload` appended; by default the call's path. */
  key?: QueryKey;
}

/**
 * Loads one page of a list call whenever `params` change or `reload` is bumped (the same
 * search again asks the server again); a query no longer shown is aborted. The previous page
 * stays visible while loading.
 */
export function useListRequest(path: string, params: Record<string, unknown>, reload: number, options: ListRequestOptions = {}): ListState {
  const t = useT();
  const { onArrived, enabled = true, key = queryKeys.call(path) } = options;
  const query = useQuery({
    queryKey: [...key, params, reload],
    queryFn: async ({ signal }) => {
      const body = await request<unknown>(path, params, { signal });
      onArrived?.();
      return readListEnvelope(body, t);
    },
    enabled,
    placeholderData: keepPreviousData,
  });
  if (query.isError) {
    // Network failures show their status text in the table's empty area (spec 01 §8).
    return { status: 'error', page: null, message: query.error instanceof RequestError ? query.error.message : t('request.badFormat') };
  }
  const outcome = query.data;
  const page = outcome?.ok ? outcome.page : null;
  if (query.isFetching || !outcome) return { status: 'loading', page };
  return outcome.ok ? { status: 'ready', page: outcome.page } : { status: 'error', page: null, message: outcome.message };
}
