import { useCallback, useId, type DependencyList, type Dispatch, type SetStateAction } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { translate } from '../i18n/i18n.ts';
import { RequestError } from './request-error.ts';

export interface Loaded<T> {
  /** undefined while the first answer is outstanding or after a failure. */
  data: T | undefined;
  /** The failure in the user's language ('' while none, and while asking again). */
  error: string;
  loading: boolean;
  reload: () => void;
  /** Changes the kept answer locally (an optimistic mark, say) without asking again. */
  update: Dispatch<SetStateAction<T | undefined>>;
}

export interface LoadOptions {
  /**
   * The query key (query-keys.ts) the answer is cached under, `deps` appended: components
   * naming the same key share one call and one answer, and a write invalidating it reloads
   * them. Without it the answer is this component's own.
   */
  key?: QueryKey;
  /** false holds the call back (a closed dialog); `data` stays undefined meanwhile. */
  enabled?: boolean;
  /** true: a failure is also shown as an error toast (report-error.ts). */
  report?: boolean;
  /** false: an answer is not kept once no component shows it (one-time links, plans of drafts). */
  keep?: boolean;
}

/** A failure in the user's language. */
export function loadErrorMessage(error: unknown): string {
  return error instanceof RequestError ? error.message : translate('request.failed');
}

/**
 * One call loaded when a component mounts and whenever `deps` change, with its own loading
 * and error state: a panel that uses it neither waits for another panel's call nor hides its
 * failure as an empty list. A thin wrapper over useQuery for calls that need no more.
 *
 * @example const { data, error, reload } = useLoad(() => loadMessages(), [], { key: queryKeys.messages() })
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList, options: LoadOptions = {}): Loaded<T> {
  const own = useId();
  const client = useQueryClient();
  const queryKey = [...(options.key ?? ['load', own]), ...deps];
  // `deps` names what `load` reads, as for useEffect: they are part of the key.
  const { enabled = true, report = false, keep = true } = options;
  const query = useQuery({ queryKey, queryFn: load, enabled, meta: { report }, ...(keep ? {} : { gcTime: 0 }) });
  const hash = JSON.stringify(queryKey);
  const update = useCallback<Dispatch<SetStateAction<T | undefined>>>(
    (next) => client.setQueryData<T>(queryKey, (current) => (typeof next === 'function' ? (next as (value: T | undefined) => T | undefined)(current) : next)),
    // queryKey is rebuilt each render: its content says when it changed.
    [client, hash],
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.isError ? undefined : query.data,
    error: query.isError && !query.isFetching ? loadErrorMessage(query.error) : '',
    loading: query.isFetching,
    reload,
    update,
  };
}
