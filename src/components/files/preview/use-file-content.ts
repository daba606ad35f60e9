import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { fetchFileBytes } from '../file-api.ts';

export type Content<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/** Fetches a stored file and turns its bytes into what a viewer shows; a newer id cancels the older. */
export function useFileContent<T>(id: string, parse: (bytes: ArrayBuffer) => Promise<T>): Content<T> {
  // Each viewer parses the bytes its own way: its answer is its own, and not kept after it.
  const viewer = useId();
  const query = useQuery({
    queryKey: [...queryKeys.file(id), 'content', viewer],
    queryFn: async ({ signal }) => parse(await fetchFileBytes(id, signal)),
    gcTime: 0,
    retry: false,
  });
  if (query.isError) return { state: 'failed', error: query.error };
  return query.data === undefined ? { state: 'loading' } : { state: 'ready', value: query.data };
}
