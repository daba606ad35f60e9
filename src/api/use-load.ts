import { useCallback, useEffect, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';
import { translate } from '../i18n/i18n.ts';
import { RequestError } from './request-error.ts';

export interface Loaded<T> {
  /** undefined while the first answer is outstanding or after a failure. */
  data: T | undefined;
  /** The failure in the user's language ('' while none). */
  error: string;
  loading: boolean;
  reload: () => void;
  /** Changes the kept answer locally (an optimistic mark, say) without asking again. */
  update: Dispatch<SetStateAction<T | undefined>>;
}

function messageOf(error: unknown): string {
  return error instanceof RequestError ? error.message : translate('request.failed');
}

/**
 * One call loaded when a component mounts and whenever `deps` change, with its own loading
 * and error state: a panel that uses it neither waits for another panel's call nor hides its
 * failure as an empty list. An answer arriving after unmount or after newer deps is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [data, update] = useState<T | undefined>(undefined);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  // `deps` names what `load` reads, as for useEffect: a new closure alone does not load again.
  const run = useCallback(load, deps);

  useEffect(() => {
    let active = true;
    setLoading(true);
    setError('');
    run()
      .then((answer) => active && update(() => answer))
      .catch((failure: unknown) => {
        if (!active) return;
        update(undefined);
        setError(messageOf(failure));
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [run, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload, update };
}
