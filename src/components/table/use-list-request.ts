import { useEffect, useState } from 'react';
import { request, RequestError } from '../../api/request.ts';
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
}

/**
 * Loads one page of a list call whenever `params` change (pass a memoised object) or `reload`
 * is bumped; older answers are aborted. The previous page stays visible while loading.
 */
export function useListRequest(path: string, params: Record<string, unknown>, reload: number, options: ListRequestOptions = {}): ListState {
  const t = useT();
  const [state, setState] = useState<ListState>({ status: 'loading', page: null });
  const { onArrived, enabled = true } = options;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', page: previous.page }));
    request<unknown>(path, params, { signal: controller.signal }).then(
      (body) => {
        if (controller.signal.aborted) return;
        onArrived?.();
        const outcome = readListEnvelope(body, t);
        setState(outcome.ok ? { status: 'ready', page: outcome.page } : { status: 'error', page: null, message: outcome.message });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Network failures show their status text in the table's empty area (spec 01 §8).
        setState({ status: 'error', page: null, message: error instanceof RequestError ? error.message : t('request.badFormat') });
      },
    );
    return () => controller.abort();
    // onArrived and t are read when the answer comes; they do not start a new call.
  }, [path, params, reload, enabled]);
  return state;
}
